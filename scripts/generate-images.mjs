#!/usr/bin/env node
// Generates Keyturn's image assets from hand-written SVG scenes.
//
//   node scripts/generate-images.mjs            # writes every asset
//   node scripts/generate-images.mjs roadster   # only assets whose name contains "roadster"
//
// Scenes are rendered by Debian's Chromium through playwright-core (no browser download).
// Set CHROMIUM_PATH to use another Chromium binary. Output is deterministic: every
// "random" detail comes from a seeded generator.

import { chromium } from 'playwright-core';
import { copyFile, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VEHICLE_DIR = path.join(ROOT, 'apps/api/src/seed/images');
const WEB_DIR = path.join(ROOT, 'apps/web/src/assets/images');
const PUBLIC_DIR = path.join(ROOT, 'apps/web/public');

const BRAND = { navy: '#0f1e3d', amber: '#f5a524', white: '#ffffff', grey: '#e9edf2' };

// ---------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------

/** Deterministic PRNG (mulberry32). */
function rng(seed) {
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
const lighten = (c, t) => mix(c, '#ffffff', t);
const darken = (c, t) => mix(c, '#000000', t);
const r1 = (n) => Math.round(n * 10) / 10;

function stops(list) {
  return list
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('');
}
const linear = (id, list, [x1, y1, x2, y2] = [0, 0, 0, 1]) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
const radial = (id, list, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) =>
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

function svgDoc(width, height, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${SHARED_DEFS}${defs}</defs>${body}</svg>`;
}

// ---------------------------------------------------------------------------
// Vehicles (side view, front to the right, drawn on an 800 x 500 canvas, ground at y = 410)
// ---------------------------------------------------------------------------

const GY = 410;

/** A wheel: tyre, rim of the chosen style, hub. */
function wheel(cx, cy, r, style = 'spoke5', opts = {}) {
  const { caliper } = opts;
  const out = [];
  const tyre = '#15171c';
  if (style === 'offroad') {
    // Knobbly tread blocks around the circumference.
    const blocks = 26;
    for (let i = 0; i < blocks; i++) {
      const a = (360 / blocks) * i;
      out.push(
        `<rect x="${r1(cx - 4)}" y="${r1(cy - r - 3)}" width="8" height="10" rx="1.5" fill="${tyre}" transform="rotate(${r1(a)} ${cx} ${cy})"/>`,
      );
    }
  }
  out.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${tyre}"/>`);
  out.push(
    `<circle cx="${cx}" cy="${cy}" r="${r1(r - 2.5)}" fill="none" stroke="#2b2f37" stroke-width="1.5"/>`,
  );
  const rimR = r * ({ offroad: 0.58, steel: 0.6, aero: 0.68 }[style] ?? 0.68);
  out.push(
    `<circle cx="${cx}" cy="${cy}" r="${r1(rimR + 2)}" fill="none" stroke="#0c0d10" stroke-width="3"/>`,
  );
  const spokes = (n, wIn, wOut, fill, len = 0.93) => {
    const parts = [];
    for (let i = 0; i < n; i++) {
      const a = (360 / n) * i;
      const ro = rimR * len;
      const ri = rimR * 0.2;
      parts.push(
        `<path d="M${r1(cx - wIn / 2)},${r1(cy - ri)} L${r1(cx - wOut / 2)},${r1(cy - ro)} L${r1(cx + wOut / 2)},${r1(cy - ro)} L${r1(cx + wIn / 2)},${r1(cy - ri)} Z" fill="${fill}" transform="rotate(${r1(a + 18)} ${cx} ${cy})"/>`,
      );
    }
    return parts.join('');
  };
  const brake = () =>
    `<circle cx="${cx}" cy="${cy}" r="${r1(rimR * 0.8)}" fill="#6d737c"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r1(rimR * 0.8)}" fill="none" stroke="#4b5058" stroke-width="2" stroke-dasharray="2 3"/>` +
    (caliper
      ? `<path d="M${r1(cx - rimR * 0.55)},${r1(cy - rimR * 0.5)} a${r1(rimR * 0.75)},${r1(rimR * 0.75)} 0 0 1 ${r1(rimR * 0.55)},${r1(-rimR * 0.25)} l0,${r1(rimR * 0.22)} a${r1(rimR * 0.55)},${r1(rimR * 0.55)} 0 0 0 ${r1(-rimR * 0.4)},${r1(rimR * 0.2)} Z" fill="${caliper}"/>`
      : '');
  switch (style) {
    case 'steel': {
      out.push(`<circle cx="${cx}" cy="${cy}" r="${r1(rimR)}" fill="url(#rimDark)"/>`);
      out.push(`<circle cx="${cx}" cy="${cy}" r="${r1(rimR * 0.86)}" fill="#b6bcc4"/>`);
      for (let i = 0; i < 6; i++) {
        const a = (Math.PI * 2 * i) / 6;
        out.push(
          `<circle cx="${r1(cx + Math.cos(a) * rimR * 0.58)}" cy="${r1(cy + Math.sin(a) * rimR * 0.58)}" r="${r1(rimR * 0.11)}" fill="#3a3f47"/>`,
        );
      }
      out.push(`<circle cx="${cx}" cy="${cy}" r="${r1(rimR * 0.34)}" fill="url(#rim)"/>`);
      break;
    }
    case 'offroad': {
      out.push(`<circle cx="${cx}" cy="${cy}" r="${r1(rimR)}" fill="url(#rimDark)"/>`);
      out.push(`<circle cx="${cx}" cy="${cy}" r="${r1(rimR * 0.82)}" fill="#3c4149"/>`);
      for (let i = 0; i < 8; i++) {
        const a = (Math.PI * 2 * i) / 8;
        out.push(
          `<circle cx="${r1(cx + Math.cos(a) * rimR * 0.58)}" cy="${r1(cy + Math.sin(a) * rimR * 0.58)}" r="${r1(rimR * 0.13)}" fill="#1d2026"/>`,
        );
      }
      for (let i = 0; i < 12; i++) {
        const a = (Math.PI * 2 * i) / 12;
        out.push(
          `<circle cx="${r1(cx + Math.cos(a) * rimR * 0.91)}" cy="${r1(cy + Math.sin(a) * rimR * 0.91)}" r="1.6" fill="#c5cad1"/>`,
        );
      }
      out.push(`<circle cx="${cx}" cy="${cy}" r="${r1(rimR * 0.3)}" fill="url(#rim)"/>`);
      break;
    }
    case 'aero': {
      out.push(`<circle cx="${cx}" cy="${cy}" r="${r1(rimR)}" fill="url(#rim)"/>`);
      for (let i = 0; i < 5; i++) {
        const a = (Math.PI * 2 * i) / 5 - Math.PI / 2;
        out.push(
          `<ellipse cx="${r1(cx + Math.cos(a) * rimR * 0.62)}" cy="${r1(cy + Math.sin(a) * rimR * 0.62)}" rx="${r1(rimR * 0.2)}" ry="${r1(rimR * 0.12)}" fill="#2a2f37" transform="rotate(${r1((a * 180) / Math.PI + 90)} ${r1(cx + Math.cos(a) * rimR * 0.62)} ${r1(cy + Math.sin(a) * rimR * 0.62)})"/>`,
        );
      }
      out.push(
        `<circle cx="${cx}" cy="${cy}" r="${r1(rimR * 0.92)}" fill="none" stroke="#ffffff" stroke-opacity=".5" stroke-width="1.5"/>`,
      );
      break;
    }
    case 'multi': {
      out.push(`<circle cx="${cx}" cy="${cy}" r="${r1(rimR)}" fill="#1f232a"/>`);
      out.push(brake());
      out.push(spokes(10, 3.5, 5, 'url(#rim)'));
      out.push(
        `<circle cx="${cx}" cy="${cy}" r="${r1(rimR - 1.5)}" fill="none" stroke="url(#rim)" stroke-width="3"/>`,
      );
      break;
    }
    case 'twin': {
      out.push(`<circle cx="${cx}" cy="${cy}" r="${r1(rimR)}" fill="#1f232a"/>`);
      out.push(brake());
      out.push(spokes(5, 5, 6, 'url(#rimDark)'));
      out.push(`<g transform="rotate(14 ${cx} ${cy})">${spokes(5, 4, 5, 'url(#rimDark)')}</g>`);
      out.push(
        `<circle cx="${cx}" cy="${cy}" r="${r1(rimR - 1.5)}" fill="none" stroke="url(#rimDark)" stroke-width="3"/>`,
      );
      break;
    }
    default: {
      out.push(`<circle cx="${cx}" cy="${cy}" r="${r1(rimR)}" fill="#1f232a"/>`);
      out.push(brake());
      out.push(spokes(5, rimR * 0.28, rimR * 0.36, 'url(#rim)'));
      out.push(
        `<circle cx="${cx}" cy="${cy}" r="${r1(rimR - 1.5)}" fill="none" stroke="url(#rim)" stroke-width="3"/>`,
      );
    }
  }
  out.push(`<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.13)}" fill="url(#rim)"/>`);
  out.push(
    `<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.06)}" fill="${style === 'steel' ? '#6c737d' : BRAND.navy}"/>`,
  );
  return `<g>${out.join('')}</g>`;
}

/** Soft ground shadow under a vehicle, plus contact shadows under each tyre. */
function groundShadow(x1, x2, wheels, r, gy = GY) {
  const cx = (x1 + x2) / 2;
  const contact = wheels
    .map(
      (wx) =>
        `<ellipse cx="${wx}" cy="${gy - 1}" rx="${r1(r * 0.9)}" ry="5" fill="#000" opacity=".6" filter="url(#blur2)"/>`,
    )
    .join('');
  return `<ellipse cx="${r1(cx)}" cy="${gy + 2}" rx="${r1((x2 - x1) / 2 + 40)}" ry="17" fill="url(#groundShadow)"/>${contact}`;
}

/**
 * Unit helpers for a vehicle drawn in metres: x from the rear bumper, y up from the ground.
 * The vehicle is scaled to fill about 600 x 270 px and centred on x = 400.
 */
function units(L, H, paint) {
  const S = Math.min(600 / L, 270 / H);
  const X0 = 400 - (L * S) / 2;
  const X = (m) => r1(X0 + m * S);
  const Y = (m) => r1(GY - m * S);
  const P = (d) => d.replace(/(-?\d*\.?\d+),(-?\d*\.?\d+)/g, (_, x, y) => `${X(+x)},${Y(+y)}`);
  return { S, X, Y, P, paint };
}

// Detail helpers (coordinates in metres).
const seam = (u, d) =>
  `<path d="${u.P(d)}" fill="none" stroke="${darken(u.paint, 0.5)}" stroke-width="1.6" stroke-linecap="round" opacity=".8"/>` +
  `<path d="${u.P(d)}" fill="none" stroke="${lighten(u.paint, 0.45)}" stroke-width="1" stroke-linecap="round" opacity=".35" transform="translate(1.3 0)"/>`;
const crease = (u, d) =>
  `<path d="${u.P(d)}" fill="none" stroke="${lighten(u.paint, 0.6)}" stroke-width="2" stroke-linecap="round" opacity=".55"/>` +
  `<path d="${u.P(d)}" fill="none" stroke="${darken(u.paint, 0.35)}" stroke-width="1.5" stroke-linecap="round" opacity=".4" transform="translate(0 3)"/>`;
const handle = (u, x, y, w = 0.2) =>
  `<rect x="${u.X(x)}" y="${u.Y(y)}" width="${r1(w * u.S)}" height="5" rx="2.5" fill="${darken(u.paint, 0.4)}"/>` +
  `<rect x="${r1(u.X(x) + 1)}" y="${u.Y(y)}" width="${r1(w * u.S - 2)}" height="2" rx="1" fill="${lighten(u.paint, 0.55)}" opacity=".7"/>`;
const box = (u, x, y, w, h, fill, rx = 2) =>
  `<rect x="${u.X(x)}" y="${u.Y(y + h)}" width="${r1(w * u.S)}" height="${r1(h * u.S)}" rx="${rx}" fill="${fill}"/>`;
const shape = (u, d, fill, extra = '') => `<path d="${u.P(d)}" fill="${fill}" ${extra}/>`;
const headlight = (u, d) =>
  `<path d="${u.P(d)}" fill="url(#headlight)" stroke="#2a3142" stroke-width="1.2" stroke-linejoin="round"/>`;
const taillight = (u, d) =>
  `<path d="${u.P(d)}" fill="url(#taillight)" stroke="#4a0a10" stroke-width="1" stroke-linejoin="round"/>`;
const mirror = (u, x, y, big = false) => {
  const k = big ? 1.5 : 1;
  return (
    `<path d="${u.P(`M${x},${y} C${x},${y + 0.1 * k} ${x + 0.06},${y + 0.15 * k} ${x + 0.2 * k},${y + 0.15 * k} L${x + 0.22 * k},${y + 0.03} C${x + 0.15},${y - 0.02} ${x + 0.06},${y - 0.02} ${x},${y} Z`)}" fill="url(#paint-${u.id})" stroke="${darken(u.paint, 0.5)}" stroke-width="1"/>` +
    box(u, x + 0.04, y - 0.03, 0.1, 0.035, '#1a1f28', 1)
  );
};

/**
 * Builds a side-view vehicle from a spec in metres.
 * spec.top: path from the rear sill corner, over the roof, to the front sill corner
 *   (both at y = spec.sill); the underside with its wheel-arch cut-outs is added here.
 */
function vehicle(id, spec) {
  const { L, H, paint, wheels: wheelsM, r: rM, sill: sillM, top } = spec;
  const u = { ...units(L, H, paint), id };
  const { S, X, Y, P } = u;
  const {
    wheelStyle = 'spoke5',
    caliper,
    windows = [],
    archR: archM = rM + 0.065,
    upper, // two-tone: [colour, y] paints everything above y
    cladding = false,
  } = spec;
  const part = (name) => (spec[name] ? spec[name](u) : '');
  const r = r1(rM * S);
  const wheels = wheelsM.map(X);
  const sill = Y(sillM);
  const archR = r1(archM * S);
  const cy = GY - r;
  const archDx = Math.sqrt(Math.max(archR ** 2 - (sill - cy) ** 2, 0));
  const large = sill > cy ? 1 : 0;
  const underside = [...wheels]
    .sort((a, b) => b - a)
    .map(
      (wx) =>
        `L${r1(wx + archDx)},${sill} A${archR},${archR} 0 ${large} 0 ${r1(wx - archDx)},${sill}`,
    )
    .join(' ');
  const body = `${P(top)} ${underside} Z`;
  const x1 = X(0);
  const x2 = X(L);
  const defs = [
    linear(`paint-${id}`, [
      [0, lighten(paint, 0.42)],
      [0.3, lighten(paint, 0.12)],
      [0.55, paint],
      [0.8, darken(paint, 0.18)],
      [1, darken(paint, 0.45)],
    ]),
    linear(
      `sheen-${id}`,
      [
        [0, '#fff', 0],
        [0.42, '#fff', 0.1],
        [0.62, '#fff', 0],
        [1, '#fff', 0.06],
      ],
      [0, 0, 1, 0],
    ),
    `<clipPath id="body-${id}"><path d="${body}"/></clipPath>`,
    `<clipPath id="win-${id}">${windows.map((w) => `<path d="${P(w)}"/>`).join('')}</clipPath>`,
    `<clipPath id="well-${id}"><rect x="0" y="0" width="800" height="${sill}"/></clipPath>`,
  ];
  if (upper) {
    defs.push(
      linear(`upper-${id}`, [
        [0, lighten(upper[0], 0.3)],
        [1, darken(upper[0], 0.06)],
      ]),
    );
  }
  const wells = wheels
    .map((wx) => `<circle cx="${wx}" cy="${cy}" r="${archR}" fill="#0b0e14"/>`)
    .join('');
  const clad = cladding
    ? wheels
        .map(
          (wx) =>
            `<path d="M${r1(wx - archR - 4)},${sill + 2} A${archR + 4},${archR + 4} 0 ${large} 1 ${r1(wx + archR + 4)},${sill + 2}" fill="none" stroke="#2a2e36" stroke-width="9"/>`,
        )
        .join('') +
      `<rect x="${x1}" y="${sill - 12}" width="${x2 - x1}" height="14" fill="#2a2e36"/>`
    : '';
  const streaks = [0.3, 0.55]
    .map(
      (k, i) =>
        `<path d="M${X(L * k)},${Y(H + 0.2)} l${i ? 22 : 55},0 l-${r1(S * 0.9)},${r1(S * 1.4)} l-${i ? 22 : 55},0 Z" fill="#fff"/>`,
    )
    .join('');
  const glass = windows.length
    ? windows
        .map(
          (w) =>
            `<path d="${P(w)}" fill="url(#glass)" stroke="#0b1020" stroke-width="3" stroke-linejoin="round"/>`,
        )
        .join('') + `<g clip-path="url(#win-${id})" opacity=".18">${streaks}</g>`
    : '';
  const svg = `<g>
    ${groundShadow(x1, x2, wheels, r)}
    <g clip-path="url(#well-${id})">${wells}</g>
    ${part('behind')}
    <path d="${body}" fill="url(#paint-${id})"/>
    ${upper ? `<g clip-path="url(#body-${id})"><rect width="800" height="${Y(upper[1])}" fill="url(#upper-${id})"/><rect y="${Y(upper[1]) - 1}" width="800" height="2.5" fill="${darken(upper[0], 0.3)}"/></g>` : ''}
    <g clip-path="url(#body-${id})">
      <rect width="800" height="500" fill="url(#sheen-${id})"/>
      <rect y="${sill - 30}" width="800" height="40" fill="#000" opacity=".16"/>
      ${clad}
    </g>
    ${glass}
    ${part('details')}
    ${wheels.map((wx) => wheel(wx, cy, r, wheelStyle, { caliper })).join('')}
    <path d="${body}" fill="none" stroke="${darken(paint, 0.5)}" stroke-width="1" opacity=".6"/>
    ${part('front')}
  </g>`;
  return { svg, defs: defs.join('') };
}

/** Vehicle specs, in metres. Front is to the right. */
const VEHICLES = {
  'city-hatch': {
    L: 3.9,
    H: 1.46,
    paint: '#e4572e',
    wheels: [0.66, 3.22],
    r: 0.33,
    sill: 0.2,
    wheelStyle: 'twin',
    top: 'M0.06,0.2 C0,0.35 0,0.6 0.02,0.78 L0.06,0.98 C0.14,1.12 0.3,1.3 0.6,1.38 C0.95,1.43 1.5,1.44 1.86,1.42 C2.04,1.41 2.2,1.34 2.34,1.24 L2.74,1.0 C3.1,0.97 3.48,0.92 3.74,0.83 C3.86,0.77 3.9,0.64 3.9,0.48 L3.86,0.2',
    windows: [
      'M0.3,1.02 C0.42,1.18 0.55,1.28 0.72,1.32 L0.92,1.35 L0.98,1.02 Z',
      'M1.14,1.01 L1.08,1.36 L1.84,1.36 C2.0,1.35 2.12,1.3 2.26,1.2 L2.58,1.0 Z',
    ],
    details: (u) =>
      [
        shape(
          u,
          'M0.5,1.34 C0.6,1.39 0.8,1.43 1.0,1.44 L1.02,1.41 C0.8,1.4 0.66,1.38 0.56,1.33 Z',
          '#151a24',
        ),
        seam(u, 'M1.11,1.01 L1.12,0.52'),
        seam(u, 'M2.71,0.99 L2.68,0.62 C2.68,0.5 2.7,0.4 2.74,0.34'),
        crease(u, 'M0.05,0.88 C1,0.93 2.4,0.93 3.78,0.78'),
        handle(u, 1.24, 0.9),
        box(u, 0.3, 0.2, 3.3, 0.06, '#1a1f28', 0),
      ].join(''),
    front: (u) =>
      [
        mirror(u, 2.6, 1.0),
        headlight(
          u,
          'M3.46,0.86 C3.66,0.84 3.78,0.79 3.87,0.71 L3.84,0.67 C3.72,0.73 3.6,0.77 3.44,0.79 Z',
        ),
        taillight(u, 'M0.03,0.86 L0.28,0.9 L0.3,1.0 L0.07,1.02 Z'),
        shape(u, 'M3.78,0.28 L3.87,0.28 L3.88,0.4 L3.78,0.4 Z', '#1a1f28'),
      ].join(''),
  },

  'family-sedan': {
    L: 4.75,
    H: 1.46,
    paint: '#2456a6',
    wheels: [0.95, 3.75],
    r: 0.34,
    sill: 0.21,
    top: 'M0.08,0.21 C0,0.35 0,0.6 0.03,0.78 L0.08,0.98 C0.3,1.04 0.7,1.06 1.0,1.07 C1.25,1.15 1.45,1.32 1.7,1.41 C1.9,1.46 2.4,1.47 2.65,1.44 C2.85,1.41 3,1.3 3.14,1.2 L3.34,1.02 C3.7,0.99 4.2,0.94 4.55,0.86 C4.7,0.8 4.76,0.68 4.75,0.52 L4.7,0.21',
    windows: [
      'M1.3,1.07 C1.42,1.18 1.54,1.28 1.66,1.34 L1.74,1.36 L1.76,1.06 Z',
      'M1.86,1.05 L1.84,1.37 C2,1.39 2.2,1.4 2.36,1.4 L2.36,1.04 Z',
      'M2.46,1.04 L2.46,1.4 L2.62,1.39 C2.78,1.37 2.92,1.28 3.04,1.18 L3.22,1.03 Z',
    ],
    details: (u) =>
      [
        box(u, 2.36, 1.03, 0.1, 0.38, '#151a24', 0),
        seam(u, 'M2.41,1.03 L2.41,0.24'),
        seam(u, 'M1.8,1.05 C1.78,0.85 1.5,0.72 1.36,0.64'),
        seam(u, 'M3.3,1.01 L3.27,0.62 C3.27,0.5 3.29,0.4 3.33,0.34'),
        crease(u, 'M0.06,0.86 C1.5,0.92 3.2,0.92 4.6,0.8'),
        handle(u, 2.56, 0.92),
        handle(u, 1.96, 0.92),
        box(u, 1.4, 0.29, 1.8, 0.025, 'url(#chrome)', 1),
      ].join(''),
    front: (u) =>
      [
        mirror(u, 3.22, 1.02),
        headlight(
          u,
          'M4.22,0.9 C4.44,0.87 4.62,0.82 4.72,0.74 L4.69,0.69 C4.56,0.76 4.4,0.8 4.2,0.83 Z',
        ),
        taillight(u, 'M0.05,0.84 L0.42,0.9 L0.44,1.0 L0.08,0.97 Z'),
        shape(u, 'M4.6,0.3 L4.72,0.3 L4.73,0.42 L4.6,0.42 Z', '#1a1f28'),
      ].join(''),
  },

  'electric-compact': {
    L: 3.35,
    H: 1.52,
    paint: '#e9eef2',
    wheels: [0.52, 2.8],
    r: 0.33,
    sill: 0.22,
    wheelStyle: 'aero',
    upper: [BRAND.navy, 1.45],
    top: 'M0.08,0.22 C0,0.36 0,0.6 0.03,0.82 L0.1,1.2 C0.16,1.4 0.3,1.5 0.55,1.52 L1.7,1.52 C1.9,1.51 2.05,1.44 2.2,1.32 L2.6,1.02 C2.98,0.98 3.22,0.92 3.31,0.82 C3.36,0.74 3.37,0.56 3.35,0.4 L3.31,0.22',
    windows: [
      'M0.22,1.08 C0.26,1.28 0.36,1.4 0.56,1.43 L0.9,1.44 L0.94,1.08 Z',
      'M1.08,1.07 L1.06,1.44 L1.7,1.44 C1.86,1.43 2.0,1.38 2.12,1.28 L2.46,1.03 Z',
    ],
    details: (u) =>
      [
        seam(u, 'M1.02,1.07 L1.02,0.62'),
        seam(u, 'M2.54,1.02 L2.5,0.62'),
        crease(u, 'M0.06,0.9 C1.2,0.95 2.3,0.95 3.32,0.8'),
        box(u, 1.14, 0.9, 0.18, 0.03, '#9aa5b1', 1.5),
        box(u, 0.92, 0.24, 1.48, 0.05, '#1fb6a6', 2),
        shape(u, 'M0.3,0.74 L0.38,0.84 L0.35,0.78 L0.42,0.78 L0.34,0.66 L0.37,0.72 Z', '#1fb6a6'),
      ].join(''),
    front: (u) =>
      [
        mirror(u, 2.46, 1.03),
        `<circle cx="${u.X(3.22)}" cy="${u.Y(0.84)}" r="${r1(0.075 * u.S)}" fill="url(#headlight)" stroke="#1fb6a6" stroke-width="2.5"/>`,
        shape(
          u,
          'M2.7,0.96 C2.9,0.94 3.02,0.91 3.12,0.87 L3.13,0.85 C3.0,0.89 2.88,0.91 2.68,0.93 Z',
          '#1fb6a6',
        ),
        taillight(u, 'M0.02,0.86 L0.1,0.86 L0.12,1.16 L0.05,1.18 Z'),
      ].join(''),
  },

  'hybrid-crossover': {
    L: 4.45,
    H: 1.68,
    paint: '#5f8c6e',
    wheels: [0.88, 3.58],
    r: 0.4,
    sill: 0.38,
    archR: 0.47,
    cladding: true,
    wheelStyle: 'twin',
    top: 'M0.08,0.38 C0,0.5 0,0.7 0.03,0.86 L0.08,1.16 C0.12,1.36 0.22,1.52 0.45,1.57 L2.35,1.62 C2.55,1.62 2.7,1.55 2.84,1.44 L3.16,1.15 C3.6,1.12 4.05,1.08 4.3,1.0 C4.42,0.94 4.46,0.82 4.45,0.64 L4.4,0.38',
    windows: [
      'M0.22,1.18 C0.26,1.36 0.34,1.47 0.5,1.5 L0.84,1.52 L0.94,1.18 Z',
      'M1.04,1.17 L0.96,1.53 L1.9,1.55 L1.9,1.15 Z',
      'M2,1.15 L2,1.55 L2.32,1.55 C2.5,1.55 2.62,1.49 2.76,1.37 L3.02,1.14 Z',
    ],
    details: (u) =>
      [
        box(u, 1.9, 1.14, 0.1, 0.42, '#151a24', 0),
        box(u, 0.5, 1.63, 1.85, 0.05, '#2a2e36', 2),
        box(u, 0.56, 1.6, 0.06, 0.05, '#2a2e36', 0),
        box(u, 2.22, 1.61, 0.06, 0.05, '#2a2e36', 0),
        seam(u, 'M1.95,1.15 L1.95,0.5'),
        seam(u, 'M1.0,1.17 C1.06,1.02 1.2,0.94 1.3,0.9'),
        seam(u, 'M3.1,1.12 L3.08,0.78'),
        crease(u, 'M0.05,0.98 C1.2,1.02 2.8,1.02 4.35,0.92'),
        handle(u, 2.12, 1.05),
        handle(u, 1.14, 1.05),
      ].join(''),
    front: (u) =>
      [
        mirror(u, 3.0, 1.14),
        headlight(
          u,
          'M3.92,1.05 C4.14,1.03 4.32,0.99 4.43,0.9 L4.41,0.86 C4.28,0.93 4.12,0.96 3.9,0.98 Z',
        ),
        taillight(u, 'M0.04,1.0 L0.4,1.06 L0.42,1.14 L0.07,1.13 Z'),
        shape(u, 'M4.3,0.42 L4.44,0.42 L4.45,0.56 L4.3,0.56 Z', '#1a1f28'),
      ].join(''),
  },

  'executive-saloon': {
    L: 5.1,
    H: 1.49,
    paint: '#1d2433',
    wheels: [1.0, 4.1],
    r: 0.36,
    sill: 0.2,
    wheelStyle: 'multi',
    top: 'M0.08,0.2 C0,0.35 0,0.6 0.03,0.8 L0.08,1.0 C0.35,1.06 0.75,1.08 1.05,1.09 C1.35,1.18 1.6,1.36 1.9,1.44 C2.1,1.48 2.7,1.49 2.95,1.46 C3.15,1.43 3.32,1.32 3.46,1.2 L3.64,1.06 C4.1,1.03 4.6,0.99 4.92,0.92 C5.06,0.86 5.1,0.72 5.09,0.56 L5.05,0.2',
    windows: [
      'M1.38,1.09 C1.52,1.2 1.66,1.31 1.82,1.37 L1.96,1.39 L1.98,1.09 Z',
      'M2.08,1.09 L2.06,1.4 C2.2,1.42 2.45,1.42 2.62,1.42 L2.62,1.08 Z',
      'M2.72,1.08 L2.72,1.42 L2.92,1.41 C3.08,1.39 3.2,1.31 3.32,1.21 L3.5,1.07 Z',
    ],
    details: (u) =>
      [
        box(u, 2.62, 1.07, 0.1, 0.36, '#0e121a', 0),
        `<path d="${u.P('M1.34,1.08 C1.5,1.21 1.66,1.33 1.84,1.41 C2.1,1.455 2.7,1.455 2.94,1.435 C3.1,1.41 3.24,1.32 3.36,1.22 L3.56,1.07 Z')}" fill="none" stroke="url(#chrome)" stroke-width="2.5" stroke-linejoin="round"/>`,
        seam(u, 'M2.67,1.07 L2.67,0.24'),
        seam(u, 'M2.02,1.08 C2,0.88 1.6,0.74 1.46,0.66'),
        seam(u, 'M3.6,1.05 L3.58,0.64 C3.58,0.52 3.6,0.42 3.64,0.36'),
        crease(u, 'M0.06,0.88 C1.6,0.95 3.4,0.95 5.0,0.82'),
        handle(u, 2.82, 0.96),
        handle(u, 2.16, 0.96),
        box(u, 1.5, 0.3, 2.0, 0.025, 'url(#chrome)', 1),
      ].join(''),
    front: (u) =>
      [
        mirror(u, 3.5, 1.06),
        headlight(
          u,
          'M4.62,0.97 C4.84,0.95 4.99,0.9 5.07,0.82 L5.04,0.77 C4.94,0.84 4.8,0.88 4.6,0.9 Z',
        ),
        taillight(u, 'M0.04,0.86 L0.5,0.92 L0.52,1.02 L0.07,0.99 Z'),
        box(u, 5.04, 0.46, 0.06, 0.28, 'url(#chrome)', 2),
      ].join(''),
  },

  'sport-coupe': {
    L: 4.5,
    H: 1.3,
    paint: BRAND.amber,
    wheels: [0.88, 3.46],
    r: 0.36,
    sill: 0.16,
    caliper: '#d11f2a',
    wheelStyle: 'twin',
    top: 'M0.1,0.16 C0.02,0.3 0,0.5 0.02,0.68 L0.06,0.86 C0.2,0.92 0.45,0.95 0.62,0.97 C1,1.05 1.4,1.2 1.75,1.26 C1.95,1.29 2.2,1.29 2.35,1.27 C2.6,1.23 2.82,1.1 3.04,0.95 C3.5,0.89 3.95,0.81 4.3,0.7 C4.45,0.64 4.51,0.52 4.5,0.38 L4.44,0.16',
    windows: [
      'M1.16,1.0 C1.32,1.07 1.5,1.13 1.66,1.17 L1.72,0.99 Z',
      'M1.82,0.98 L1.78,1.19 C1.95,1.22 2.2,1.22 2.36,1.2 C2.58,1.15 2.76,1.05 2.92,0.95 Z',
    ],
    details: (u) =>
      [
        seam(u, 'M2.98,0.94 L2.96,0.55 C2.96,0.45 2.98,0.38 3.02,0.32'),
        seam(u, 'M1.77,0.98 C1.8,0.7 1.72,0.5 1.6,0.36'),
        shape(
          u,
          'M1.2,0.72 C1.32,0.78 1.5,0.8 1.62,0.78 L1.56,0.56 C1.42,0.56 1.28,0.62 1.2,0.72 Z',
          '#15181f',
        ),
        crease(u, 'M0.06,0.8 C1.3,0.9 2.8,0.88 4.35,0.68'),
        handle(u, 1.9, 0.86, 0.16),
        shape(u, 'M0.4,0.97 L0.75,1.0 L0.75,1.02 L0.42,1.01 Z', '#15181f'),
        box(u, 1.0, 0.16, 2.5, 0.07, '#15181f', 0),
      ].join(''),
    front: (u) =>
      [
        mirror(u, 2.86, 0.95),
        headlight(
          u,
          'M3.92,0.8 C4.14,0.77 4.34,0.7 4.46,0.6 L4.43,0.56 C4.3,0.64 4.12,0.7 3.9,0.74 Z',
        ),
        taillight(u, 'M0.04,0.8 L0.55,0.91 L0.56,0.95 L0.05,0.86 Z'),
        shape(u, 'M4.0,0.14 L4.56,0.14 L4.56,0.2 L4.0,0.22 Z', '#15181f'),
        shape(u, 'M0.1,0.16 L-0.02,0.12 L0.4,0.12 L0.4,0.2 Z', '#15181f'),
      ].join(''),
  },

  roadster: {
    L: 4.0,
    H: 1.26,
    paint: '#c8102e',
    wheels: [0.78, 3.14],
    r: 0.33,
    sill: 0.18,
    wheelStyle: 'multi',
    top: 'M0.08,0.18 C0,0.32 0,0.52 0.02,0.68 L0.06,0.86 C0.3,0.92 0.7,0.94 1.06,0.95 C1.16,1.0 1.3,1.01 1.4,0.95 L2.3,0.93 C2.7,0.92 3.2,0.86 3.7,0.74 C3.88,0.68 3.98,0.56 3.99,0.42 L3.94,0.18',
    behind: (u) => {
      const tan = '#b9825a';
      return [
        shape(u, 'M1.44,0.94 L1.5,1.14 C1.52,1.19 1.72,1.19 1.74,1.14 L1.78,0.94 Z', tan),
        shape(u, 'M1.52,1.16 L1.52,1.14 L1.7,1.14 L1.7,1.16 Z', '#2b2f37'),
        box(u, 1.5, 1.16, 0.22, 0.12, darken(tan, 0.12), 6),
        shape(
          u,
          'M1.98,0.93 L2.06,1.04',
          'none',
          'stroke="#1b1e24" stroke-width="4" stroke-linecap="round"',
        ),
        `<ellipse cx="${u.X(2.06)}" cy="${u.Y(1.03)}" rx="2.5" ry="${r1(0.1 * u.S)}" transform="rotate(-25 ${u.X(2.06)} ${u.Y(1.03)})" fill="none" stroke="#1b1e24" stroke-width="4"/>`,
      ].join('');
    },
    details: (u) =>
      [
        shape(u, 'M2.33,0.93 L2.0,1.25 L2.12,1.27 L2.56,0.93 Z', '#bfe0f5', 'opacity=".55"'),
        shape(u, 'M2.38,0.95 L2.18,1.15 L2.24,1.16 L2.46,0.95 Z', '#fff', 'opacity=".45"'),
        `<path d="${u.P('M2.34,0.93 L1.99,1.25 L2.12,1.27')}" fill="none" stroke="#1b1e24" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>`,
        `<path d="${u.P('M1.4,0.945 L2.3,0.93')}" stroke="#1b1e24" stroke-width="3"/>`,
        seam(u, 'M2.56,0.93 L2.54,0.5 C2.54,0.42 2.56,0.36 2.6,0.32'),
        seam(u, 'M1.45,0.94 C1.46,0.72 1.36,0.56 1.24,0.46'),
        crease(u, 'M0.05,0.8 C1.2,0.86 2.6,0.86 3.85,0.7'),
        handle(u, 1.56, 0.84, 0.16),
        shape(u, 'M2.8,0.72 L2.98,0.74 L2.98,0.77 L2.8,0.75 Z', '#1b1e24'),
        shape(u, 'M2.8,0.66 L2.98,0.68 L2.98,0.71 L2.8,0.69 Z', '#1b1e24'),
      ].join(''),
    front: (u) =>
      [
        mirror(u, 2.28, 0.94),
        headlight(
          u,
          'M3.56,0.78 C3.74,0.76 3.88,0.7 3.96,0.62 L3.93,0.58 C3.82,0.65 3.7,0.69 3.54,0.72 Z',
        ),
        taillight(u, 'M0.03,0.78 L0.3,0.84 L0.31,0.91 L0.05,0.88 Z'),
      ].join(''),
  },

  'seven-seat-suv': {
    L: 4.95,
    H: 1.86,
    paint: '#7b2338',
    wheels: [1.0, 3.95],
    r: 0.44,
    sill: 0.4,
    archR: 0.52,
    cladding: true,
    top: 'M0.08,0.4 C0,0.46 0,0.7 0.02,0.9 L0.04,1.5 C0.06,1.68 0.14,1.76 0.35,1.78 L2.9,1.8 C3.05,1.8 3.15,1.76 3.25,1.68 L3.56,1.28 C3.9,1.27 4.5,1.25 4.82,1.18 C4.93,1.12 4.96,1.0 4.96,0.85 L4.93,0.4',
    windows: [
      'M0.16,1.3 L0.18,1.62 C0.2,1.68 0.26,1.71 0.36,1.71 L0.95,1.72 L0.95,1.3 Z',
      'M1.05,1.3 L1.05,1.72 L2.02,1.73 L2.02,1.29 Z',
      'M2.12,1.29 L2.12,1.73 L2.9,1.73 C3,1.73 3.08,1.7 3.14,1.63 L3.42,1.29 Z',
    ],
    details: (u) =>
      [
        box(u, 0.95, 1.29, 0.1, 0.44, '#151a24', 0),
        box(u, 2.02, 1.28, 0.1, 0.46, '#151a24', 0),
        box(u, 0.4, 1.8, 2.4, 0.05, 'url(#chrome)', 2),
        box(u, 0.46, 1.78, 0.07, 0.05, '#2a2e36', 0),
        box(u, 2.66, 1.78, 0.07, 0.05, '#2a2e36', 0),
        seam(u, 'M2.07,1.28 L2.07,0.52'),
        seam(u, 'M1.0,1.3 L1.0,1.02'),
        seam(u, 'M3.5,1.27 L3.48,0.8'),
        crease(u, 'M0.04,1.16 C1.5,1.2 3.4,1.2 4.9,1.1'),
        handle(u, 2.24, 1.18),
        handle(u, 1.16, 1.18),
        box(u, 1.55, 0.42, 1.8, 0.05, 'url(#chrome)', 2),
      ].join(''),
    front: (u) =>
      [
        mirror(u, 3.4, 1.29),
        headlight(
          u,
          'M4.55,1.18 C4.72,1.16 4.86,1.12 4.94,1.04 L4.94,0.98 C4.82,1.04 4.68,1.07 4.52,1.09 Z',
        ),
        taillight(u, 'M0.03,1.05 L0.12,1.06 L0.14,1.45 L0.05,1.46 Z'),
        box(u, 4.9, 0.58, 0.06, 0.34, '#1a1f28', 2),
      ].join(''),
  },

  'offroad-4x4': {
    L: 4.75,
    H: 2.1,
    paint: '#7d7a4b',
    wheels: [0.86, 3.74],
    r: 0.46,
    sill: 0.53,
    archR: 0.56,
    wheelStyle: 'offroad',
    top: 'M0.04,0.53 L0,0.9 L0.02,1.68 C0.02,1.8 0.08,1.88 0.2,1.89 L3.05,1.92 C3.14,1.92 3.19,1.89 3.22,1.83 L3.45,1.38 L4.55,1.33 C4.65,1.32 4.7,1.27 4.7,1.18 L4.7,0.72 L4.66,0.53',
    behind: (u) =>
      [
        box(u, -0.24, 0.74, 0.28, 0.86, '#15171c', 8),
        ...[0.84, 0.96, 1.08, 1.2, 1.32, 1.44].map((y) =>
          box(u, -0.22, y, 0.24, 0.03, '#2b2f37', 0),
        ),
      ].join(''),
    windows: [
      'M0.16,1.4 L0.16,1.76 L0.92,1.78 L0.92,1.4 Z',
      'M1.02,1.4 L1.02,1.78 L2,1.8 L2,1.39 Z',
      'M2.1,1.39 L2.1,1.8 L3.02,1.82 L3.24,1.4 Z',
    ],
    details: (u) =>
      [
        box(u, 0.92, 1.39, 0.1, 0.4, '#151a24', 0),
        box(u, 2.0, 1.38, 0.1, 0.43, '#151a24', 0),
        ...[0.2, 1.1, 2.0, 2.9].map((x) => box(u, x, 1.9, 0.05, 0.12, '#23262d', 0)),
        box(u, 0.1, 2.0, 2.95, 0.06, '#23262d', 2),
        box(u, 0.5, 2.05, 1.0, 0.14, '#3a3f47', 4),
        seam(u, 'M2.05,1.38 L2.05,0.6'),
        seam(u, 'M0.97,1.39 L0.97,1.0'),
        seam(u, 'M3.34,1.38 L3.34,1.0'),
        crease(u, 'M0.02,1.28 L4.68,1.24'),
        handle(u, 2.18, 1.28),
        handle(u, 1.1, 1.28),
        box(u, 1.5, 0.5, 1.7, 0.1, '#23262d', 3),
      ].join(''),
    front: (u) => {
      const { S, X } = u;
      const flare = (wx) => {
        const rr = r1(0.6 * S);
        return `<path d="M${r1(X(wx) - rr)},${u.Y(0.53)} A${rr},${rr} 0 0 1 ${r1(X(wx) + rr)},${u.Y(0.53)}" fill="none" stroke="#23262d" stroke-width="${r1(0.1 * S)}"/>`;
      };
      return [
        flare(0.86),
        flare(3.74),
        `<path d="${u.P('M3.62,1.1 L3.56,1.34 L3.22,1.94 L3.18,2.02')}" fill="none" stroke="#23262d" stroke-width="${r1(0.08 * S)}" stroke-linecap="round" stroke-linejoin="round"/>`,
        box(u, 3.1, 2.0, 0.16, 0.1, '#23262d', 3),
        mirror(u, 3.3, 1.38),
        `<circle cx="${X(4.64)}" cy="${u.Y(1.15)}" r="${r1(0.08 * S)}" fill="url(#headlight)" stroke="#23262d" stroke-width="3"/>`,
        taillight(u, 'M0.02,1.05 L0.1,1.05 L0.1,1.35 L0.02,1.35 Z'),
        box(u, 4.56, 0.5, 0.26, 0.42, '#23262d', 4),
        box(u, -0.04, 0.5, 0.2, 0.2, '#23262d', 3),
      ].join('');
    },
  },

  'cargo-van': {
    L: 5.9,
    H: 2.56,
    paint: '#f1f3f5',
    wheels: [1.05, 4.7],
    r: 0.36,
    sill: 0.3,
    wheelStyle: 'steel',
    top: 'M0.04,0.3 L0,0.5 L0.02,2.4 C0.02,2.5 0.08,2.55 0.18,2.55 L4.3,2.56 C4.42,2.56 4.5,2.52 4.55,2.44 L5.05,1.42 C5.4,1.34 5.72,1.2 5.84,1.05 C5.9,0.96 5.91,0.8 5.9,0.62 L5.86,0.3',
    windows: ['M4.2,1.42 L4.2,2.3 L4.4,2.3 C4.46,2.3 4.5,2.27 4.52,2.22 L4.9,1.44 Z'],
    details: (u) =>
      [
        seam(u, 'M0.1,2.45 L0.1,0.4'),
        seam(u, 'M4.1,2.45 L4.1,0.4'),
        seam(u, 'M2.3,2.45 L2.3,0.4 M3.45,2.45 L3.45,0.4'),
        box(u, 2.3, 1.85, 1.15, 0.03, '#c4cad2', 0),
        box(u, 0.02, 0.78, 5.86, 0.13, BRAND.amber, 0),
        box(u, 0.02, 0.74, 5.86, 0.04, BRAND.navy, 0),
        handle(u, 3.82, 1.3),
        handle(u, 2.5, 1.3),
        box(u, 0.3, 0.3, 5.3, 0.14, '#3a3f47', 0),
      ].join(''),
    front: (u) =>
      [
        mirror(u, 4.92, 1.44, true),
        headlight(
          u,
          'M5.38,1.3 C5.6,1.24 5.76,1.15 5.85,1.03 L5.8,0.99 C5.68,1.1 5.52,1.17 5.34,1.22 Z',
        ),
        taillight(u, 'M0.0,1.0 L0.08,1.0 L0.08,1.8 L0.02,1.8 Z'),
        box(u, 5.55, 0.28, 0.38, 0.34, '#3a3f47', 3),
        box(u, -0.03, 0.28, 0.4, 0.22, '#3a3f47', 3),
      ].join(''),
  },

  'pickup-truck': {
    L: 5.35,
    H: 1.88,
    paint: '#1f5fa8',
    wheels: [1.05, 4.22],
    r: 0.42,
    sill: 0.44,
    archR: 0.5,
    top: 'M0.04,0.44 L0,0.6 L0.02,1.25 L2.12,1.25 L2.12,1.72 C2.12,1.8 2.17,1.84 2.27,1.84 L3.4,1.86 C3.52,1.86 3.6,1.82 3.66,1.75 L3.96,1.32 C4.4,1.3 4.95,1.27 5.22,1.2 C5.32,1.15 5.35,1.05 5.35,0.92 L5.32,0.44',
    windows: [
      'M2.24,1.32 L2.24,1.72 C2.24,1.76 2.27,1.78 2.31,1.78 L2.8,1.79 L2.8,1.31 Z',
      'M2.9,1.31 L2.9,1.79 L3.38,1.79 C3.46,1.79 3.52,1.76 3.56,1.71 L3.84,1.32 Z',
    ],
    details: (u) =>
      [
        box(u, 2.8, 1.3, 0.1, 0.5, '#151a24', 0),
        box(u, 0.0, 1.21, 2.1, 0.06, '#23262d', 1),
        box(u, 2.06, 0.5, 0.06, 0.76, '#0d1220', 0),
        seam(u, 'M0.12,1.2 L0.12,0.52'),
        seam(u, 'M2.85,1.3 L2.85,0.5'),
        seam(u, 'M3.92,1.31 L3.9,0.9'),
        crease(u, 'M0.02,1.06 L2.06,1.06 M2.16,1.1 C3,1.12 4.2,1.12 5.3,1.06'),
        handle(u, 3.0, 1.2),
        handle(u, 2.34, 1.2),
        box(u, 2.15, 0.36, 1.55, 0.06, 'url(#chrome)', 2),
      ].join(''),
    front: (u) =>
      [
        mirror(u, 3.78, 1.34),
        headlight(
          u,
          'M4.82,1.26 C5.04,1.24 5.22,1.19 5.32,1.1 L5.32,1.04 C5.2,1.1 5.04,1.14 4.8,1.16 Z',
        ),
        box(u, 5.26, 0.52, 0.12, 0.5, 'url(#chrome)', 3),
        box(u, -0.02, 0.4, 0.24, 0.16, 'url(#chrome)', 3),
        taillight(u, 'M0.0,0.9 L0.07,0.9 L0.07,1.18 L0.01,1.18 Z'),
      ].join(''),
  },

  minibus: {
    L: 5.0,
    H: 2.08,
    paint: '#2a9d8f',
    wheels: [0.85, 4.2],
    r: 0.38,
    sill: 0.32,
    archR: 0.45,
    wheelStyle: 'aero',
    upper: ['#f6f1e7', 1.26],
    top: 'M0.08,0.32 C0,0.48 0,0.7 0.02,0.95 L0.04,1.88 C0.06,2 0.16,2.06 0.32,2.07 L3.95,2.08 C4.2,2.08 4.38,2 4.5,1.86 L4.84,1.24 C4.94,1.2 4.99,1.1 5.0,0.98 L5.0,0.56 L4.96,0.32',
    windows: [
      'M0.12,1.3 L0.12,1.84 C0.12,1.9 0.17,1.92 0.24,1.92 L0.96,1.93 L0.96,1.3 Z',
      'M1.06,1.3 L1.06,1.93 L2,1.94 L2,1.3 Z',
      'M2.1,1.3 L2.1,1.94 L3.04,1.94 L3.04,1.3 Z',
      'M3.14,1.3 L3.14,1.94 L3.95,1.94 C4.12,1.94 4.26,1.87 4.35,1.76 L4.62,1.3 Z',
    ],
    details: (u) =>
      [
        seam(u, 'M2.05,1.24 L2.05,0.38 M3.09,1.24 L3.09,0.38'),
        handle(u, 2.82, 1.12),
        handle(u, 3.2, 1.12),
        crease(u, 'M0.03,0.62 L4.98,0.62'),
      ].join(''),
    front: (u) =>
      [
        mirror(u, 4.6, 1.3, true),
        shape(u, 'M4.84,1.24 L5.0,0.98 L5.0,0.92 L4.8,1.2 Z', '#f6f1e7'),
        `<circle cx="${u.X(4.94)}" cy="${u.Y(1.0)}" r="${r1(0.08 * u.S)}" fill="url(#headlight)" stroke="#2a3142" stroke-width="2"/>`,
        taillight(u, 'M0.02,1.0 L0.1,1.0 L0.1,1.24 L0.03,1.24 Z'),
        box(u, 4.88, 0.3, 0.14, 0.3, '#1a1f28', 3),
        box(u, -0.02, 0.3, 0.16, 0.3, '#1a1f28', 3),
      ].join(''),
  },
};

// ---------------------------------------------------------------------------
// Backgrounds (800 x 500 unless a width/height is given)
// ---------------------------------------------------------------------------

/** A smooth ridge line through random points, closed to the bottom of the canvas. */
function ridge(seed, { y, amp, step, w = 800, h = 500, fill, opacity = 1 }) {
  const rand = rng(seed);
  const pts = [];
  for (let x = -step; x <= w + step; x += step) pts.push([x, y - rand() * amp]);
  let d = `M${pts[0][0]},${h} L${pts[0][0]},${r1(pts[0][1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [px, py] = pts[i - 1];
    const [x, py2] = pts[i];
    d += ` Q${px},${r1(py)} ${r1((px + x) / 2)},${r1((py + py2) / 2)}`;
  }
  d += ` L${w + step},${h} Z`;
  return `<path d="${d}" fill="${fill}" opacity="${opacity}"/>`;
}

function sky(id, list, w = 800, h = 500) {
  return {
    defs: linear(id, list),
    svg: `<rect width="${w}" height="${h}" fill="url(#${id})"/>`,
  };
}

function road(gy = GY, { w = 800, h = 500, color = 'url(#asphalt)', lines = true } = {}) {
  const top = gy - 34;
  let s = `<rect x="0" y="${top}" width="${w}" height="${h - top}" fill="${color}"/>`;
  s += `<rect x="0" y="${top}" width="${w}" height="3" fill="#ffffff" opacity=".25"/>`;
  if (lines) {
    for (let x = -20; x < w; x += 120) {
      s += `<path d="M${x},${gy + 50} l70,0 l-4,6 l-70,0 Z" fill="#f3f4f6" opacity=".8"/>`;
    }
  }
  return s;
}

/** Rows of buildings; lit windows when `lit` is set. */
function skyline(
  seed,
  {
    base,
    minH,
    maxH,
    color,
    w = 800,
    lit = 0,
    litColor = '#ffd58a',
    win = '#ffffff',
    winOpacity = 0.12,
    minW = 40,
    maxW = 90,
  },
) {
  const rand = rng(seed);
  let s = '';
  let x = -10;
  while (x < w) {
    const bw = minW + rand() * (maxW - minW);
    const bh = minH + rand() * (maxH - minH);
    const top = base - bh;
    s += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(bw + 1)}" height="${r1(bh + 200)}" fill="${color}"/>`;
    const kind = rand();
    if (kind < 0.2) {
      s += `<rect x="${r1(x + bw / 2 - 1.5)}" y="${r1(top - 26)}" width="3" height="26" fill="${color}"/>`;
    } else if (kind < 0.4) {
      s += `<rect x="${r1(x + bw * 0.2)}" y="${r1(top - 14)}" width="${r1(bw * 0.6)}" height="15" fill="${color}"/>`;
    }
    const cols = Math.floor((bw - 8) / 11);
    for (let cx = 0; cx < cols; cx++) {
      for (let wy = top + 10; wy < base - 8; wy += 14) {
        const on = rand() < lit;
        if (!on && winOpacity === 0) continue;
        s += `<rect x="${r1(x + 6 + cx * 11)}" y="${r1(wy)}" width="6" height="8" fill="${on ? litColor : win}" opacity="${on ? 0.85 : winOpacity}"/>`;
      }
    }
    x += bw + 2 + rand() * 6;
  }
  return s;
}

