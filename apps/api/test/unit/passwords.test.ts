import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_HASH_LOG_N } from '../../src/config.ts';
import { hashPassword, verifyPassword } from '../../src/lib/passwords.ts';

describe('password hashing', () => {
  it('uses scrypt at OWASP cost by default (N=2^17, r=8, p=1) and verifies', async () => {
    expect(DEFAULT_PASSWORD_HASH_LOG_N).toBe(17);
    const hash = await hashPassword('Correct#Horse1', DEFAULT_PASSWORD_HASH_LOG_N);
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    await expect(verifyPassword('Correct#Horse1', hash)).resolves.toBe(true);
    await expect(verifyPassword('Correct#Horse2', hash)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([
      hashPassword('Same#Pass1', 10),
      hashPassword('Same#Pass1', 10),
    ]);
    expect(a).not.toBe(b);
  });

  it('keeps verifying hashes made at an older cost', async () => {
    const older = await hashPassword('Old#Pass123', 12);
    await expect(verifyPassword('Old#Pass123', older)).resolves.toBe(true);
  });

  it('rejects a stored value that is not one of our hashes', async () => {
    await expect(verifyPassword('anything', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('anything', 'bcrypt$x$y')).resolves.toBe(false);
  });
});
