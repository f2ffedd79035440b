import { BRAND, darken, lighten, linear, r1 } from './svg.mjs';

export const GY = 410;

/** `count` dots of radius `dotR`, evenly spaced at `at` times the rim's radius. */
function dotRing(cx, cy, count, rimR, at, dotR, fill) {
  let dots = '';
  for (let i = 0; i < count; i++) {
    const a = (Math.PI * 2 * i) / count;
    dots += `<circle cx="${r1(cx + Math.cos(a) * rimR * at)}" cy="${r1(cy + Math.sin(a) * rimR * at)}" r="${dotR}" fill="${fill}"/>`;
  }
  return dots;
}

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
      out.push(dotRing(cx, cy, 6, rimR, 0.58, r1(rimR * 0.11), '#3a3f47'));
      out.push(`<circle cx="${cx}" cy="${cy}" r="${r1(rimR * 0.34)}" fill="url(#rim)"/>`);
      break;
    }
    case 'offroad': {
      out.push(`<circle cx="${cx}" cy="${cy}" r="${r1(rimR)}" fill="url(#rimDark)"/>`);
      out.push(`<circle cx="${cx}" cy="${cy}" r="${r1(rimR * 0.82)}" fill="#3c4149"/>`);
      out.push(dotRing(cx, cy, 8, rimR, 0.58, r1(rimR * 0.13), '#1d2026'));
      out.push(dotRing(cx, cy, 12, rimR, 0.91, 1.6, '#c5cad1'));
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
export const seam = (u, d) =>
  `<path d="${u.P(d)}" fill="none" stroke="${darken(u.paint, 0.5)}" stroke-width="1.6" stroke-linecap="round" opacity=".8"/>` +
  `<path d="${u.P(d)}" fill="none" stroke="${lighten(u.paint, 0.45)}" stroke-width="1" stroke-linecap="round" opacity=".35" transform="translate(1.3 0)"/>`;
export const crease = (u, d) =>
  `<path d="${u.P(d)}" fill="none" stroke="${lighten(u.paint, 0.6)}" stroke-width="2" stroke-linecap="round" opacity=".55"/>` +
  `<path d="${u.P(d)}" fill="none" stroke="${darken(u.paint, 0.35)}" stroke-width="1.5" stroke-linecap="round" opacity=".4" transform="translate(0 3)"/>`;
export const handle = (u, x, y, w = 0.2) =>
  `<rect x="${u.X(x)}" y="${u.Y(y)}" width="${r1(w * u.S)}" height="5" rx="2.5" fill="${darken(u.paint, 0.4)}"/>` +
  `<rect x="${r1(u.X(x) + 1)}" y="${u.Y(y)}" width="${r1(w * u.S - 2)}" height="2" rx="1" fill="${lighten(u.paint, 0.55)}" opacity=".7"/>`;
export const box = (u, x, y, w, h, fill, rx = 2) =>
  `<rect x="${u.X(x)}" y="${u.Y(y + h)}" width="${r1(w * u.S)}" height="${r1(h * u.S)}" rx="${rx}" fill="${fill}"/>`;
export const shape = (u, d, fill, extra = '') => `<path d="${u.P(d)}" fill="${fill}" ${extra}/>`;
export const headlight = (u, d) =>
  `<path d="${u.P(d)}" fill="url(#headlight)" stroke="#2a3142" stroke-width="1.2" stroke-linejoin="round"/>`;
export const taillight = (u, d) =>
  `<path d="${u.P(d)}" fill="url(#taillight)" stroke="#4a0a10" stroke-width="1" stroke-linejoin="round"/>`;
export const mirror = (u, x, y, big = false) => {
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
export function vehicle(id, spec) {
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