function pine(x, y, h, color) {
  const w = h * 0.42;
  return `<path d="M${x},${y - h} L${r1(x + w * 0.55)},${r1(y - h * 0.45)} L${r1(x + w * 0.3)},${r1(y - h * 0.45)} L${r1(x + w)},${y} L${r1(x - w)},${y} L${r1(x - w * 0.3)},${r1(y - h * 0.45)} L${r1(x - w * 0.55)},${r1(y - h * 0.45)} Z" fill="${color}"/>`;
}

function roundTree(x, y, h, color, trunk) {
  return `<rect x="${x - 2}" y="${y - h * 0.4}" width="4" height="${h * 0.4}" fill="${trunk}"/><ellipse cx="${x}" cy="${r1(y - h * 0.62)}" rx="${r1(h * 0.3)}" ry="${r1(h * 0.38)}" fill="${color}"/>`;
}

/** Suspension bridge silhouette (towers, deck, main cable, hangers). */
function bridge({ x1, x2, deckY, towerH, color, towers = [0.25, 0.75] }) {
  const tx = towers.map((t) => x1 + (x2 - x1) * t);
  let s = `<rect x="${x1}" y="${deckY}" width="${x2 - x1}" height="5" fill="${color}"/>`;
  for (const t of tx) {
    const top = deckY - towerH;
    s += `<rect x="${r1(t - 5)}" y="${r1(top)}" width="4" height="${r1(towerH + 30)}" fill="${color}"/>`;
    s += `<rect x="${r1(t + 1)}" y="${r1(top)}" width="4" height="${r1(towerH + 30)}" fill="${color}"/>`;
    for (const f of [0.15, 0.4, 0.65]) {
      s += `<rect x="${r1(t - 5)}" y="${r1(top + towerH * f)}" width="10" height="3" fill="${color}"/>`;
    }
  }
  const top = deckY - towerH + 4;
  const [a, b] = tx;
  const sag = deckY - 6;
  const cable = `M${x1},${deckY - 4} Q${r1((x1 + a) / 2)},${r1((deckY + top) / 2 + 6)} ${a},${r1(top)} Q${r1((a + b) / 2)},${r1(sag + (sag - top))} ${b},${r1(top)} Q${r1((b + x2) / 2)},${r1((deckY + top) / 2 + 6)} ${x2},${deckY - 4}`;
  s += `<path d="${cable}" fill="none" stroke="${color}" stroke-width="1.8"/>`;
  // hangers
  const cableY = (x) => {
    if (x < a) {
      const t = (x - x1) / (a - x1);
      return deckY - 4 + (top - deckY + 4) * t * t;
    }
    if (x > b) {
      const t = (x2 - x) / (x2 - b);
      return deckY - 4 + (top - deckY + 4) * t * t;
    }
    const t = (x - a) / (b - a);
    const m = 4 * t * (1 - t);
    return top + (sag - top) * m;
  };
  for (let x = x1 + 8; x < x2; x += 9) {
    s += `<line x1="${r1(x)}" y1="${r1(cableY(x))}" x2="${r1(x)}" y2="${deckY}" stroke="${color}" stroke-width=".7"/>`;
  }
  return s;
}

