import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { iconsPerArea } from './vite-plugins/icons-per-area.ts';
import { pagePreloads } from './vite-plugins/page-preloads.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { preloadFonts } from './vite-plugins/preload-fonts.ts';
import { HERO_IMAGE_SIZES } from './src/content/hero-image.ts';

// Every feature's lazy part is a `lazy.ts`: its chunk is named after the feature
// (`search-lazy-x1Y2.js`), and a library loaded on its own after its name (`chartist-x1Y2.js`),
// so that the network panel, the size report and tests can tell them apart.
function nameLazyParts(chunk: { name: string; facadeModuleId: string | null }): string {
  const feature = /[\\/]features[\\/](.+)[\\/]lazy\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
  // The dashboard's chart library, fetched with its first chart (decision 049).
  const library = /[\\/]node_modules[\\/](chartist)[\\/]/.exec(chunk.facadeModuleId ?? '')?.[1];
  const name = feature ? `${feature.replace(/[\\/]/g, '-')}-lazy` : (library ?? '[name]');
  return `assets/${name}-[hash].js`;
}

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    iconsPerArea(),
    // The home page's largest paint is the hero's first slide, as HeroSlide shows it.
    pagePreloads({
      '/': {
        src: 'src/assets/images/slide-city.webp',
        srcset: [
          ['src/assets/images/slide-city-800.webp', 800],
          ['src/assets/images/slide-city.webp', 1600],
        ],
        sizes: HERO_IMAGE_SIZES,
      },
    }),
    // The headings' face, Latin letters (the subset nearly every page needs).
    preloadFonts([/^assets\/outfit-latin-wght-normal-[\w-]+\.woff2$/]),
    precompress(),
  ],
  // The server bundle (entry-server.tsx) carries its dependencies, in their production builds:
  // the API server loads it as it is, whatever NODE_ENV it runs with, and CommonJS packages
  // get the same interop as in the client's build.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: { proxy: { '/api': apiTarget } },
  preview: { proxy: { '/api': apiTarget } },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's sources still use @import and global functions; Dart Sass warns on each.
      scss: {
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        quietDeps: true,
      },
    },
  },
  build: {
    // The manifest lets scripts/size.mjs find the admin chunk among the built files.
    manifest: !isSsrBuild,
    // The logos are pictures for <img>: as files they load beside the script, cached for good,
    // where inlined they were 1.1 kB of the first download's script to parse.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // The shared package only declares schemas and helpers: a page that uses none of its
      // zod schemas must not pull zod into its chunk. The features' modules only declare too
      // (their style sheets are modules of their own): a page that takes one thing from a
      // feature's public index.ts gets that thing's code, not everything the index names.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false },
          { test: /[\\/]src[\\/]features[\\/].*\.tsx?$/, sideEffects: false },
        ],
      },
      // The server bundle is one file: the server loads it again after a rebuild, and chunks
      // importing the entry would keep the old one.
      output: isSsrBuild ? { codeSplitting: false } : { chunkFileNames: nameLazyParts },
    },
  },
}));
