import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * The office's payment refused with the sentence, reported on its amount as the error envelope
 * reports a field, so the form shows it there.
 */
export function expectRefusedAmount(response: LightMyRequestResponse, message: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({
    status: 'BAD_REQUEST',
    message,
    errors: [{ field: 'amount', message }],
  });
}