const BACKGROUNDS = {
  studio: ({ wall = ['#f4f6f9', '#d9dee6'], floor = ['#e4e8ee', '#c2c9d3'] } = {}) => {
    const defs =
      linear('wall', [
        [0, wall[0]],
        [1, wall[1]],
      ]) +
      linear('floor', [
        [0, floor[0]],
        [1, floor[1]],
      ]) +
      radial(
        'spot',
        [
          [0, '#ffffff', 0.85],
          [1, '#ffffff', 0],
        ],
        { cx: 0.5, cy: 0.5, r: 0.5 },
      );
    const svg = `<rect width="800" height="500" fill="url(#wall)"/><rect y="330" width="800" height="170" fill="url(#floor)"/><rect y="326" width="800" height="10" fill="${wall[1]}" filter="url(#blur6)"/><ellipse cx="420" cy="220" rx="380" ry="200" fill="url(#spot)"/>`;
    return { defs, svg };
  },

  cityDay: () => {
    const s = sky('sky', [
      [0, '#9fd0f5'],
      [1, '#e6f3fb'],
    ]);
    const svg = [
      s.svg,
      `<circle cx="640" cy="90" r="36" fill="#fff6d8" opacity=".9"/>`,
      skyline(11, { base: 380, minH: 90, maxH: 230, color: '#c6d9ea', winOpacity: 0 }),
      skyline(12, {
        base: 380,
        minH: 40,
        maxH: 150,
        color: '#a8c1d8',
        win: '#e8f2fb',
        winOpacity: 0.5,
      }),
      `<rect y="360" width="800" height="18" fill="#d7dde4"/>`,
      `<rect y="376" width="800" height="3" fill="#b3bcc7"/>`,
      road(GY),
    ].join('');
    return { defs: s.defs, svg };
  },

  hills: () => {
    const s = sky('sky', [
      [0, '#8ec5ea'],
      [0.7, '#e9f4f7'],
      [1, '#fdf3dc'],
    ]);
    let trees = '';
    const rand = rng(21);
    for (let x = 10; x < 800; x += 40 + rand() * 50) {
      trees += roundTree(
        x,
        372 - rand() * 8,
        40 + rand() * 30,
        rand() < 0.5 ? '#5d9a63' : '#4c8656',
        '#54422f',
      );
    }
    const svg = [
      s.svg,
      ridge(3, { y: 300, amp: 70, step: 120, fill: '#b8d6cf' }),
      ridge(4, { y: 340, amp: 50, step: 90, fill: '#8fc09a' }),
      ridge(5, { y: 372, amp: 24, step: 110, fill: '#74ad7c' }),
      trees,
      road(GY),
    ].join('');
    return { defs: s.defs, svg };
  },

  mountains: () => {
    const s = sky('sky', [
      [0, '#f7c9a9'],
      [0.5, '#fbe3cd'],
      [1, '#fff6ea'],
    ]);
    let trees = '';
    const rand = rng(31);
    for (let x = 0; x < 800; x += 12 + rand() * 16) {
      trees += pine(x, 378, 26 + rand() * 30, '#2f5747');
    }
    const svg = [
      s.svg,
      `<circle cx="560" cy="150" r="46" fill="#fff1dc"/>`,
      ridge(7, { y: 240, amp: 120, step: 90, fill: '#c9b6c8', opacity: 0.9 }),
      ridge(8, { y: 300, amp: 90, step: 70, fill: '#8ba0a6' }),
      ridge(9, { y: 350, amp: 40, step: 60, fill: '#5b7f72' }),
      trees,
      road(GY),
    ].join('');
    return { defs: s.defs, svg };
  },

  dusk: () => {
    const s = sky('sky', [
      [0, '#1b2550'],
      [0.55, '#6a4a8c'],
      [0.85, '#e98a6b'],
      [1, '#ffc47a'],
    ]);
    const svg = [
      s.svg,
      `<circle cx="250" cy="330" r="60" fill="#ffd79a" opacity=".8"/>`,
      skyline(41, { base: 378, minH: 60, maxH: 190, color: '#2e2a55', lit: 0.18, winOpacity: 0 }),
      skyline(42, { base: 378, minH: 30, maxH: 110, color: '#1c1a3a', lit: 0.22, winOpacity: 0 }),
      road(GY, { color: '#24243a' }),
    ].join('');
    return { defs: s.defs, svg };
  },

  coast: () => {
    const s = sky('sky', [
      [0, '#5fb4e8'],
      [0.7, '#bfe3f6'],
      [1, '#fff0d6'],
    ]);
    const sea =
      linear('sea', [
        [0, '#3a95c9'],
        [1, '#1e6fa0'],
      ]) + s.defs;
    let glints = '';
    const rand = rng(51);
    for (let i = 0; i < 40; i++) {
      glints += `<rect x="${r1(rand() * 800)}" y="${r1(300 + rand() * 60)}" width="${r1(8 + rand() * 20)}" height="1.5" fill="#fff" opacity=".5"/>`;
    }
    const svg = [
      s.svg,
      `<circle cx="150" cy="120" r="40" fill="#fff8e5"/>`,
      ridge(52, { y: 290, amp: 60, step: 110, fill: '#8fb4c6' }),
      `<rect y="298" width="800" height="100" fill="url(#sea)"/>`,
      glints,
      ridge(53, { y: 372, amp: 30, step: 70, fill: '#d7c08e' }),
      `<rect y="366" width="800" height="12" fill="#b9c2cc"/>`,
      road(GY),
    ].join('');
    return { defs: sea, svg };
  },

  desert: () => {
    const s = sky('sky', [
      [0, '#f39c5a'],
      [0.6, '#fbc98d'],
      [1, '#fde6c4'],
    ]);
    const svg = [
      s.svg,
      `<circle cx="600" cy="210" r="70" fill="#fff0c9" opacity=".9"/>`,
      `<path d="M0,330 L40,330 L60,250 L150,250 L170,330 L400,330 L410,290 L470,290 L480,330 L800,330 L800,500 L0,500 Z" fill="#c9754a"/>`,
      ridge(61, { y: 350, amp: 30, step: 160, fill: '#e0a66d' }),
      ridge(62, { y: 380, amp: 20, step: 200, fill: '#e9b77e' }),
      `<rect y="380" width="800" height="120" fill="#dca26c"/>`,
      `<path d="M0,${GY + 4} Q400,${GY - 10} 800,${GY + 4} L800,500 L0,500 Z" fill="#c98d59"/>`,
    ].join('');
    return { defs: s.defs, svg };
  },

  industrial: () => {
    const s = sky('sky', [
      [0, '#b9cde0'],
      [1, '#eef3f7'],
    ]);
    const svg = [
      s.svg,
      `<path d="M0,380 L0,240 L120,200 L240,240 L240,380 Z M250,380 L250,260 L520,260 L520,380 Z M540,380 L540,230 L660,230 L660,180 L700,180 L700,230 L800,230 L800,380 Z" fill="#c3d0dc"/>`,
      `<rect x="580" y="120" width="16" height="110" fill="#c3d0dc"/>`,
      `<path d="M270,280 L500,280 M270,300 L500,300" stroke="#b0bfcd" stroke-width="3"/>`,
      `<rect x="0" y="330" width="800" height="50" fill="#aab8c6"/>`,
      Array.from(
        { length: 41 },
        (_, i) => `<rect x="${i * 20}" y="330" width="2" height="48" fill="#8c9aa9"/>`,
      ).join(''),
      `<rect x="0" y="332" width="800" height="2" fill="#8c9aa9"/>`,
      road(GY, { color: '#8d949e' }),
    ].join('');
    return { defs: s.defs, svg };
  },

  fields: () => {
    const s = sky('sky', [
      [0, '#6fb0e0'],
      [1, '#f7ecd0'],
    ]);
    const svg = [
      s.svg,
      `<ellipse cx="210" cy="110" rx="70" ry="18" fill="#fff" opacity=".8"/><ellipse cx="250" cy="98" rx="40" ry="18" fill="#fff" opacity=".8"/>`,
      `<ellipse cx="640" cy="80" rx="60" ry="14" fill="#fff" opacity=".7"/>`,
      ridge(71, { y: 330, amp: 40, step: 160, fill: '#a9c58a' }),
      ridge(72, { y: 360, amp: 30, step: 140, fill: '#e2c46e' }),
      Array.from(
        { length: 14 },
        (_, i) =>
          `<path d="M${i * 60},378 L${i * 60 + 40},340" stroke="#cfae55" stroke-width="2" opacity=".6"/>`,
      ).join(''),
      `<rect y="372" width="800" height="10" fill="#d8b660"/>`,
      road(GY, { color: '#6b6259' }),
    ].join('');
    return { defs: s.defs, svg };
  },
};

