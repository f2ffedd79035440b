import { BRAND, darken, lighten, linear, r1, radial, svgDoc } from './svg.mjs';

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

export const TEAM = {
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
