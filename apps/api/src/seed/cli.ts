import { openDatabase } from '../db/client.ts';
import { loadSettings } from '../env.ts';
import { exitOnStartupError } from '../lib/startup-error.ts';
import { reseed } from './seed.ts';

/** `npm run db:seed`: empties the configured database and seeds the demo data again. */
async function seed() {
  const { config } = loadSettings(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await reseed(database.db, config);
    console.info('The database now holds the demo data.');
  } finally {
    await database.close();
  }
}

// A bad setting or a data folder in use by the server: its sentence, not a stack trace.
await seed().catch(exitOnStartupError);