/** A vehicle photo: background + vehicle + optional floor reflection. */
function vehicleScene(name, bg, bgOpts) {
  const v = vehicle(name.replace(/\W/g, ''), VEHICLES[name]);
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

// ---------------------------------------------------------------------------
// Hero car: three-quarter front view of the sport coupe, built from a tiny 3D description
// (metres: x along the car from the rear, y across from the near side, z up) and projected.
// ---------------------------------------------------------------------------

function camera({ yaw = 36, pitch = 12, dist = 9.5, focal = 1230, cx = 330, cy = 292 } = {}) {
  const a = (yaw * Math.PI) / 180;
  const b = (pitch * Math.PI) / 180;
  const [L, W] = [4.5, 1.86];
  return (x, y, z) => {
    const X = x - L / 2;
    const Y = y - W / 2;
    const u = X * Math.cos(a) + Y * Math.sin(a);
    const d = -X * Math.sin(a) + Y * Math.cos(a);
    const depth = dist + d * Math.cos(b) - z * Math.sin(b);
    const k = focal / depth;
    return [r1(cx + u * k), r1(cy - (z * Math.cos(b) + d * Math.sin(b)) * k)];
  };
}

function heroCar() {
  const project = camera();
  const paint = BRAND.amber;
  const W = 1.86;
  /** Projects every "x,z" pair of a profile path onto the plane y = yOf(x, z). */
  const onSide = (d, yOf) =>
    d.replace(/(-?\d*\.?\d+),(-?\d*\.?\d+)/g, (_, x, z) => project(+x, yOf(+x, +z), +z).join(','));
  const flat = (y) => () => y;
  const poly = (pts) => `M${pts.map((p) => project(...p).join(',')).join(' L')} Z`;
  const tumble = (side) => (x, z) => {
    const t = Math.min(Math.max((z - 0.95) / 0.32, 0), 1);
    return side === 'near' ? 0.04 + t * 0.26 : W - 0.04 - t * 0.26;
  };
  const ring = (x0, y, z0, r, n = 48) => {
    const pts = [];
    for (let i = 0; i < n; i++) {
      const t = (Math.PI * 2 * i) / n;
      pts.push(project(x0 + r * Math.cos(t), y, z0 + r * Math.sin(t)).join(','));
    }
    return `M${pts.join(' L')} Z`;
  };
  const wheelAt = (x0, y, outward) => {
    const r = 0.36;
    const s = outward; // -1 for the near side (towards the viewer), +1 for the far side
    const out = [
      `<path d="${ring(x0, y - s * 0.2, r, r * 0.98)}" fill="#0f1114"/>`,
      `<path d="${ring(x0, y, r, r)}" fill="#17191e"/>`,
      `<path d="${ring(x0, y + s * 0.005, r, r * 0.93)}" fill="none" stroke="#2c3038" stroke-width="1.5"/>`,
      `<path d="${ring(x0, y + s * 0.01, r, r * 0.68)}" fill="url(#rimDark)"/>`,
      `<path d="${ring(x0, y + s * 0.02, r, r * 0.6)}" fill="#1f232a"/>`,
      `<path d="${ring(x0, y + s * 0.03, r, r * 0.48)}" fill="#5e646d"/>`,
    ];
    for (let i = 0; i < 5; i++) {
      for (const off of [-0.12, 0.12]) {
        const t = (Math.PI * 2 * i) / 5 + off + 0.3;
        const p = (rr, dt) => [
          x0 + rr * Math.cos(t + dt),
          y + s * 0.035,
          r + rr * Math.sin(t + dt),
        ];
        out.push(
          `<path d="${poly([p(0.07, -0.18), p(0.235, -0.05), p(0.235, 0.04), p(0.07, 0.12)])}" fill="url(#rimDark)"/>`,
        );
      }
    }
    out.push(`<path d="${ring(x0, y + s * 0.04, r, 0.06)}" fill="url(#rim)"/>`);
    out.push(`<path d="${ring(x0, y + s * 0.045, r, 0.025)}" fill="${BRAND.navy}"/>`);
    out.push(
      `<path d="${ring(x0, y + s * 0.01, r, r * 0.68)}" fill="none" stroke="#c9cfd7" stroke-width="1.5" opacity=".7"/>`,
    );
    return out.join('');
  };

  const sideTop =
    'M0.1,0.16 C0.02,0.3 0,0.5 0.02,0.68 L0.06,0.86 C0.2,0.92 0.45,0.95 0.62,0.97 L1.16,0.99 L3.04,0.95 C3.5,0.89 3.95,0.81 4.32,0.69 C4.42,0.62 4.47,0.52 4.49,0.44 C4.49,0.3 4.48,0.2 4.44,0.15 Z';
  const greenhouse =
    'M0.62,0.97 C1,1.05 1.4,1.2 1.75,1.26 C1.95,1.29 2.2,1.29 2.35,1.27 C2.6,1.23 2.82,1.1 3.04,0.95 Z';
  const windows = [
    'M1.16,1.0 C1.32,1.07 1.5,1.13 1.66,1.17 L1.72,0.99 Z',
    'M1.82,0.98 L1.78,1.19 C1.95,1.22 2.2,1.22 2.36,1.2 C2.58,1.15 2.76,1.05 2.92,0.95 Z',
  ];
  const near = flat(0);
  const arch = (x0) => `<path d="${ring(x0, 0, 0.36, 0.42)}" fill="#0b0e14"/>`;
  const hood = `M${project(3.04, 0.02, 0.95)} C${project(3.5, 0.02, 0.89)} ${project(3.95, 0.02, 0.81)} ${project(4.32, 0.03, 0.69)} C${project(4.42, 0.6, 0.7)} ${project(4.42, W - 0.6, 0.7)} ${project(4.32, W - 0.03, 0.69)} C${project(3.95, W - 0.02, 0.81)} ${project(3.5, W - 0.02, 0.89)} ${project(3.04, W - 0.02, 0.95)} Z`;
  const P = (x, y, z) => project(x, y, z).join(',');
  // Upper nose (leans forward, catches light) and the lower bumper with the grille.
  const upperNose = `M${P(4.32, 0, 0.69)} C${P(4.42, 0.6, 0.7)} ${P(4.42, W - 0.6, 0.7)} ${P(4.32, W, 0.69)} C${P(4.42, W, 0.62)} ${P(4.46, W - 0.02, 0.5)} ${P(4.48, W - 0.04, 0.44)} L${P(4.49, 0.02, 0.44)} C${P(4.47, 0, 0.5)} ${P(4.42, 0, 0.62)} ${P(4.32, 0, 0.69)} Z`;
  const bumper = `M${P(4.49, 0.02, 0.44)} L${P(4.48, W - 0.04, 0.44)} C${P(4.48, W - 0.04, 0.3)} ${P(4.47, W - 0.06, 0.2)} ${P(4.43, W - 0.1, 0.15)} L${P(4.44, 0.06, 0.15)} C${P(4.48, 0.02, 0.2)} ${P(4.49, 0.01, 0.3)} ${P(4.49, 0.02, 0.44)} Z`;
  const windscreen = poly([
    [3.04, 0.1, 0.95],
    [3.04, W - 0.1, 0.95],
    [2.36, W - 0.32, 1.27],
    [2.36, 0.32, 1.27],
  ]);
  const roof = poly([
    [2.36, 0.32, 1.27],
    [2.36, W - 0.32, 1.27],
    [1.75, W - 0.32, 1.26],
    [1.75, 0.32, 1.26],
  ]);
  const headlight = (y0, y1) =>
    `M${P(4.34, y0, 0.665)} C${P(4.37, (y0 + y1) / 2, 0.67)} ${P(4.4, y1, 0.65)} ${P(4.41, y1, 0.61)} C${P(4.43, (y0 + y1) / 2, 0.58)} ${P(4.44, y0, 0.56)} ${P(4.43, y0, 0.55)} Z`;
  const defs = [
    linear('hPaint', [
      [0, lighten(paint, 0.35)],
      [0.45, paint],
      [1, darken(paint, 0.35)],
    ]),
    linear('hTop', [
      [0, lighten(paint, 0.2)],
      [1, lighten(paint, 0.5)],
    ]),
    linear(
      'hFront',
      [
        [0, darken(paint, 0.05)],
        [1, darken(paint, 0.3)],
      ],
      [0, 0, 0, 1],
    ),
    linear(
      'hGlass',
      [
        [0, '#5b7396'],
        [0.5, '#22324f'],
        [1, '#0f182b'],
      ],
      [0, 0, 0.4, 1],
    ),
    radial('hShadow', [
      [0, '#000', 0.5],
      [0.7, '#000', 0.2],
      [1, '#000', 0],
    ]),
    `<clipPath id="hSide"><path d="${onSide(sideTop, near)}"/></clipPath>`,
    `<clipPath id="hWell"><path d="${onSide('M0,0.16 L4.5,0.16 L4.5,1.2 L0,1.2 Z', near)}"/></clipPath>`,
  ].join('');
  const shadow = `<path d="${poly([
    [-0.25, -0.3, 0],
    [4.75, -0.3, 0],
    [4.75, W + 0.25, 0],
    [-0.25, W + 0.25, 0],
  ])}" fill="#000" opacity=".5" filter="url(#blur12)"/>`;
  const contact = [
    [0.88, 0],
    [3.46, 0],
    [3.46, W],
  ]
    .map(([x, y]) => {
      const [px, py] = project(x, y, 0);
      return `<ellipse cx="${px}" cy="${py}" rx="34" ry="7" fill="#000" opacity=".55" filter="url(#blur2)"/>`;
    })
    .join('');
  const svg = [
    shadow,
    contact,
    wheelAt(3.46, W, 1),
    `<path d="${bumper}" fill="url(#hFront)"/>`,
    `<path d="${upperNose}" fill="${lighten(paint, 0.12)}"/>`,
    // grille, intakes and splitter
    `<path d="M${P(4.48, 0.55, 0.4)} L${P(4.48, W - 0.55, 0.4)} L${P(4.47, W - 0.62, 0.25)} L${P(4.47, 0.62, 0.25)} Z" fill="#15181f"/>`,
    `<path d="M${P(4.48, 0.6, 0.35)} L${P(4.48, W - 0.6, 0.35)} M${P(4.47, 0.62, 0.3)} L${P(4.47, W - 0.62, 0.3)}" stroke="#3a3f48" stroke-width="1.5"/>`,
    `<path d="M${P(4.48, 0.16, 0.36)} L${P(4.48, 0.44, 0.36)} L${P(4.47, 0.44, 0.24)} L${P(4.47, 0.2, 0.24)} Z M${P(4.47, W - 0.16, 0.36)} L${P(4.47, W - 0.44, 0.36)} L${P(4.47, W - 0.44, 0.24)} L${P(4.46, W - 0.2, 0.24)} Z" fill="#15181f"/>`,
    `<path d="M${P(4.44, 0.12, 0.16)} L${P(4.43, W - 0.14, 0.16)} L${P(4.47, W - 0.2, 0.13)} L${P(4.49, 0.18, 0.13)} Z" fill="#15181f"/>`,
    `<path d="${headlight(0.1, 0.55)}" fill="url(#headlight)" stroke="#2a3142" stroke-width="1.2"/>`,
    `<path d="${headlight(W - 0.1, W - 0.55)}" fill="url(#headlight)" stroke="#2a3142" stroke-width="1.2"/>`,
    `<circle cx="${project(4.46, W / 2, 0.5)[0]}" cy="${project(4.46, W / 2, 0.5)[1]}" r="5" fill="${BRAND.navy}" stroke="#fff" stroke-width="1.2"/>`,
    `<path d="${hood}" fill="url(#hTop)"/>`,
    `<path d="M${project(3.1, 0.6, 0.94)} C${project(3.7, 0.62, 0.86)} ${project(4.1, 0.62, 0.78)} ${project(4.38, 0.62, 0.7)} M${project(3.1, W - 0.6, 0.94)} C${project(3.7, W - 0.62, 0.86)} ${project(4.1, W - 0.62, 0.78)} ${project(4.38, W - 0.62, 0.7)}" fill="none" stroke="${darken(paint, 0.15)}" stroke-width="1.5" opacity=".6"/>`,
    `<path d="${onSide(sideTop, near)}" fill="url(#hPaint)"/>`,
    `<g clip-path="url(#hSide)"><path d="${onSide('M0,0.16 L4.5,0.16 L4.5,0.4 L0,0.4 Z', near)}" fill="#000" opacity=".2"/></g>`,
    `<g clip-path="url(#hWell)">${arch(0.88)}${arch(3.46)}</g>`,
    `<path d="${onSide(greenhouse, tumble('near'))}" fill="${darken(paint, 0.08)}"/>`,
    `<path d="${roof}" fill="${lighten(paint, 0.25)}"/>`,
    ...windows.map(
      (w) =>
        `<path d="${onSide(w, tumble('near'))}" fill="url(#hGlass)" stroke="#0b1020" stroke-width="2.5" stroke-linejoin="round"/>`,
    ),
    `<path d="${windscreen}" fill="url(#hGlass)" stroke="#0b1020" stroke-width="3" stroke-linejoin="round"/>`,
    `<path d="${poly([
      [2.98, 0.5, 0.98],
      [2.98, 0.8, 0.98],
      [2.42, 0.9, 1.25],
      [2.42, 0.7, 1.25],
    ])}" fill="#fff" opacity=".18"/>`,
    `<path d="${onSide('M1.77,0.98 C1.8,0.7 1.72,0.5 1.6,0.36 M2.98,0.94 L2.96,0.55 C2.96,0.45 2.98,0.38 3.02,0.32', near)}" fill="none" stroke="${darken(paint, 0.5)}" stroke-width="1.5"/>`,
    `<path d="${onSide('M0.06,0.8 C1.3,0.9 2.8,0.88 4.32,0.68', near)}" fill="none" stroke="${lighten(paint, 0.6)}" stroke-width="2" opacity=".6"/>`,
    `<path d="${onSide('M1.0,0.16 L3.5,0.16 L3.5,0.22 L1.0,0.22 Z', near)}" fill="#15181f"/>`,
    `<path d="${onSide('M0.04,0.8 L0.5,0.9 L0.5,0.94 L0.05,0.86 Z', near)}" fill="url(#taillight)"/>`,
    `<path d="${onSide('M3.92,0.8 C4.14,0.77 4.34,0.7 4.44,0.62 L4.42,0.58 C4.3,0.64 4.12,0.7 3.9,0.74 Z', near)}" fill="url(#headlight)" stroke="#2a3142" stroke-width="1"/>`,
    `<path d="${onSide('M2.88,0.96 C2.88,1.06 2.94,1.1 3.08,1.1 L3.1,0.99 C3.02,0.95 2.95,0.95 2.88,0.96 Z', flat(-0.08))}" fill="${paint}" stroke="${darken(paint, 0.5)}" stroke-width="1"/>`,
    wheelAt(0.88, 0, -1),
    wheelAt(3.46, 0, -1),
  ].join('');
  return { svg, defs };
}

// ---------------------------------------------------------------------------
// Brand: glyph (a key with a turning arrow) and the monoline "Keyturn" wordmark
// ---------------------------------------------------------------------------

/** The key-turn glyph, drawn in a 40 x 40 box. */
function glyph(color = BRAND.amber) {
  const f = (n) => +n.toFixed(2);
  const [bx, by] = [15.5, 25.5]; // centre of the key's bow
  const along = [Math.SQRT1_2, -Math.SQRT1_2];
  const across = [Math.SQRT1_2, Math.SQRT1_2];
  const at = (t, k = 0) =>
    `${f(bx + along[0] * t + across[0] * k)} ${f(by + along[1] * t + across[1] * k)}`;
  const R = 12;
  const rad = (deg) => (deg * Math.PI) / 180;
  const onArc = (deg) => [f(bx + R * Math.cos(rad(deg))), f(by + R * Math.sin(rad(deg)))];
  const [a0, a1] = [168, 258];
  const end = onArc(a1);
  const tangent = [-Math.sin(rad(a1)), Math.cos(rad(a1))];
  const radial = [Math.cos(rad(a1)), Math.sin(rad(a1))];
  const tip = [f(end[0] + tangent[0] * 1.5), f(end[1] + tangent[1] * 1.5)];
  const wing = (s) =>
    `${f(tip[0] - tangent[0] * 4.4 + s * radial[0] * 3.4)} ${f(tip[1] - tangent[1] * 4.4 + s * radial[1] * 3.4)}`;
  return `<g fill="none" stroke="${color}" stroke-linecap="round" stroke-linejoin="round"><circle cx="${bx}" cy="${by}" r="6" stroke-width="4.2"/><path d="M${at(6)} L${at(23)} M${at(17.5)} L${at(17.5, 5)} M${at(23)} L${at(23, 4.5)}" stroke-width="4.2"/><path d="M${onArc(a0).join(' ')} A${R} ${R} 0 0 1 ${end.join(' ')}" stroke-width="3"/><path d="M${wing(1)} L${tip.join(' ')} L${wing(-1)}" stroke-width="3"/></g>`;
}

/** "Keyturn" as stroked paths (no font needed): cap height 24, x-height 17, baseline y = 32. */
function wordmark(x0, color) {
  const p = [];
  let x = x0;
  p.push(`M${x},8 V32 M${x + 13},8 L${x + 1.5},20.5 M${x + 5.5},16.5 L${x + 14},32`); // K
  x += 21.4;
  p.push(`M${x},23.5 H${x + 17} A8.5 8.5 0 1 0 ${x + 14.5},29.5`); // e
  x += 23.3;
  const yArm = (y) => +(x + 17 - 11 * ((y - 15) / 22.6)).toFixed(2);
  p.push(`M${x},15 L${yArm(31.6)},31.6 M${x + 17},15 L${x + 6},37.6`); // y
  x += 22.6;
  p.push(`M${x + 4},9 V27.5 Q${x + 4},32 ${x + 8.5},32 M${x},16 H${x + 9}`); // t
  x += 15.4;
  p.push(`M${x},15 V24.5 A7.5 7.5 0 0 0 ${x + 15},24.5 V15 M${x + 15},24 V32`); // u
  x += 21.4;
  p.push(`M${x},32 V15 M${x},23 C${x},18 ${x + 3.5},15 ${x + 9.5},15`); // r
  x += 15.1;
  p.push(`M${x},32 V15 M${x},23.5 A7.5 7.5 0 0 1 ${x + 15},23.5 V32`); // n
  x += 15;
  const d = p.join(' ').replace(/\d+\.\d{3,}/g, (n) => (+n).toFixed(2));
  return {
    svg: `<path d="${d}" fill="none" stroke="${color}" stroke-width="4.2" stroke-linecap="round" stroke-linejoin="round"/>`,
    right: x + 2.1,
  };
}

function logoSvg(textColor) {
  const text = wordmark(45, textColor);
  const w = Math.ceil(text.right + 1);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} 40" width="${w}" height="40" role="img" aria-label="Keyturn"><title>Keyturn</title>${glyph()}${text.svg}</svg>\n`;
}

function faviconSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><rect width="32" height="32" rx="7" fill="${BRAND.navy}"/><g transform="translate(16 16.4) scale(.74) translate(-19.5 -20.5)">${glyph()}</g></svg>\n`;
}

/** Brand mark for use inside scenes (signage, livery). */
function brandMark(x, y, height, textColor, glyphColor = BRAND.amber) {
  const k = height / 40;
  return `<g transform="translate(${x} ${y}) scale(${k})">${glyph(glyphColor)}${wordmark(45, textColor).svg}</g>`;
}

// ---------------------------------------------------------------------------
// Team portraits (400 x 400)
// ---------------------------------------------------------------------------

const FACE =
  'M200,112 C240,112 264,140 264,184 C264,214 256,238 242,254 C230,267 216,274 200,274 C184,274 170,267 158,254 C144,238 136,214 136,184 C136,140 160,112 200,112 Z';

function portrait(p) {
  const skinDark = darken(p.skin, 0.14);
  const skinLight = lighten(p.skin, 0.12);
  const eye = (x) =>
    `<ellipse cx="${x}" cy="194" rx="6" ry="7" fill="#2a1d17"/><circle cx="${x + 2}" cy="191.5" r="2" fill="#fff"/>`;
  const defs =
    radial(
      'pbg',
      [
        [0, lighten(p.bg, 0.45)],
        [1, p.bg],
      ],
      { cx: 0.5, cy: 0.4, r: 0.7 },
    ) +
    linear('cloth', [
      [0, lighten(p.clothes, 0.12)],
      [1, darken(p.clothes, 0.2)],
    ]) +
    radial(
      'skinG',
      [
        [0, skinLight],
        [1, p.skin],
      ],
      { cx: 0.45, cy: 0.4, r: 0.6 },
    ) +
    `<clipPath id="frame"><rect width="400" height="400"/></clipPath>`;
  const body = [
    `<rect width="400" height="400" fill="url(#pbg)"/>`,
    `<circle cx="200" cy="230" r="150" fill="#fff" opacity=".35"/>`,
    `<circle cx="338" cy="78" r="14" fill="${BRAND.amber}" opacity=".8"/>`,
    `<circle cx="60" cy="110" r="7" fill="${BRAND.navy}" opacity=".25"/>`,
    `<circle cx="352" cy="300" r="5" fill="${BRAND.navy}" opacity=".2"/>`,
    p.backHair ?? '',
    // neck and shoulders
    `<path d="M174,236 L174,300 C184,318 216,318 226,300 L226,236 Z" fill="${skinDark}"/>`,
    `<path d="M40,400 C44,342 86,314 150,302 C162,300 172,298 176,300 C186,318 214,318 224,300 C228,298 238,300 250,302 C314,314 356,342 360,400 Z" fill="url(#cloth)"/>`,
    p.outfit ?? '',
    // head
    `<ellipse cx="137" cy="196" rx="11" ry="18" fill="${p.skin}"/><ellipse cx="263" cy="196" rx="11" ry="18" fill="${p.skin}"/>`,
    `<ellipse cx="139" cy="197" rx="5" ry="9" fill="${skinDark}"/><ellipse cx="261" cy="197" rx="5" ry="9" fill="${skinDark}"/>`,
    `<path d="${FACE}" fill="url(#skinG)"/>`,
    `<g fill="#ff7a6a" opacity="${p.blush ?? 0.22}"><ellipse cx="168" cy="226" rx="13" ry="7"/><ellipse cx="232" cy="226" rx="13" ry="7"/></g>`,
    eye(176),
    eye(224),
    `<path d="M162,176 C170,169 182,168 190,172 M210,172 C218,168 230,169 238,176" fill="none" stroke="${p.brows}" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M201,200 C199,211 195,218 197,222 C200,225 205,225 208,222" fill="none" stroke="${skinDark}" stroke-width="3" stroke-linecap="round"/>`,
    p.frontHair ?? '',
    p.mouth,
    p.extras ?? '',
  ].join('');
  return svgDoc(400, 400, `<g clip-path="url(#frame)">${body}</g>`, defs);
}

