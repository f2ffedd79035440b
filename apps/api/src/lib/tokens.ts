import { SignJWT, jwtVerify } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
  /** The session the token belongs to (decision 077): it counts while the session lasts. */
  sessionId: number;
}

/** Recently verified tokens kept per instance; the oldest go first beyond this. */
const VERIFIED_CACHE_SIZE = 10_000;

interface Verified {
  claims: TokenClaims;
  expiresAtMs: number;
}

export class TokenService {
  private readonly key: Uint8Array;
  /**
   * A signed-in client sends the same token with every request, and checking its signature
   * (WebCrypto, through the thread pool) was the largest single cost of a booking. A token's
   * claims never change, so a verified one is remembered until it expires; whether it still
   * counts (password changed, user deleted) is decided from the user row on every request.
   */
  private readonly verified = new Map<string, Verified>();

  /** `now`: the app's clock, which a session's lifetime is counted on like every time rule. */
  constructor(
    secret: string,
    private readonly now: () => Date,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    const issuedAt = this.now();
    return new SignJWT({ ver: claims.tokenVersion, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt(issuedAt)
      .setExpirationTime(new Date(issuedAt.getTime() + TOKEN_LIFETIME_SECONDS * 1000))
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  async verify(token: string): Promise<TokenClaims | null> {
    const now = this.now();
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAtMs > now.getTime()) return known.claims;
      this.verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: now,
      });
      const userId = Number(payload.sub);
      const { ver: tokenVersion, sid: sessionId } = payload;
      if (!Number.isSafeInteger(userId) || typeof tokenVersion !== 'number') return null;
      // A token from before sessions (decision 077) names none: it no longer counts.
      if (typeof sessionId !== 'number' || !Number.isSafeInteger(sessionId)) return null;
      const claims = { userId, tokenVersion, sessionId };
      if (typeof payload.exp === 'number') this.remember(token, claims, payload.exp * 1000);
      return claims;
    } catch {
      return null;
    }
  }

  private remember(token: string, claims: TokenClaims, expiresAtMs: number): void {
    if (this.verified.size >= VERIFIED_CACHE_SIZE) {
      this.verified.delete(this.verified.keys().next().value!);
    }
    this.verified.set(token, { claims, expiresAtMs });
  }
}
