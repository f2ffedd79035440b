/** Keyturn's brand colours. */
export const BRAND = { navy: '#0f1e3d', amber: '#f5a524', white: '#ffffff', grey: '#e9edf2' };

/** Deterministic PRNG (mulberry32). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hexToRgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a, b, t) {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  const c = ca.map((v, i) => Math.round(v + (cb[i] - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
export const lighten = (c, t) => mix(c, '#ffffff', t);
export const darken = (c, t) => mix(c, '#000000', t);
export const r1 = (n) => Math.round(n * 10) / 10;

function stops(list) {
  return list
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('');
}
export const linear = (id, list, [x1, y1, x2, y2] = [0, 0, 0, 1]) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
export const radial = (id, list, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;

/** Definitions shared by every scene (referenced by fixed ids). */
const SHARED_DEFS = [
  linear('glass', [
    [0, '#3d5678'],
    [0.55, '#1b2944'],
    [1, '#0e1729'],
  ]),
  linear(
    'rim',
    [
      [0, '#fbfcfd'],
      [0.5, '#c9cfd7'],
      [1, '#8c949f'],
    ],
    [0, 0, 1, 1],
  ),
  linear(
    'rimDark',
    [
      [0, '#8a919c'],
      [0.5, '#555b64'],
      [1, '#2f333a'],
    ],
    [0, 0, 1, 1],
  ),
  linear('chrome', [
    [0, '#ffffff'],
    [0.5, '#b9c0c9'],
    [1, '#eef1f4'],
  ]),
  linear('headlight', [
    [0, '#ffffff'],
    [0.6, '#e8f1ff'],
    [1, '#a9c4e8'],
  ]),
  linear('taillight', [
    [0, '#ff6b5e'],
    [0.5, '#d11f2a'],
    [1, '#7d0c14'],
  ]),
  linear('asphalt', [
    [0, '#4a5263'],
    [1, '#262b35'],
  ]),
  radial('groundShadow', [
    [0, '#000', 0.55],
    [0.6, '#000', 0.28],
    [1, '#000', 0],
  ]),
  radial('glow', [
    [0, '#fff', 0.9],
    [1, '#fff', 0],
  ]),
  '<filter id="blur2" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="2"/></filter>',
  '<filter id="blur6" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>',
  '<filter id="blur12" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="12"/></filter>',
].join('');

export function svgDoc(width, height, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${SHARED_DEFS}${defs}</defs>${body}</svg>`;
}
