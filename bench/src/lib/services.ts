import { defaultConfig } from '../../../apps/api/src/config.ts';
import type { ServiceContext } from '../../../apps/api/src/context.ts';
import type { Database } from '../../../apps/api/src/db/client.ts';

/**
 * What the API's services need to run on `db` without a server: the default settings and the
 * real clock. No token is issued on these paths, so there is no token service.
 */
export function serviceContextOn(db: Database): ServiceContext {
  return {
    db,
    config: defaultConfig({ jwtSecret: 'x'.repeat(32) }),
    tokens: undefined as never,
    now: () => new Date(),
  };
}
