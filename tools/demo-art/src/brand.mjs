import { BRAND } from './svg.mjs';

/** The key-turn glyph, drawn in a 40 x 40 box. */
export function glyph(color = BRAND.amber) {
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

export function logoSvg(textColor) {
  const text = wordmark(45, textColor);
  const w = Math.ceil(text.right + 1);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} 40" width="${w}" height="40" role="img" aria-label="Keyturn"><title>Keyturn</title>${glyph()}${text.svg}</svg>\n`;
}

export function faviconSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><rect width="32" height="32" rx="7" fill="${BRAND.navy}"/><g transform="translate(16 16.4) scale(.74) translate(-19.5 -20.5)">${glyph()}</g></svg>\n`;
}

/** Brand mark for use inside scenes (signage, livery). */
export function brandMark(x, y, height, textColor, glyphColor = BRAND.amber) {
  const k = height / 40;
  return `<g transform="translate(${x} ${y}) scale(${k})">${glyph(glyphColor)}${wordmark(45, textColor).svg}</g>`;
}
