import { faviconSvg, logoSvg } from './brand.mjs';
import { heroCar } from './hero-car.mjs';
import { BRAND, svgDoc } from './svg.mjs';
import { TEAM } from './team.mjs';
import { VEHICLE_SCENES, vehicleScene } from './vehicle-photos.mjs';
import { aboutScene, slideCity, slideCoast } from './wide-scenes.mjs';

// Where the app keeps each kind of image, relative to the repository's root.
const VEHICLE_DIR = 'apps/api/src/seed/images';
const WEB_DIR = 'apps/web/src/assets/images';

/**
 * A hero slide in WebP, full size and half size for phones (srcset): the first one is the home
 * page's largest paint.
 */
function heroSlide(name, svg) {
  const scene = { width: 1600, height: 700, svg };
  return [
    { file: `${WEB_DIR}/${name}.webp`, ...scene },
    { file: `${WEB_DIR}/${name}-800.webp`, ...scene, outputWidth: 800 },
  ];
}

/**
 * Every image the tool draws: `file` relative to the repository's root, the scene's size in
 * CSS pixels (SVG files have none), and the function that builds its SVG.
 */
export function assets() {
  const list = [];
  for (const [name, [bg, opts]] of Object.entries(VEHICLE_SCENES)) {
    list.push({
      file: `${VEHICLE_DIR}/${name}.jpg`,
      width: 800,
      height: 500,
      svg: () => vehicleScene(name, bg, opts),
    });
  }
  for (const [name, build] of Object.entries(TEAM)) {
    list.push({ file: `${WEB_DIR}/${name}.jpg`, width: 400, height: 400, svg: build });
  }
  list.push(
    ...heroSlide('slide-city', slideCity),
    ...heroSlide('slide-coast', slideCoast),
    { file: `${WEB_DIR}/about.jpg`, width: 900, height: 600, svg: aboutScene },
    { file: `${WEB_DIR}/logo.svg`, svg: () => logoSvg(BRAND.navy) },
    { file: `${WEB_DIR}/logo-light.svg`, svg: () => logoSvg(BRAND.white) },
    { file: `${WEB_DIR}/favicon.svg`, svg: faviconSvg },
    // index.html links /favicon.svg by a fixed address, so a copy sits in the public folder.
    { file: 'apps/web/public/favicon.svg', svg: faviconSvg },
    {
      file: `${WEB_DIR}/offers-car.webp`,
      width: 700,
      height: 420,
      svg: () => {
        const car = heroCar();
        return svgDoc(700, 420, car.svg, car.defs);
      },
    },
  );
  return list;
}
