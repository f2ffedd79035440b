import { BACKGROUNDS } from './backgrounds.mjs';
import { linear, svgDoc } from './svg.mjs';
import { GY } from './vehicle.mjs';
import { sideView } from './vehicles.mjs';

export const VEHICLE_SCENES = {
  'city-hatch': ['cityDay'],
  'family-sedan': ['hills'],
  'electric-compact': ['studio', { wall: ['#e3f4f1', '#b9ddd7'], floor: ['#cfe7e2', '#9fc7c0'] }],
  'hybrid-crossover': ['mountains'],
  'executive-saloon': ['studio', { wall: ['#f6f2ec', '#ddd3c5'], floor: ['#e8e1d6', '#c9bda9'] }],
  'sport-coupe': ['dusk'],
  roadster: ['coast'],
  'seven-seat-suv': ['mountains'],
  'offroad-4x4': ['desert'],
  'cargo-van': ['industrial'],
  'pickup-truck': ['fields'],
  minibus: ['studio', { wall: ['#fdeee0', '#f3d2b6'], floor: ['#f4dcc6', '#dfb896'] }],
};

/** A vehicle photo: background + vehicle + optional floor reflection. */
export function vehicleScene(name, bg, bgOpts) {
  const v = sideView(name);
  const b = BACKGROUNDS[bg](bgOpts);
  const reflection =
    bg === 'studio'
      ? `<g mask="url(#fade)"><g transform="translate(0 ${GY * 2}) scale(1 -1)">${v.svg}</g></g>`
      : '';
  const fade =
    linear('fadeGrad', [
      [0, '#fff', 0.3],
      [0.5, '#fff', 0],
    ]) +
    `<mask id="fade"><rect x="0" y="${GY}" width="800" height="${500 - GY}" fill="url(#fadeGrad)"/></mask>`;
  return svgDoc(800, 500, `${b.svg}${reflection}${v.svg}`, b.defs + v.defs + fade);
}
