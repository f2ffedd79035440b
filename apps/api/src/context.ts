import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { TokenService } from './lib/tokens.ts';
import type { Services } from './services.ts';

/** What every service is built from: the database, the settings, the clock and the token service. */
export interface ServiceContext {
  db: Database;
  config: AppConfig;
  tokens: TokenService;
  now(): Date;
}

/** What routes get: the service context and the services, each built once (services.ts). */
export interface AppContext extends ServiceContext {
  services: Services;
}
