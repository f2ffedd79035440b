import { linear, r1, radial, rng } from './svg.mjs';
import { GY } from './vehicle.mjs';

/** A smooth ridge line through random points, closed to the bottom of the canvas. */
export function ridge(seed, { y, amp, step, w = 800, h = 500, fill, opacity = 1 }) {
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

export function sky(id, list, w = 800, h = 500) {
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
export function skyline(
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

export function roundTree(x, y, h, color, trunk) {
  return `<rect x="${x - 2}" y="${y - h * 0.4}" width="4" height="${h * 0.4}" fill="${trunk}"/><ellipse cx="${x}" cy="${r1(y - h * 0.62)}" rx="${r1(h * 0.3)}" ry="${r1(h * 0.38)}" fill="${color}"/>`;
}

/** Suspension bridge silhouette (towers, deck, main cable, hangers). */
export function bridge({ x1, x2, deckY, towerH, color, towers = [0.25, 0.75] }) {
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

/** An outdoor background: a sky of gradient `stops` behind `layers` (the nearest last). */
function outdoors(stops, layers, defs = '') {
  const s = sky('sky', stops);
  return { defs: defs + s.defs, svg: [s.svg, ...layers].join('') };
}

export const BACKGROUNDS = {
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

  cityDay: () =>
    outdoors(
      [
        [0, '#9fd0f5'],
        [1, '#e6f3fb'],
      ],
      [
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
      ],
    ),

  hills: () => {
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
    return outdoors(
      [
        [0, '#8ec5ea'],
        [0.7, '#e9f4f7'],
        [1, '#fdf3dc'],
      ],
      [
        ridge(3, { y: 300, amp: 70, step: 120, fill: '#b8d6cf' }),
        ridge(4, { y: 340, amp: 50, step: 90, fill: '#8fc09a' }),
        ridge(5, { y: 372, amp: 24, step: 110, fill: '#74ad7c' }),
        trees,
        road(GY),
      ],
    );
  },

  mountains: () => {
    let trees = '';
    const rand = rng(31);
    for (let x = 0; x < 800; x += 12 + rand() * 16) {
      trees += pine(x, 378, 26 + rand() * 30, '#2f5747');
    }
    return outdoors(
      [
        [0, '#f7c9a9'],
        [0.5, '#fbe3cd'],
        [1, '#fff6ea'],
      ],
      [
        `<circle cx="560" cy="150" r="46" fill="#fff1dc"/>`,
        ridge(7, { y: 240, amp: 120, step: 90, fill: '#c9b6c8', opacity: 0.9 }),
        ridge(8, { y: 300, amp: 90, step: 70, fill: '#8ba0a6' }),
        ridge(9, { y: 350, amp: 40, step: 60, fill: '#5b7f72' }),
        trees,
        road(GY),
      ],
    );
  },

  dusk: () =>
    outdoors(
      [
        [0, '#1b2550'],
        [0.55, '#6a4a8c'],
        [0.85, '#e98a6b'],
        [1, '#ffc47a'],
      ],
      [
        `<circle cx="250" cy="330" r="60" fill="#ffd79a" opacity=".8"/>`,
        skyline(41, { base: 378, minH: 60, maxH: 190, color: '#2e2a55', lit: 0.18, winOpacity: 0 }),
        skyline(42, { base: 378, minH: 30, maxH: 110, color: '#1c1a3a', lit: 0.22, winOpacity: 0 }),
        road(GY, { color: '#24243a' }),
      ],
    ),

  coast: () => {
    let glints = '';
    const rand = rng(51);
    for (let i = 0; i < 40; i++) {
      glints += `<rect x="${r1(rand() * 800)}" y="${r1(300 + rand() * 60)}" width="${r1(8 + rand() * 20)}" height="1.5" fill="#fff" opacity=".5"/>`;
    }
    const sea = linear('sea', [
      [0, '#3a95c9'],
      [1, '#1e6fa0'],
    ]);
    return outdoors(
      [
        [0, '#5fb4e8'],
        [0.7, '#bfe3f6'],
        [1, '#fff0d6'],
      ],
      [
        `<circle cx="150" cy="120" r="40" fill="#fff8e5"/>`,
        ridge(52, { y: 290, amp: 60, step: 110, fill: '#8fb4c6' }),
        `<rect y="298" width="800" height="100" fill="url(#sea)"/>`,
        glints,
        ridge(53, { y: 372, amp: 30, step: 70, fill: '#d7c08e' }),
        `<rect y="366" width="800" height="12" fill="#b9c2cc"/>`,
        road(GY),
      ],
      sea,
    );
  },

  desert: () =>
    outdoors(
      [
        [0, '#f39c5a'],
        [0.6, '#fbc98d'],
        [1, '#fde6c4'],
      ],
      [
        `<circle cx="600" cy="210" r="70" fill="#fff0c9" opacity=".9"/>`,
        `<path d="M0,330 L40,330 L60,250 L150,250 L170,330 L400,330 L410,290 L470,290 L480,330 L800,330 L800,500 L0,500 Z" fill="#c9754a"/>`,
        ridge(61, { y: 350, amp: 30, step: 160, fill: '#e0a66d' }),
        ridge(62, { y: 380, amp: 20, step: 200, fill: '#e9b77e' }),
        `<rect y="380" width="800" height="120" fill="#dca26c"/>`,
        `<path d="M0,${GY + 4} Q400,${GY - 10} 800,${GY + 4} L800,500 L0,500 Z" fill="#c98d59"/>`,
      ],
    ),

  industrial: () =>
    outdoors(
      [
        [0, '#b9cde0'],
        [1, '#eef3f7'],
      ],
      [
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
      ],
    ),

  fields: () =>
    outdoors(
      [
        [0, '#6fb0e0'],
        [1, '#f7ecd0'],
      ],
      [
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
      ],
    ),
};
