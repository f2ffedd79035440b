import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { DataVersionReader } from '../../db/data-version.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';

/** The web build's server bundle (apps/web/src/entry-server.tsx), beside the client's build. */
const SERVER_BUNDLE = join('..', 'dist-server', 'entry-server.js');
/**
 * Where index.html holds the page (and, until then, the loading screen), with the white space
 * around it: the page must be all that #root holds, or React would not take it over as it is.
 */
const PAGE_SLOT = /\s*<!--page-->[\s\S]*?<!--\/page-->\s*/;
const BODY_END = /<\/body>/i;
/** The client's scripts, in index.html as the web build writes it. */
const CLIENT_SCRIPTS = /<(script type="module"|link rel="modulepreload")/g;
/** Must match apps/web/src/lib/server-state.ts. */
const STATE_ELEMENT_ID = 'server-state';
/**
 * The home page's popular vehicles move with bookings, which raise no catalogue version: a
 * rendered page is kept at most this long.
 */
const RENDERED_PAGE_MAX_AGE_MS = 5 * 60 * 1000;
/**
 * Far more pages than the site has; what clients make up beyond it pushes out the least
 * recently used. A render costs some 15-30 ms of the server's only thread.
 */
const MAX_RENDERED_PAGES = 500;

type Transport = (url: string, init: RequestInit) => Promise<Response>;
interface RenderedPage {
  html: string;
  state: unknown;
  /** What the page says it is: 404 for the not-found page; 200 when left out. */
  status?: number;
}
/** A page's document, and the HTTP status it goes out with. */
export interface PageDocument {
  html: string;
  status: number;
}
type RenderPage = (url: string) => Promise<RenderedPage | null>;
interface ServerBundle {
  createPageRenderer(transport: Transport): RenderPage;
}

/** JSON that cannot end its script element, whatever text the data holds. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Public pages rendered to HTML on the server, so that a visitor sees the page (and the
 * browser finds its largest image) before any script has run. The web build's server bundle
 * renders the page as an anonymous visitor sees it; its API requests go straight into this
 * app, not over the network. The page is then index.html with the page's HTML in place of the
 * loading screen, and the state the browser takes it over with. A page the bundle leaves to
 * the browser, or any failure, gives index.html as it is: the page still works, rendered in
 * the browser. A rendered page is reused until the bundle, the catalogue (what the public pages
 * show) or the year (in the footer) changes, and for a few minutes at most.
 */
export class ServerPages {
  private readonly bundleFile: string;
  private loaded: { modifiedMs: number; render: Promise<RenderPage> } | undefined;
  private readonly catalogueVersion: DataVersionReader;
  private readonly rendered = new VersionedCache<RenderedPage | null>(MAX_RENDERED_PAGES);

  constructor(
    distDir: string,
    private readonly app: FastifyInstance,
    db: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    this.bundleFile = join(distDir, SERVER_BUNDLE);
    this.catalogueVersion = new DataVersionReader(db, 'catalogue');
    // Loaded now rather than by the first visitor, who would wait for it.
    this.renderer().catch((error: unknown) =>
      log.warn({ err: error }, 'the server rendering bundle could not be loaded'),
    );
  }

  /**
   * The page's document and status, or null when index.html should go out as it is (with a
   * 200: the browser then decides what the address is).
   */
  async render(url: string, template: string): Promise<PageDocument | null> {
    try {
      const bundle = await this.renderer();
      if (!bundle) return null;
      const period = Math.floor(Date.now() / RENDERED_PAGE_MAX_AGE_MS);
      const basis = `${bundle.modifiedMs}/${await this.catalogueVersion.current()}/${new Date().getFullYear()}/${period}`;
      const page = await this.rendered.get(url, basis, () => bundle.render(url));
      if (!page) return null;
      const state = `<script type="application/json" id="${STATE_ELEMENT_ID}">${scriptSafeJson(page.state)}</script>`;
      // Functions, so that `$` in the page is not read as a replacement pattern.
      const html = template
        // The page shows without them: the stylesheet and the page's images go first.
        .replace(CLIENT_SCRIPTS, (tag) => `${tag} fetchpriority="low"`)
        .replace(PAGE_SLOT, () => page.html)
        .replace(BODY_END, (end) => `${state}\n${end}`);
      return { html, status: page.status ?? 200 };
    } catch (error) {
      this.log.warn({ err: error, url }, 'server rendering failed; the browser renders the page');
      return null;
    }
  }

  /** Loaded at start, and again after a rebuild, as the client's files are. */
  private async renderer(): Promise<{ modifiedMs: number; render: RenderPage } | null> {
    const modifiedMs = await stat(this.bundleFile).then(
      (file) => file.mtimeMs,
      () => null,
    );
    if (modifiedMs === null) return null;
    if (this.loaded?.modifiedMs !== modifiedMs) {
      const url = `${pathToFileURL(this.bundleFile).href}?built=${modifiedMs}`;
      this.loaded = {
        modifiedMs,
        render: import(url).then((bundle: ServerBundle) =>
          bundle.createPageRenderer(this.transport),
        ),
      };
    }
    return { modifiedMs, render: await this.loaded.render };
  }

  /** fetch() for the bundle's API requests, answered by this app in process. */
  private readonly transport: Transport = async (url, init) => {
    const answer = await this.app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: init.headers as Record<string, string>,
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };
}
