import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

/** What is stored of a token: its hash, never the token itself. */
export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A link's random token, the hash stored for it, and when it stops working. */
export interface NewLink {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

export function newLink(now: Date, validMinutes: number): NewLink {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return {
    token,
    tokenHash: hashOf(token),
    expiresAt: new Date(now.getTime() + validMinutes * 60_000),
  };
}
