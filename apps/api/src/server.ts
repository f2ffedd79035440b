import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { appClock } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { loadSettings, type ServerSettings } from './env.ts';
import { startHousekeeping } from './housekeeping.ts';
import { ensurePortFree, listenProblem } from './lib/port.ts';
import { exitOnStartupError } from './lib/startup-error.ts';
import { applyBookingBuffer } from './modules/availability/booking-buffer.ts';
import { mailTimingsForTests, startMailWorker } from './modules/mail/worker.ts';
import { openControlSocket } from './ops/control-socket.ts';
import { DEMO_ACCOUNTS, seedIfEmpty } from './seed/seed.ts';

/**
 * Stops the way a deployment expects on SIGTERM (and Ctrl-C): no new connections, requests in
 * flight finish (cut after `shutdownTimeoutMs`), then housekeeping, the mail worker, the control
 * socket and the database close, and the process exits 0.
 */
function stopOnSignals(
  app: FastifyInstance,
  settings: ServerSettings,
  closeTheRest: () => Promise<void>,
) {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing the requests in flight');
    const cut = setTimeout(() => {
      app.log.warn('stopping: requests still running after the time limit were cut off');
      app.server.closeAllConnections();
    }, settings.shutdownTimeoutMs);
    await app.close();
    clearTimeout(cut);
    await closeTheRest();
    app.log.info('stopped');
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, (s) => void stop(s));
}

function announce(settings: ServerSettings, database: DatabaseHandle) {
  const where = database.dataFolder
    ? `embedded database in ${database.dataFolder.dir}`
    : 'PostgreSQL';
  console.info(`\nKeyturn is running on http://localhost:${settings.port} (${where})`);
  console.info(`API documentation: http://localhost:${settings.port}/api/docs`);
  // Production never prints a password, not even a demo one it was asked to seed.
  if (settings.seed && !settings.production) {
    console.info('Demo accounts:');
    for (const account of DEMO_ACCOUNTS) {
      console.info(`  ${account.label.padEnd(14)} ${account.email} / ${account.password}`);
    }
  }
}

async function start() {
  const settings = loadSettings(process.env);
  const { config } = settings;
  await ensurePortFree(settings.port, settings.host);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: settings.databasePoolSize,
    timeouts: settings.databaseTimeouts,
  });
  try {
    // The database keeps the turnaround buffer between rentals; it learns the setting first.
    await applyBookingBuffer(database.db, config.bookingBufferMinutes);
    const app = await buildApp(config, database.db);
    if (settings.seed && (await seedIfEmpty(database.db, config))) {
      app.log.info('Seeded demo data into the empty database');
    }
    const housekeeping = startHousekeeping(
      database.db,
      appClock(config),
      app.log,
      config.timeZone,
      app.services.online?.moneyTasks,
    );
    const mail = settings.mailWorker
      ? startMailWorker(database.db, config, app.log, mailTimingsForTests(process.env))
      : undefined;
    const control = database.dataFolder
      ? await openControlSocket(database.dataFolder, app.log)
      : undefined;
    stopOnSignals(app, settings, async () => {
      await housekeeping.stop();
      await mail?.stop();
      await control?.close();
      await database.close();
    });
    await app.listen({ port: settings.port, host: settings.host }).catch((error: unknown) => {
      throw listenProblem(error, settings.port, settings.host);
    });
    announce(settings, database);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

await start().catch(exitOnStartupError);
