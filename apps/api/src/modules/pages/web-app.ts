import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@keyturn/shared';
import type { AppContext } from '../../context.ts';
import { sendProblem } from '../../plugins/error-envelope.ts';
import { sendCompressedHtml } from '../../lib/compressed-html.ts';
import { PagePreloads } from './page-preloads.ts';
import { ServerPages } from './server-pages.ts';

interface WebAppOptions {
  distDir?: string;
  ctx: AppContext;
}

/**
 * Serves the built client. Every page, `/` included, gets index.html, so that the client's
 * routes work on reload and as deep links: with the page rendered into it for public pages
 * (ServerPages), and a preload of the page's largest image when it is known (PagePreloads).
 * Which addresses are pages is the web app's route tree's call, in its server bundle: an
 * address that is no page of it, or names a vehicle that does not exist, is rendered as the
 * not-found page with a 404; pages the browser renders alone (the account and admin areas)
 * go out as index.html with a 200. Unknown /api paths, and missing files under /assets/, get a
 * JSON 404.
 */
export const webApp = fp(async (app: FastifyInstance, { distDir, ctx }: WebAppOptions) => {
  const hasClient = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Files are looked up per request, so a rebuilt client is served without a restart.
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/vite-plugins/precompress.ts):
      // compressed answers, for clients that accept them, at no CPU cost per request.
      preCompressed: true,
      setHeaders(reply, path) {
        // Vite fingerprints everything under assets/; index.html must always be revalidated.
        const immutable = path.includes(`${join(distDir, 'assets')}`);
        void reply.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const preloads = hasClient ? new PagePreloads(distDir, ctx.services.vehicles) : null;
  const pages = hasClient ? new ServerPages(distDir, app, ctx.db, app.log) : null;
  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const [link, template] = await Promise.all([
      preloads!.linkHeader(request.url),
      readFile(join(distDir!, 'index.html'), 'utf8'),
    ]);
    if (link) void reply.header('Link', link);
    void reply.header('Cache-Control', 'no-cache');
    const page = await pages!.render(request.url, template);
    if (page === null) return reply.sendFile('index.html');
    return sendCompressedHtml(request, reply.code(page.status), page.html);
  }
  // Pages, `/` too, are answered here rather than by the static files, to add their preload.
  if (hasClient) app.get('/', { schema: { hide: true } }, sendPage);

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === API_BASE || request.url.startsWith(`${API_BASE}/`);
    // A missing fingerprinted file must be a 404, not a page: the browser expects script or CSS.
    const isAsset = request.url.startsWith('/assets/');
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (hasClient && !isApi && !isAsset && isRead) return sendPage(request, reply);
    return sendProblem(request, reply, {
      statusCode: 404,
      message: `Nothing is found at ${request.method} ${request.url.split('?')[0]}.`,
    });
  });
});