const TEAM = {
  // Auburn shoulder-length hair, light skin, navy blazer.
  'team-1': () =>
    portrait({
      bg: '#bcd3ee',
      skin: '#f2c4a0',
      brows: '#7a3a22',
      clothes: BRAND.navy,
      backHair: `<path d="M128,190 C118,122 160,92 204,94 C252,96 286,130 278,196 C274,236 282,272 296,304 C266,318 238,306 226,292 L174,292 C162,306 134,318 104,304 C120,272 130,236 128,190 Z" fill="#8e4324"/>`,
      outfit: `<path d="M176,300 C186,318 214,318 224,300 L236,302 L200,372 L164,302 Z" fill="#f4f1ec"/><path d="M150,302 L176,300 L200,372 L178,400 L150,340 Z M250,302 L224,300 L200,372 L222,400 L250,340 Z" fill="${lighten(BRAND.navy, 0.12)}"/><circle cx="262" cy="346" r="6" fill="${BRAND.amber}"/>`,
      frontHair: `<path d="M134,198 C126,136 162,100 210,102 C252,104 274,138 266,198 C262,168 252,146 236,128 C220,154 184,170 140,178 C137,184 135,191 134,198 Z" fill="#9a4a2a"/><path d="M236,128 C246,142 256,160 262,186" fill="none" stroke="#b9643c" stroke-width="3" stroke-linecap="round"/><path d="M206,108 C190,130 168,148 146,160" fill="none" stroke="#b9643c" stroke-width="3" stroke-linecap="round"/>`,
      mouth: `<path d="M182,238 C192,252 208,252 218,238 C206,242 194,242 182,238 Z" fill="#b5474b"/><path d="M185,239.5 C195,243 205,243 215,239.5 L213,242.5 C204,245 196,245 187,242.5 Z" fill="#fff"/>`,
      extras: `<circle cx="135" cy="222" r="4" fill="${BRAND.amber}"/><circle cx="265" cy="222" r="4" fill="${BRAND.amber}"/>`,
    }),

  // Short curly hair with a beard, deep brown skin, mustard sweater over a shirt.
  'team-2': () => {
    const hair = '#1c1411';
    const curls = [];
    for (let i = 0; i <= 14; i++) {
      const a = Math.PI + (Math.PI * i) / 14;
      curls.push(
        `<circle cx="${r1(200 + Math.cos(a) * 62)}" cy="${r1(168 + Math.sin(a) * 58)}" r="13" fill="${hair}"/>`,
      );
    }
    return portrait({
      bg: '#f6cdb0',
      skin: '#7b4a2f',
      blush: 0.1,
      brows: hair,
      clothes: '#d9a23a',
      outfit: `<path d="M168,302 L176,298 L200,330 L186,344 Z M232,302 L224,298 L200,330 L214,344 Z" fill="#ffffff"/><path d="M150,302 C170,296 176,300 184,312 C190,322 210,322 216,312 C224,300 230,296 250,302" fill="none" stroke="${darken('#d9a23a', 0.25)}" stroke-width="6"/><path d="M120,400 L126,360 M280,400 L274,360" stroke="${darken('#d9a23a', 0.2)}" stroke-width="3"/>`,
      frontHair: `<path d="M140,176 C136,128 166,108 200,108 C234,108 264,128 260,176 C250,150 232,140 200,140 C168,140 150,150 140,176 Z" fill="${hair}"/>${curls.join('')}<path d="M138,196 C140,244 164,280 200,282 C236,280 260,244 262,196 C258,228 246,246 232,250 C220,240 180,240 168,250 C154,246 142,228 138,196 Z" fill="${hair}"/><path d="M178,236 C188,230 212,230 222,236 C212,234 188,234 178,236 Z" fill="${hair}" stroke="${hair}" stroke-width="5" stroke-linejoin="round"/>`,
      mouth: `<path d="M184,242 C193,254 207,254 216,242 C205,245 195,245 184,242 Z" fill="#5a1f1c"/><path d="M187,243.2 C196,246 204,246 213,243.2 L211,246 C204,248 196,248 189,246 Z" fill="#fff"/>`,
    });
  },

  // Black hair in a high bun, round glasses, tan skin, teal top.
  'team-3': () =>
    portrait({
      bg: '#c9e8df',
      skin: '#d9a074',
      mouth: `<path d="M181,238 C191,253 209,253 219,238 C206,242 194,242 181,238 Z" fill="#8a3430"/><path d="M184.5,239.5 C195,243 205,243 215.5,239.5 L213.5,242.8 C204,245.2 196,245.2 186.5,242.8 Z" fill="#fff"/>`,
      brows: '#1f1714',
      clothes: '#1f8f84',
      backHair: `<circle cx="200" cy="92" r="30" fill="#241a16"/><path d="M176,92 C186,80 214,80 224,92" fill="none" stroke="#3a2a23" stroke-width="3"/>`,
      outfit: `<path d="M176,300 C186,318 214,318 224,300" fill="none" stroke="${lighten('#1f8f84', 0.25)}" stroke-width="5"/><path d="M170,304 C182,336 218,336 230,304" fill="none" stroke="${BRAND.amber}" stroke-width="2.5"/><circle cx="200" cy="328" r="5" fill="${BRAND.amber}"/>`,
      frontHair: `<path d="M134,200 C126,134 162,104 200,104 C238,104 274,134 266,200 C262,166 246,138 200,134 C154,138 138,166 134,200 Z" fill="#241a16"/><path d="M160,124 C176,114 196,112 214,116" fill="none" stroke="#3d2c24" stroke-width="3" stroke-linecap="round"/>`,
      extras: `<g fill="none" stroke="#2b2b33" stroke-width="3.5"><circle cx="176" cy="194" r="19"/><circle cx="224" cy="194" r="19"/><path d="M195,192 C198,188 202,188 205,192 M157,190 L140,186 M243,190 L260,186"/></g><circle cx="176" cy="194" r="17" fill="#fff" opacity=".12"/><circle cx="224" cy="194" r="17" fill="#fff" opacity=".12"/><circle cx="136" cy="220" r="3.5" fill="${BRAND.amber}"/><circle cx="264" cy="220" r="3.5" fill="${BRAND.amber}"/>`,
    }),
};

