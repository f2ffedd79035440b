import type { Plugin } from 'vite';

/** An image as a page uses it: its source path, and its srcset and sizes when responsive. */
export interface PreloadImage {
  src: string;
  srcset?: [source: string, width: number][];
  sizes?: string;
}

/** What the server reads (apps/api/src/plugins/page-preloads.ts): page path → preloads. */
export interface BuiltPreload {
  href: string;
  imagesrcset?: string;
  imagesizes?: string;
}

const PAGE_PRELOADS_FILE = 'page-preloads.json';

/**
 * Writes page-preloads.json into the build: for a page, the built URLs of the image that is its
 * largest paint. A single-page app discovers that image only after its script has run; the
 * server names it in a `Link: rel=preload` header of the page instead, so the browser fetches
 * it alongside the script.
 */
export function pagePreloads(images: Record<string, PreloadImage>): Plugin {
  return {
    name: 'keyturn-page-preloads',
    // The client's build only: the server-rendering bundle has no pages to preload or serve.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const builtUrl = (source: string) => {
        const asset = Object.values(bundle).find(
          (output) => output.type === 'asset' && output.originalFileNames.includes(source),
        );
        if (!asset) this.error(`page-preloads: ${source} is not part of the build`);
        return `/${asset.fileName}`;
      };
      const preloads = Object.fromEntries(
        Object.entries(images).map(([page, { src, srcset, sizes }]) => {
          const preload: BuiltPreload = { href: builtUrl(src) };
          if (srcset) {
            preload.imagesrcset = srcset.map(([s, width]) => `${builtUrl(s)} ${width}w`).join(', ');
          }
          if (sizes) preload.imagesizes = sizes;
          return [page, [preload]];
        }),
      );
      this.emitFile({
        type: 'asset',
        fileName: PAGE_PRELOADS_FILE,
        source: JSON.stringify(preloads),
      });
    },
  };
}
