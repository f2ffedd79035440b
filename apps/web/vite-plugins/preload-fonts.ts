import type { Plugin } from 'vite';

/**
 * Names the built files of the given fonts in index.html as preloads. A font is otherwise found
 * only once the stylesheet has arrived and the page is laid out, a request later than the text
 * that needs it: the headings showed in the fallback face first and moved when the font came
 * (a layout shift; decision 058).
 */
export function preloadFonts(sources: RegExp[]): Plugin {
  return {
    name: 'keyturn-preload-fonts',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const assets = Object.values(bundle ?? {}).filter((output) => output.type === 'asset');
        return sources.map((source) => {
          const font = assets.find((asset) => source.test(asset.fileName));
          if (!font) throw new Error(`preload-fonts: no built file matches ${source}`);
          return {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
              href: `/${font.fileName}`,
            },
            injectTo: 'head',
          };
        });
      },
    },
  };
}
