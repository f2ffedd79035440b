import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const compressors = {
  // Quality 5 of 11: most of brotli's gain on HTML for a few milliseconds of CPU at most.
  br: (html: string) =>
    promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html: string) => promisify(gzip)(html, { level: 6 }),
};
type Encoding = keyof typeof compressors;

/** The best encoding the client accepts (one it lists without q=0). */
function acceptedEncoding(header: string | undefined): Encoding | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** An HTML page made for this request, compressed when the client accepts it. */
export async function sendCompressedHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
) {
  void reply.type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(html);
  return reply.header('Content-Encoding', encoding).send(await compressors[encoding](html));
}
