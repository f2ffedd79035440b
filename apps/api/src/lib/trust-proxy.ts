import { isIP } from 'node:net';

/**
 * Which proxies may report the client's address in X-Forwarded-For: none (false), the nearest
 * `n` hops, or the listed addresses and ranges. The client's address is then the rightmost one
 * not written by a trusted proxy, never a value the client wrote itself.
 */
export type TrustProxy = false | number | string[];

/** Names proxy-addr (Fastify's) understands for well-known ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const EXAMPLES =
  'set the number of proxies in front of Keyturn (TRUST_PROXY=1 behind one load balancer) ' +
  'or their addresses (TRUST_PROXY=10.0.0.1,10.0.0.0/8)';

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY; throws a sentence saying what to set instead of a value it cannot use. */
export function parseTrustProxy(text: string | undefined): TrustProxy {
  const value = (text ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    throw new Error(
      `"true" would take the client's address from whatever it writes in X-Forwarded-For; ${EXAMPLES}.`,
    );
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined || entries.length === 0) {
    throw new Error(
      `"${wrong ?? value}" is neither a number of proxies nor an address; ${EXAMPLES}.`,
    );
  }
  return entries;
}

/**
 * The setting as Fastify takes it. Fastify reads a bare number as "trust nobody" (a hop count
 * cannot tell a proxy from a client that reached the server directly), so the count becomes
 * a rule of its own: the nearest `hops` addresses are proxies, the next one is the client.
 * That holds when the proxies are the only way in, which is what a hop count declares.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
