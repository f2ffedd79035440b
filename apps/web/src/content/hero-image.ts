/**
 * How wide the hero's slides are shown: the window's width. Shared by the slide's srcset and
 * the home page's preload (vite.config.ts), which must pick the same file.
 */
export const HERO_IMAGE_SIZES = '100vw';
