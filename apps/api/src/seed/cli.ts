import { openDatabase } from '../db/client.ts';
import { loadSettings } from '../env.ts';
import { reseed } from './seed.ts';

/** `npm run db:seed`: empties the configured database and seeds the demo data again. */
const { config } = loadSettings(process.env);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await reseed(database.db, config);
  console.info('The database now holds the demo data.');
} finally {
  await database.close();
}