// ---------------------------------------------------------------------------
// Wide scenes: hero slides (1600 x 700) and the about image (900 x 600)
// ---------------------------------------------------------------------------

/** A side-view vehicle placed at (x, ground) with a scale, optionally facing left. */
function placeVehicle(name, { x, ground, scale, flip = false }) {
  const v = vehicle(name.replace(/\W/g, ''), VEHICLES[name]);
  const f = flip ? -1 : 1;
  return {
    svg: `<g transform="translate(${r1(x - 400 * scale * f)} ${r1(ground - GY * scale)}) scale(${scale * f} ${scale})">${v.svg}</g>`,
    defs: v.defs,
  };
}

/** Navy veil on the left third so overlaid headline text stays readable. */
function textVeil(w, h) {
  return {
    defs: linear(
      'veil',
      [
        [0, BRAND.navy, 0.78],
        [0.3, BRAND.navy, 0.45],
        [0.55, BRAND.navy, 0],
      ],
      [0, 0, 1, 0],
    ),
    svg: `<rect width="${w}" height="${h}" fill="url(#veil)"/>`,
  };
}

function streetLamp(x, ground, h) {
  return `<rect x="${x - 2}" y="${ground - h}" width="4" height="${h}" fill="#12132a"/><path d="M${x},${ground - h} q0,-10 16,-10 l10,0" fill="none" stroke="#12132a" stroke-width="4"/><rect x="${x + 18}" y="${ground - h - 12}" width="16" height="5" rx="2" fill="#ffe2a8"/><ellipse cx="${x + 26}" cy="${ground - h + 10}" rx="60" ry="60" fill="url(#lampGlow)"/>`;
}

