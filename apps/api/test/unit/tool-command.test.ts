import { afterEach, describe, expect, it } from 'vitest';
import { toolCommand } from '../../src/lib/tool-command.ts';

const started = process.argv[1];
afterEach(() => {
  process.argv[1] = started!;
});

describe('the command a message tells the operator to run', () => {
  it('is the npm script in a checkout', () => {
    process.argv[1] = '/srv/keyturn/apps/api/src/ops/backup-cli.ts';
    expect(toolCommand('db:restore', '<file>')).toBe('npm run db:restore -- <file>');
    expect(toolCommand('db:seed')).toBe('npm run db:seed');
  });

  it('is the built file in a production install, which has no tsx', () => {
    process.argv[1] = '/srv/keyturn/apps/api/dist/db-backup.js';
    expect(toolCommand('db:restore', '<file>')).toBe('node apps/api/dist/db-restore.js <file>');
    expect(toolCommand('admin:create')).toBe('node apps/api/dist/create-admin.js');
  });
});
