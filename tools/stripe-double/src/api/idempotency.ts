import { ApiError } from './errors.ts';

export interface SavedAnswer {
  status: number;
  body: string;
}

/**
 * Answers kept by `Idempotency-Key`: the same key with the same request gets the first answer
 * again; with another request, Stripe's idempotency_error. Kept for the double's lifetime.
 */
export class IdempotencyKeys {
  private readonly saved = new Map<string, SavedAnswer & { request: string }>();

  /** The earlier answer to this key, if any; throws when the key came with another request. */
  replay(key: string, request: string): SavedAnswer | undefined {
    const saved = this.saved.get(key);
    if (saved && saved.request !== request) {
      throw new ApiError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    return saved && { status: saved.status, body: saved.body };
  }

  remember(key: string, request: string, answer: SavedAnswer): void {
    this.saved.set(key, { ...answer, request });
  }
}