function slideCity() {
  const W = 1600;
  const H = 700;
  const ground = 628;
  const s = sky(
    'citySky',
    [
      [0, '#0c1836'],
      [0.35, '#2b2d66'],
      [0.62, '#8a4f86'],
      [0.8, '#e07f6a'],
      [0.92, '#f7b26a'],
    ],
    W,
    H,
  );
  const rand = rng(404);
  let stars = '';
  for (let i = 0; i < 70; i++) {
    stars += `<circle cx="${r1(rand() * W)}" cy="${r1(rand() * 230)}" r="${r1(0.6 + rand() * 1.2)}" fill="#fff" opacity="${r1(0.3 + rand() * 0.6)}"/>`;
  }
  const car = placeVehicle('sport-coupe', { x: 1180, ground, scale: 1.22 });
  const veil = textVeil(W, H);
  const defs = [
    s.defs,
    car.defs,
    veil.defs,
    radial('lampGlow', [
      [0, '#ffd99a', 0.55],
      [1, '#ffd99a', 0],
    ]),
    radial('sunset', [
      [0, '#ffd59a', 0.9],
      [1, '#ffb070', 0],
    ]),
    linear('cityRoad', [
      [0, '#2a2944'],
      [1, '#141427'],
    ]),
    linear(
      'trail',
      [
        [0, '#f5a524', 0],
        [1, '#f5a524', 0.8],
      ],
      [0, 0, 1, 0],
    ),
  ].join('');
  const lamps = [760, 1060, 1360].map((x) => streetLamp(x, 560, 150)).join('');
  const svg = [
    s.svg,
    stars,
    `<ellipse cx="980" cy="560" rx="520" ry="170" fill="url(#sunset)"/>`,
    skyline(501, {
      base: 560,
      minH: 120,
      maxH: 330,
      color: '#3a3570',
      lit: 0.12,
      winOpacity: 0,
      w: W,
      minW: 60,
      maxW: 130,
    }),
    skyline(502, {
      base: 560,
      minH: 60,
      maxH: 200,
      color: '#221f48',
      lit: 0.25,
      winOpacity: 0,
      w: W,
      minW: 50,
      maxW: 110,
    }),
    `<rect y="548" width="${W}" height="20" fill="#1a1936"/>`,
    lamps,
    `<rect y="566" width="${W}" height="${H - 566}" fill="url(#cityRoad)"/>`,
    `<rect y="566" width="${W}" height="3" fill="#ffcf8a" opacity=".35"/>`,
    Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="${i * 150 - 30}" y="668" width="90" height="6" rx="3" fill="#f3f4f6" opacity=".55"/>`,
    ).join(''),
    `<rect x="560" y="596" width="340" height="3" rx="1.5" fill="url(#trail)" opacity=".7"/><rect x="620" y="606" width="260" height="2" rx="1" fill="url(#trail)" opacity=".5"/>`,
    car.svg,
    veil.svg,
  ].join('');
  return svgDoc(W, H, svg, defs);
}

function slideCoast() {
  const W = 1600;
  const H = 700;
  const ground = 640;
  const s = sky(
    'coastSky',
    [
      [0, '#4f9fd6'],
      [0.5, '#a9d3ee'],
      [0.72, '#fbe2bd'],
    ],
    W,
    H,
  );
  const car = placeVehicle('roadster', { x: 1200, ground, scale: 1.22 });
  const veil = textVeil(W, H);
  const rand = rng(77);
  let glints = '';
  for (let i = 0; i < 90; i++) {
    glints += `<rect x="${r1(rand() * W)}" y="${r1(468 + rand() * 80)}" width="${r1(10 + rand() * 30)}" height="1.6" fill="#fff" opacity="${r1(0.25 + rand() * 0.4)}"/>`;
  }
  const defs = [
    s.defs,
    car.defs,
    veil.defs,
    linear('bay', [
      [0, '#4f95c4'],
      [1, '#245f8c'],
    ]),
    radial('sunGlow', [
      [0, '#fff4dc', 1],
      [0.25, '#ffe6b8', 0.8],
      [1, '#ffe6b8', 0],
    ]),
    linear('coastRoad', [
      [0, '#545c6b'],
      [1, '#2e333d'],
    ]),
  ].join('');
  const posts = Array.from(
    { length: 34 },
    (_, i) => `<rect x="${i * 50 + 10}" y="584" width="6" height="22" fill="#7b8594"/>`,
  ).join('');
  const svg = [
    s.svg,
    `<circle cx="820" cy="430" r="170" fill="url(#sunGlow)"/>`,
    `<ellipse cx="330" cy="140" rx="120" ry="20" fill="#fff" opacity=".55"/><ellipse cx="390" cy="128" rx="70" ry="22" fill="#fff" opacity=".55"/>`,
    `<ellipse cx="1300" cy="110" rx="110" ry="16" fill="#fff" opacity=".45"/>`,
    ridge(601, { y: 450, amp: 80, step: 170, w: W, h: H, fill: '#9fb7c9' }),
    ridge(602, { y: 468, amp: 40, step: 120, w: W, h: H, fill: '#86a3b7' }),
    `<rect y="462" width="${W}" height="130" fill="url(#bay)"/>`,
    glints,
    bridge({ x1: 520, x2: 1460, deckY: 452, towerH: 150, color: '#c4492e', towers: [0.24, 0.76] }),
    `<rect x="520" y="455" width="940" height="5" fill="#8f3522" opacity=".6"/>`,
    // headlands anchoring both ends of the bridge
    `<path d="M300,470 C380,468 440,446 500,444 L540,446 L540,470 Z" fill="#6f8f7e"/>`,
    `<path d="M1440,446 L1490,440 C1540,430 1580,424 1600,426 L1600,470 L1440,470 Z" fill="#6f8f7e"/>`,
    `<path d="M300,470 L1600,470 L1600,474 L300,474 Z" fill="#2f6f99" opacity=".5"/>`,
    ridge(603, { y: 585, amp: 24, step: 140, w: W, h: H, fill: '#c9b48a' }),
    `<rect y="578" width="${W}" height="6" fill="#aab3bf"/>`,
    posts,
    `<rect y="584" width="${W}" height="7" fill="#c5ccd5"/>`,
    `<rect y="606" width="${W}" height="${H - 606}" fill="url(#coastRoad)"/>`,
    `<rect y="606" width="${W}" height="3" fill="#fff" opacity=".25"/>`,
    Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="${i * 150 - 30}" y="676" width="90" height="6" rx="3" fill="#f3e3b0" opacity=".8"/>`,
    ).join(''),
    car.svg,
    veil.svg,
  ].join('');
  return svgDoc(W, H, svg, defs);
}

function aboutScene() {
  const W = 900;
  const H = 600;
  const ground = 560;
  const s = sky(
    'aboutSky',
    [
      [0, '#9fcdf0'],
      [1, '#eaf4fb'],
    ],
    W,
    H,
  );
  const cars = [
    placeVehicle('hybrid-crossover', { x: 168, ground, scale: 0.42 }),
    placeVehicle('city-hatch', { x: 452, ground: ground + 4, scale: 0.4, flip: true }),
    placeVehicle('electric-compact', { x: 734, ground, scale: 0.38 }),
  ];
  const rand = rng(909);
  let trees = '';
  for (let x = 10; x < W; x += 50 + rand() * 40) {
    trees += roundTree(x, 462, 90 + rand() * 50, rand() < 0.5 ? '#6fae7a' : '#5c9a68', '#5a4634');
  }
  const glassPanes = [];
  for (let i = 0; i < 5; i++) {
    const x = 150 + i * 122;
    if (i === 2) continue;
    glassPanes.push(`<rect x="${x}" y="262" width="110" height="190" fill="url(#glass)"/>`);
    glassPanes.push(`<path d="M${x + 18},262 l34,0 l-50,190 l-2,0 Z" fill="#fff" opacity=".12"/>`);
  }
  const defs = [
    s.defs,
    ...cars.map((c) => c.defs),
    linear('lot', [
      [0, '#b9c0ca'],
      [1, '#9aa3af'],
    ]),
    linear('facade', [
      [0, '#f7f8fa'],
      [1, '#dfe4ea'],
    ]),
  ].join('');
  const bays = [20, 310, 590, 880]
    .map(
      (x) =>
        `<path d="M${x},${ground - 48} L${x - 24},${H}" stroke="#fff" stroke-width="5" opacity=".85"/>`,
    )
    .join('');
  const svg = [
    s.svg,
    `<ellipse cx="160" cy="90" rx="80" ry="16" fill="#fff" opacity=".8"/><ellipse cx="700" cy="70" rx="90" ry="14" fill="#fff" opacity=".7"/>`,
    trees,
    `<rect x="120" y="170" width="660" height="300" fill="url(#facade)"/>`,
    `<rect x="108" y="160" width="684" height="78" rx="6" fill="${BRAND.navy}"/>`,
    brandMark(345, 176, 46, '#ffffff'),
    `<rect x="108" y="238" width="684" height="10" fill="${BRAND.amber}"/>`,
    glassPanes.join(''),
    // entrance with open door and a key sign
    `<rect x="394" y="262" width="112" height="208" fill="#24344f"/>`,
    `<rect x="400" y="268" width="48" height="202" fill="url(#glass)"/><rect x="452" y="268" width="48" height="202" fill="url(#glass)"/>`,
    `<rect x="442" y="350" width="3" height="30" rx="1.5" fill="#cfd5dd"/><rect x="455" y="350" width="3" height="30" rx="1.5" fill="#cfd5dd"/>`,
    `<circle cx="450" cy="300" r="22" fill="${BRAND.amber}"/><g transform="translate(432 282) scale(.9)">${glyph(BRAND.navy)}</g>`,
    `<rect x="120" y="452" width="660" height="18" fill="#c6ccd4"/>`,
    `<rect y="470" width="${W}" height="${H - 470}" fill="url(#lot)"/>`,
    `<rect y="470" width="${W}" height="8" fill="#d7dce2"/>`,
    bays,
    ...cars.map((c) => c.svg),
  ].join('');
  return svgDoc(W, H, svg, defs);
}

// ---------------------------------------------------------------------------
// Asset list and rendering
// ---------------------------------------------------------------------------

const VEHICLE_SCENES = {
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

function assets() {
  const list = [];
  for (const [name, [bg, opts]] of Object.entries(VEHICLE_SCENES)) {
    list.push({
      file: path.join(VEHICLE_DIR, `${name}.jpg`),
      width: 800,
      height: 500,
      svg: () => vehicleScene(name, bg, opts),
    });
  }
  for (const [name, build] of Object.entries(TEAM)) {
    list.push({ file: path.join(WEB_DIR, `${name}.jpg`), width: 400, height: 400, svg: build });
  }
  list.push(
    // The hero slides in WebP, full size and half size for phones (srcset): the first one is
    // the home page's largest paint.
    { file: path.join(WEB_DIR, 'slide-city.webp'), width: 1600, height: 700, svg: slideCity },
    {
      file: path.join(WEB_DIR, 'slide-city-800.webp'),
      width: 1600,
      height: 700,
      outputWidth: 800,
      svg: slideCity,
    },
    { file: path.join(WEB_DIR, 'slide-coast.webp'), width: 1600, height: 700, svg: slideCoast },
    {
      file: path.join(WEB_DIR, 'slide-coast-800.webp'),
      width: 1600,
      height: 700,
      outputWidth: 800,
      svg: slideCoast,
    },
    { file: path.join(WEB_DIR, 'about.jpg'), width: 900, height: 600, svg: aboutScene },
    { file: path.join(WEB_DIR, 'logo.svg'), svg: () => logoSvg(BRAND.navy) },
    { file: path.join(WEB_DIR, 'logo-light.svg'), svg: () => logoSvg(BRAND.white) },
    { file: path.join(WEB_DIR, 'favicon.svg'), svg: faviconSvg },
    {
      file: path.join(WEB_DIR, 'offers-car.webp'),
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

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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

async function main() {
  const filter = process.argv[2];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    for (const asset of assets()) {
      if (filter && !asset.file.includes(filter)) continue;
      await mkdir(path.dirname(asset.file), { recursive: true });
      const svg = asset.svg();
      if (asset.file.endsWith('.svg')) {
        await writeFile(asset.file, svg);
      } else {
        await page.setViewportSize({ width: asset.width, height: asset.height });
        await page.setContent(
          `<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`,
        );
        if (asset.file.endsWith('.webp')) {
          await writeFile(asset.file, await webpOf(page, asset));
        } else {
          const png = asset.file.endsWith('.png');
          await page.screenshot({
            path: asset.file,
            type: png ? 'png' : 'jpeg',
            quality: png ? undefined : (asset.quality ?? 80),
            omitBackground: png,
          });
        }
      }
      const { size } = await stat(asset.file);
      console.info(`${path.relative(ROOT, asset.file)}  ${(size / 1024).toFixed(1)} kB`);
    }
  } finally {
    await browser.close();
  }
  if (!filter || 'favicon.svg'.includes(filter)) {
    await mkdir(PUBLIC_DIR, { recursive: true });
    await copyFile(path.join(WEB_DIR, 'favicon.svg'), path.join(PUBLIC_DIR, 'favicon.svg'));
    console.info('apps/web/public/favicon.svg  (copy of the favicon)');
  }
}

await main();
