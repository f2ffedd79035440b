import { bridge, ridge, roundTree, sky, skyline } from './backgrounds.mjs';
import { brandMark, glyph } from './brand.mjs';
import { BRAND, linear, r1, radial, rng, svgDoc } from './svg.mjs';
import { GY } from './vehicle.mjs';
import { sideView } from './vehicles.mjs';

/** A side-view vehicle placed at (x, ground) with a scale, optionally facing left. */
function placeVehicle(name, { x, ground, scale, flip = false }) {
  const v = sideView(name);
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

/** The road's centre line: dashes across the whole width at height `y`. */
function laneDashes(y, fill, opacity) {
  return Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="${i * 150 - 30}" y="${y}" width="90" height="6" rx="3" fill="${fill}" opacity="${opacity}"/>`,
  ).join('');
}

/** The hero slides' size: the home page shows them full width, 1600 x 700. */
const W = 1600;
const H = 700;

/**
 * A home page hero slide: its sky (a gradient of `skyStops`), the scenery in between, then the
 * car in front and over it all the veil that keeps the headline readable.
 */
function heroSlide({ skyId, skyStops, car, defs, scenery }) {
  const s = sky(skyId, skyStops, W, H);
  const veil = textVeil(W, H);
  return svgDoc(
    W,
    H,
    [s.svg, ...scenery, car.svg, veil.svg].join(''),
    [s.defs, car.defs, veil.defs, ...defs].join(''),
  );
}

export function slideCity() {
  const ground = 628;
  const rand = rng(404);
  let stars = '';
  for (let i = 0; i < 70; i++) {
    stars += `<circle cx="${r1(rand() * W)}" cy="${r1(rand() * 230)}" r="${r1(0.6 + rand() * 1.2)}" fill="#fff" opacity="${r1(0.3 + rand() * 0.6)}"/>`;
  }
  const car = placeVehicle('sport-coupe', { x: 1180, ground, scale: 1.22 });
  const defs = [
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
  ];
  const lamps = [760, 1060, 1360].map((x) => streetLamp(x, 560, 150)).join('');
  const scenery = [
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
    laneDashes(668, '#f3f4f6', '.55'),
    `<rect x="560" y="596" width="340" height="3" rx="1.5" fill="url(#trail)" opacity=".7"/><rect x="620" y="606" width="260" height="2" rx="1" fill="url(#trail)" opacity=".5"/>`,
  ];
  return heroSlide({
    skyId: 'citySky',
    skyStops: [
      [0, '#0c1836'],
      [0.35, '#2b2d66'],
      [0.62, '#8a4f86'],
      [0.8, '#e07f6a'],
      [0.92, '#f7b26a'],
    ],
    car,
    defs,
    scenery,
  });
}

export function slideCoast() {
  const ground = 640;
  const car = placeVehicle('roadster', { x: 1200, ground, scale: 1.22 });
  const rand = rng(77);
  let glints = '';
  for (let i = 0; i < 90; i++) {
    glints += `<rect x="${r1(rand() * W)}" y="${r1(468 + rand() * 80)}" width="${r1(10 + rand() * 30)}" height="1.6" fill="#fff" opacity="${r1(0.25 + rand() * 0.4)}"/>`;
  }
  const defs = [
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
  ];
  const posts = Array.from(
    { length: 34 },
    (_, i) => `<rect x="${i * 50 + 10}" y="584" width="6" height="22" fill="#7b8594"/>`,
  ).join('');
  const scenery = [
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
    laneDashes(676, '#f3e3b0', '.8'),
  ];
  return heroSlide({
    skyId: 'coastSky',
    skyStops: [
      [0, '#4f9fd6'],
      [0.5, '#a9d3ee'],
      [0.72, '#fbe2bd'],
    ],
    car,
    defs,
    scenery,
  });
}

export function aboutScene() {
  const width = 900;
  const height = 600;
  const ground = 560;
  const s = sky(
    'aboutSky',
    [
      [0, '#9fcdf0'],
      [1, '#eaf4fb'],
    ],
    width,
    height,
  );
  const cars = [
    placeVehicle('hybrid-crossover', { x: 168, ground, scale: 0.42 }),
    placeVehicle('city-hatch', { x: 452, ground: ground + 4, scale: 0.4, flip: true }),
    placeVehicle('electric-compact', { x: 734, ground, scale: 0.38 }),
  ];
  const rand = rng(909);
  let trees = '';
  for (let x = 10; x < width; x += 50 + rand() * 40) {
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
        `<path d="M${x},${ground - 48} L${x - 24},${height}" stroke="#fff" stroke-width="5" opacity=".85"/>`,
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
    `<rect y="470" width="${width}" height="${height - 470}" fill="url(#lot)"/>`,
    `<rect y="470" width="${width}" height="8" fill="#d7dce2"/>`,
    bays,
    ...cars.map((c) => c.svg),
  ].join('');
  return svgDoc(width, height, svg, defs);
}
