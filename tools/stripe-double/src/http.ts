import type { IncomingMessage, ServerResponse } from 'node:http';

/** An answer ready to send. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function json(status: number, value: unknown, headers: Record<string, string> = {}): Answer {
  return {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(value, null, 2),
  };
}

export function send(response: ServerResponse, answer: Answer): void {
  response.writeHead(answer.status, {
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(answer.body),
    ...answer.headers,
  });
  response.end(answer.body);
}

const MAX_BODY_BYTES = 1024 * 1024;

/** The request's body as text (at most 1 MB, as far more than any Stripe request). */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
