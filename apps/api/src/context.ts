import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { TokenService } from './lib/tokens.ts';

/** What every module needs: the database, the settings, the clock and the token service. */
export interface AppContext {
  db: Database;
  config: AppConfig;
  tokens: TokenService;
  now(): Date;
}
