import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { TokenService } from './lib/tokens.ts';

/** What every service is built from: the database, the settings, the clock and the token service. */
export interface ServiceContext {
  db: Database;
  config: AppConfig;
  tokens: TokenService;
  now(): Date;
}

/**
 * What routes get: the service context and the services, each built once. services.ts, which
 * builds them, adds `services` to this interface: every service imports this file, so this
 * file imports no service back. Whatever compiles the routes compiles services.ts with them
 * (app.ts imports both).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- services.ts adds its member
export interface AppContext extends ServiceContext {}
