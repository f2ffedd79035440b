import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { loggedUrl } from './access-log.ts';
import { statusName } from './http-errors.ts';

/** What Node's HTTP parser could not take, in the words of the error envelope. */
const PARSER_PROBLEMS: Record<string, { statusCode: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { statusCode: 431, message: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: {
    statusCode: 408,
    message: 'The request did not arrive in time.',
  },
};
const UNREADABLE = { statusCode: 400, message: 'The request could not be read.' };

/** The method and address of the request line, when the parser got that far. */
function requestLineOf(error: { rawPacket?: unknown }): { method: string; url: string } {
  const packet = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
  const [method = '', url = ''] = packet.split('\r\n', 1)[0]!.split(' ');
  return { method: method.slice(0, 16), url: url.slice(0, 2048) };
}

/**
 * Fastify's clientErrorHandler: a request Node cannot even parse (a broken request line,
 * headers beyond the limit, one that never finished arriving) gets the same envelope as every
 * other refusal, and a line in the access log, instead of Fastify's own body and silence.
 */
export function answerUnreadableRequest(
  this: FastifyInstance,
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { statusCode, message } = PARSER_PROBLEMS[error.code ?? ''] ?? UNREADABLE;
  const { method, url } = requestLineOf(error);
  const requestURI = url.startsWith('/') ? url.split('?')[0]! : '';
  const body = JSON.stringify({
    status: statusName(statusCode),
    statusCode,
    message,
    timestamp: new Date().toISOString(),
    requestURI,
  });
  this.log.info(
    {
      req: { method, url: loggedUrl(url), ip: socket.remoteAddress },
      res: { statusCode },
      reason: error.code,
    },
    'request refused',
  );
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroySoon();
}
