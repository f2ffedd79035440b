import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../e2e/support/chromium.mjs';

/**
 * Screenshots cannot be WebP: the rendered scene is drawn on a canvas in the page, scaled to
 * `outputWidth`, and encoded there by Chromium's own encoder.
 */
async function webpOf(page, asset) {
  // Without a background, so that a scene with transparent parts keeps them.
  const png = await page.screenshot({ type: 'png', omitBackground: true });
  const dataUrl = await page.evaluate(
    async ({ source, width, height, quality }) => {
      /* global Image, document -- this function runs in the page */
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d').drawImage(image, 0, 0, width, height);
      return canvas.toDataURL('image/webp', quality);
    },
    {
      source: `data:image/png;base64,${png.toString('base64')}`,
      width: asset.outputWidth ?? asset.width,
      height: Math.round(((asset.outputWidth ?? asset.width) * asset.height) / asset.width),
      quality: (asset.quality ?? 80) / 100,
    },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/**
 * One headless Chromium for a whole run. `render` answers an asset's bytes: SVG as written,
 * JPEG and PNG as screenshots, WebP encoded in the page.
 */
export async function openRenderer() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage();
  return {
    async render(asset) {
      const svg = asset.svg();
      if (asset.file.endsWith('.svg')) return Buffer.from(svg);
      await page.setViewportSize({ width: asset.width, height: asset.height });
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`,
      );
      if (asset.file.endsWith('.webp')) return webpOf(page, asset);
      const png = asset.file.endsWith('.png');
      return page.screenshot({
        type: png ? 'png' : 'jpeg',
        quality: png ? undefined : (asset.quality ?? 80),
        omitBackground: png,
      });
    },
    close: () => browser.close(),
  };
}
