import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { BoundedConcurrency } from './bounded-concurrency.ts';
import { HttpError } from './http-errors.ts';

const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

/**
 * scrypt runs on libuv's thread pool (4 threads), which file reads, compression and token
 * signatures share: with every thread hashing, pages waited for seconds. Two hashes at a time
 * leave the other threads free, whatever arrives.
 */
const HASHES_AT_ONCE = 2;
/** A few seconds of hashing at the production cost; a flood beyond this is refused at once. */
const HASHES_WAITING = 64;
export const SERVER_BUSY_MESSAGE = 'The server is busy, please try again in a moment.';

const hashing = new BoundedConcurrency(
  HASHES_AT_ONCE,
  HASHES_WAITING,
  () => new HttpError(503, SERVER_BUSY_MESSAGE, { headers: { 'Retry-After': '2' } }),
);

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return hashing.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password, salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

function scryptOptions(logN: number, r: number, p: number): ScryptOptions {
  const N = 2 ** logN;
  // Node refuses by default to use more than 32 MiB; scrypt needs 128·N·r bytes.
  return { N, r, p, maxmem: 128 * N * r + 16 * 1024 * 1024 };
}

/**
 * scrypt, memory-hard; the parameters are stored with the hash (`scrypt$logN$r$p$salt$key`),
 * so that raising the cost later keeps older hashes verifiable.
 */
export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey(password, salt, scryptOptions(logN, BLOCK_SIZE, PARALLELISM));
  return [
    'scrypt',
    logN,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

/**
 * Whether a stored hash was made at other parameters than those `logN` gives today: a sign-in
 * that checks it re-hashes the password, so that no account keeps a cost (and a sign-in time)
 * of its own that tells it apart from the others and from an address no account has.
 */
export function hashedAtOtherCost(stored: string, logN: number): boolean {
  const [, storedLogN, r, p] = stored.split('$');
  return Number(storedLogN) !== logN || Number(r) !== BLOCK_SIZE || Number(p) !== PARALLELISM;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await deriveKey(
    password,
    Buffer.from(salt, 'base64'),
    scryptOptions(Number(logN), Number(r), Number(p)),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
