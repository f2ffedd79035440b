import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

// What e2e/run.mjs does: plain Node ESM, no TypeScript loader of its own.
const SCRIPT = `
import { startStripeDouble, connectStripeDouble } from '@keyturn/stripe-double/node';
const double = await startStripeDouble({ webhookSecret: 'whsec_plain' });
const answer = await fetch(double.url + '/v1/customers', {
  method: 'POST',
  headers: { Authorization: 'Bearer ' + double.secretKey },
  body: new URLSearchParams({ email: 'ann@example.com' }),
});
const customer = await answer.json();
const state = await connectStripeDouble(double.url).state();
await double.close();
console.log(JSON.stringify({ status: answer.status, id: customer.id, customers: state.customers.length }));
`;

describe('The entry for plain Node', () => {
  it('starts the double from an .mjs script run by plain node', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '--eval', SCRIPT],
      { cwd: join(root, 'e2e'), timeout: 25_000, env: { ...process.env, NODE_OPTIONS: '' } },
    );
    const result = JSON.parse(stdout) as { status: number; id: string; customers: number };
    expect(result).toMatchObject({ status: 200, customers: 1 });
    expect(result.id).toMatch(/^cus_/);
  });
});
