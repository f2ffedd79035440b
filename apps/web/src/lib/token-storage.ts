type SecureLSInstance = {
  get(key: string): unknown;
  set(key: string, data: unknown): void;
  remove(key: string): void;
};
type SecureLSConstructor = new (config: {
  encodingType: string;
  encryptionSecret: string;
  isCompression: boolean;
}) => SecureLSInstance;

export const TOKEN_STORAGE_KEY = 'keyturn-auth';
const ENCRYPTION_SECRET = 'kT7v2QmX9pLw4ZrB8nHc3Js6Fd1Yg5Ue';

/**
 * secure-ls is a CommonJS bundle: Vite 8's production build hands over a namespace whose
 * `default` is the constructor, while the dev server may nest it one level deeper, so both
 * shapes are accepted (a plain default import builds fine but throws at start).
 */
function constructorOf(namespace: { default?: unknown }): SecureLSConstructor {
  const nested = namespace.default as { default?: unknown } | undefined;
  const found = [namespace.default, nested?.default, namespace].find(
    (candidate) => typeof candidate === 'function',
  );
  if (!found) throw new Error('secure-ls did not load');
  return found as SecureLSConstructor;
}

let storage: Promise<SecureLSInstance> | undefined;

/** secure-ls (with its AES code) is only fetched by visitors who have or get a login. */
function secureStorage(): Promise<SecureLSInstance> {
  storage ??= import('secure-ls').then(
    (namespace) =>
      new (constructorOf(namespace))({
        encodingType: 'aes',
        encryptionSecret: ENCRYPTION_SECRET,
        isCompression: false,
      }),
  );
  return storage;
}

/** The token in memory, which the api client reads on every call. */
let token: string | null = null;

export function currentToken(): string | null {
  return token;
}

/** Whether a login was stored; never, where there is no storage (a page rendered by the server). */
export function hasStoredToken(): boolean {
  return typeof localStorage !== 'undefined' && localStorage.getItem(TOKEN_STORAGE_KEY) !== null;
}

/** Reads the stored token at start; an anonymous visitor's storage has none to decrypt. */
export async function restoreToken(): Promise<string | null> {
  if (!hasStoredToken()) return null;
  try {
    const stored = (await secureStorage()).get(TOKEN_STORAGE_KEY);
    token = typeof stored === 'string' && stored.length > 0 ? stored : null;
  } catch {
    // Written with another secret or tampered with: it cannot be decrypted, so it is no login.
    token = null;
  }
  return token;
}

export async function storeToken(value: string): Promise<void> {
  token = value;
  (await secureStorage()).set(TOKEN_STORAGE_KEY, value);
}

export async function forgetToken(): Promise<void> {
  token = null;
  (await secureStorage()).remove(TOKEN_STORAGE_KEY);
}
