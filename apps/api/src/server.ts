import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { loadSettings } from './env.ts';
import { startHousekeeping } from './housekeeping.ts';
import { DEMO_ACCOUNTS, seedIfEmpty } from './seed/seed.ts';

const settings = loadSettings(process.env);
const { config } = settings;
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: settings.databasePoolSize,
});
const app = await buildApp(config, database.db);

if (settings.seed && (await seedIfEmpty(database.db, config))) {
  app.log.info('Seeded demo data into the empty database');
}
const housekeeping = startHousekeeping(database.db, app.log);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  housekeeping.stop();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: settings.port, host: settings.host });
const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
console.info(`\nKeyturn is running on http://localhost:${settings.port} (${where})`);
console.info(`API documentation: http://localhost:${settings.port}/api/docs`);
if (settings.seed) {
  console.info('Demo accounts:');
  for (const account of DEMO_ACCOUNTS) {
    console.info(`  ${account.label.padEnd(14)} ${account.email} / ${account.password}`);
  }
}
