import { BRAND, darken, lighten, linear, r1, radial } from './svg.mjs';

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

export function heroCar() {
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
