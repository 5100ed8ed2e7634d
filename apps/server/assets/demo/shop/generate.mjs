// Draws the demo shop's product pictures (shop.seed.ts) as flat vector illustrations on the
// site's dark green and gold, and renders each to an 800x800 JPEG (quality 75) with sharp, which
// renders SVG input. The JPEGs beside this script are its committed output; rerun it only to
// change them:  node apps/server/assets/demo/shop/generate.mjs
// Any scatter (pompom fibres, sea hatching) comes from a seeded generator, so the output repeats.
import sharp from 'sharp';

const SIZE = 800;
const C = {
  night: '#0b1410',
  forest: '#1f4a35',
  forestLight: '#2f6b4c',
  forestDark: '#12301f',
  gold: '#d4a44c',
  goldLight: '#f0d48c',
  goldDark: '#9a6f24',
  parchment: '#efe6d2',
  ember: '#c2543c',
  emberDark: '#8e3322',
  moss: '#4fae82',
};

/** mulberry32: a tiny seeded generator, so a rerun draws the same pictures. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n) => Number(n.toFixed(1));
const polar = (cx, cy, r, degrees) => [
  f(cx + r * Math.cos((degrees * Math.PI) / 180)),
  f(cy + r * Math.sin((degrees * Math.PI) / 180)),
];

/** A vertical gradient through the given stops (offset 0..1, colour). */
const vertical = (id, stops) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`;
/** A horizontal gradient: the light falling on a cylinder from the upper left. */
const horizontal = (id, stops) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`;
const GOLD_METAL = horizontal('goldMetal', [
  [0, C.goldDark],
  [0.3, C.goldLight],
  [0.55, C.gold],
  [1, '#6e4d17'],
]);

/**
 * The triquetra, the hall's knot: three interlaced leaves and a ring, as strokes. A darker
 * stroke under each leaf gives the interlace some depth.
 */
function triquetra(cx, cy, size, { stroke = C.gold, width = size * 0.09, under = 'rgba(0,0,0,0.45)', ring = true } = {}) {
  const r = size * 0.74;
  const leaves = [0, 120, 240].map((turn) => {
    const [ox, oy] = polar(cx, cy, size, turn - 90);
    const [ix, iy] = polar(cx, cy, size * 0.32, turn + 90);
    return `M ${ix} ${iy} A ${f(r)} ${f(r)} 0 0 1 ${ox} ${oy} A ${f(r)} ${f(r)} 0 0 1 ${ix} ${iy} Z`;
  });
  const circle = ring ? `<circle cx="${cx}" cy="${cy}" r="${f(size * 0.52)}"/>` : '';
  const paths = leaves.map((d) => `<path d="${d}"/>`).join('');
  return `<g fill="none" stroke-linejoin="round">
    <g stroke="${under}" stroke-width="${f(width * 1.9)}">${paths}${circle}</g>
    <g stroke="${stroke}" stroke-width="${f(width)}">${paths}${circle}</g>
  </g>`;
}

/** The stage every product stands on: a lit green hall, a faint ring of gold, a soft shadow. */
function stage({
  defs = '',
  body,
  shadow = { cx: 400, cy: 660, rx: 230, ry: 30 },
  glow = { cx: 400, cy: 380, r: 330, opacity: 0.2 },
}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs>
    <radialGradient id="hall" cx="50%" cy="44%" r="72%">
      <stop offset="0" stop-color="#21412f"/><stop offset="0.55" stop-color="#11231a"/><stop offset="1" stop-color="#060c09"/>
    </radialGradient>
    <radialGradient id="glow" cx="50%" cy="50%" r="50%">
      <stop offset="0" stop-color="${C.goldLight}" stop-opacity="${glow.opacity}"/><stop offset="1" stop-color="${C.gold}" stop-opacity="0"/>
    </radialGradient>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="16"/></filter>
    ${GOLD_METAL}
    ${defs}
  </defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#hall)"/>
  <circle cx="${glow.cx}" cy="${glow.cy}" r="${glow.r}" fill="url(#glow)"/>
  <circle cx="400" cy="400" r="352" fill="none" stroke="${C.gold}" stroke-opacity="0.13" stroke-width="2"/>
  <circle cx="400" cy="400" r="343" fill="none" stroke="${C.gold}" stroke-opacity="0.07" stroke-width="1.5"/>
  ${shadow ? `<ellipse cx="${shadow.cx}" cy="${shadow.cy}" rx="${shadow.rx}" ry="${shadow.ry}" fill="#000" opacity="0.55" filter="url(#soft)"/>` : ''}
  ${body}
</svg>`;
}

function hearthMug() {
  const defs = `${horizontal('glaze', [
    [0, '#10301f'],
    [0.22, '#3d8a62'],
    [0.45, '#2a6548'],
    [0.8, '#174030'],
    [1, '#0c2318'],
  ])}
    ${horizontal('handle', [
      [0, '#2a6548'],
      [1, '#0f2a1d'],
    ])}
    <radialGradient id="tea" cx="45%" cy="40%" r="60%"><stop offset="0" stop-color="#6b3f1d"/><stop offset="1" stop-color="#2b170a"/></radialGradient>`;
  const steam = [330, 385, 440]
    .map(
      (x, i) =>
        `<path d="M ${x} 250 c -24 -30 24 -52 0 -84 c -20 -28 20 -48 4 -76" fill="none" stroke="${C.parchment}" stroke-opacity="${0.22 - i * 0.03}" stroke-width="9" stroke-linecap="round"/>`,
    )
    .join('');
  const body = `
    ${steam}
    <path d="M 508 360 C 612 352 622 540 508 540" fill="none" stroke="#0b2016" stroke-width="52" stroke-linecap="round"/>
    <path d="M 508 360 C 612 352 622 540 508 540" fill="none" stroke="url(#handle)" stroke-width="38" stroke-linecap="round"/>
    <path d="M 250 300 L 250 600 A 134 30 0 0 0 518 600 L 518 300 Z" fill="url(#glaze)"/>
    <path d="M 250 342 L 518 342" stroke="${C.gold}" stroke-width="5" opacity="0.9"/>
    <path d="M 250 572 A 134 30 0 0 0 518 572" fill="none" stroke="${C.gold}" stroke-width="5" opacity="0.9"/>
    <ellipse cx="384" cy="300" rx="134" ry="30" fill="#2e6c4d"/>
    <ellipse cx="384" cy="302" rx="118" ry="23" fill="url(#tea)"/>
    <ellipse cx="360" cy="298" rx="40" ry="6" fill="#fff" opacity="0.12"/>
    ${triquetra(384, 462, 72, { width: 8 })}
    <path d="M 276 330 L 276 575" stroke="#fff" stroke-opacity="0.1" stroke-width="14" stroke-linecap="round"/>`;
  return stage({ defs, body, shadow: { cx: 400, cy: 636, rx: 220, ry: 28 } });
}

function pewterTankard() {
  const defs = `${horizontal('pewter', [
    [0, '#3c4347'],
    [0.25, '#d5dbde'],
    [0.45, '#9aa3a8'],
    [0.8, '#5d666b'],
    [1, '#30363a'],
  ])}
    ${horizontal('pewterHandle', [
      [0, '#b8c0c4'],
      [1, '#4a5257'],
    ])}
    ${vertical('lid', [
      [0, '#e2e7ea'],
      [1, '#6b7479'],
    ])}
    <clipPath id="band"><rect x="250" y="438" width="300" height="54"/></clipPath>`;
  const knots = Array.from({ length: 9 }, (_, i) => `<circle cx="${262 + i * 36}" cy="465" r="20"/>`).join('');
  const body = `
    <path d="M 522 352 C 650 340 668 560 530 572" fill="none" stroke="#262c2f" stroke-width="46" stroke-linecap="round"/>
    <path d="M 522 352 C 650 340 668 560 530 572" fill="none" stroke="url(#pewterHandle)" stroke-width="32" stroke-linecap="round"/>
    <path d="M 282 330 L 262 610 A 138 30 0 0 0 538 610 L 518 330 Z" fill="url(#pewter)"/>
    <path d="M 258 596 A 142 30 0 0 0 542 596" fill="none" stroke="#2b3033" stroke-width="12"/>
    <path d="M 274 438 L 526 438 L 528 492 L 272 492 Z" fill="#3b4246"/>
    <g clip-path="url(#band)" fill="none" stroke="${C.gold}" stroke-width="5">${knots}</g>
    <path d="M 274 438 L 526 438 M 272 492 L 528 492" stroke="${C.goldDark}" stroke-width="4"/>
    <ellipse cx="400" cy="330" rx="122" ry="26" fill="#5c6569"/>
    <path d="M 272 330 Q 400 218 528 330 Z" fill="url(#lid)"/>
    <ellipse cx="400" cy="330" rx="128" ry="14" fill="none" stroke="#40484c" stroke-width="6"/>
    <circle cx="400" cy="262" r="16" fill="url(#lid)" stroke="#4a5257" stroke-width="3"/>
    <path d="M 520 316 C 548 270 578 262 596 272 C 584 288 566 300 540 332 Z" fill="url(#lid)" stroke="#4a5257" stroke-width="3"/>
    <path d="M 300 350 L 286 585" stroke="#fff" stroke-opacity="0.22" stroke-width="12" stroke-linecap="round"/>`;
  return stage({ defs, body, shadow: { cx: 410, cy: 640, rx: 235, ry: 28 } });
}

/** Points along a cubic Bézier with a width that tapers: the outline of a horn. */
function taperedCurve(p0, p1, p2, p3, width0, width1, steps = 40) {
  const at = (t) => {
    const u = 1 - t;
    return [0, 1].map((k) => u * u * u * p0[k] + 3 * u * u * t * p1[k] + 3 * u * t * t * p2[k] + t * t * t * p3[k]);
  };
  const left = [];
  const right = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const [x, y] = at(t);
    const [nx2, ny2] = at(Math.min(1, t + 0.01));
    const [px, py] = at(Math.max(0, t - 0.01));
    const dx = nx2 - px;
    const dy = ny2 - py;
    const length = Math.hypot(dx, dy) || 1;
    const w = (width0 + (width1 - width0) * Math.pow(t, 0.8)) / 2;
    left.push([f(x - (dy / length) * w), f(y + (dx / length) * w)]);
    right.push([f(x + (dy / length) * w), f(y - (dx / length) * w)]);
  }
  return { at, left, right };
}

function feastingHorn() {
  const p0 = [250, 290];
  const p3 = [632, 462];
  const horn = taperedCurve(p0, [285, 550], [555, 632], p3, 130, 8);
  const outline = `M ${horn.left.map((p) => p.join(' ')).join(' L ')} L ${[...horn.right]
    .reverse()
    .map((p) => p.join(' '))
    .join(' L ')} Z`;
  /** A brass band across the horn at t. */
  const band = (t, width) => {
    const i = Math.round(t * 40);
    return `<path d="M ${horn.left[i].join(' ')} L ${horn.right[i].join(' ')}" stroke="url(#goldMetal)" stroke-width="${width}" stroke-linecap="round"/>`;
  };
  const defs = `<linearGradient id="hornFill" gradientUnits="userSpaceOnUse" x1="250" y1="290" x2="632" y2="462">
      <stop offset="0" stop-color="#f3e5c0"/><stop offset="0.35" stop-color="#d8b27a"/><stop offset="0.7" stop-color="#9b5f26"/><stop offset="1" stop-color="#3d220c"/>
    </linearGradient>
    ${vertical('oak', [
      [0, '#7a5230'],
      [1, '#3e2814'],
    ])}`;
  const [mx, my] = horn.at(0);
  const body = `
    <path d="M 336 640 L 456 470 M 536 640 L 416 470" stroke="#24170b" stroke-width="30" stroke-linecap="round"/>
    <path d="M 336 640 L 456 470 M 536 640 L 416 470" stroke="url(#oak)" stroke-width="20" stroke-linecap="round"/>
    <path d="${outline}" fill="url(#hornFill)"/>
    <path d="${outline}" fill="none" stroke="#2a1808" stroke-opacity="0.5" stroke-width="3"/>
    <ellipse cx="${f(mx)}" cy="${f(my)}" rx="66" ry="24" transform="rotate(-4 ${f(mx)} ${f(my)})" fill="#2a1a0c"/>
    <ellipse cx="${f(mx)}" cy="${f(my)}" rx="66" ry="24" transform="rotate(-4 ${f(mx)} ${f(my)})" fill="none" stroke="url(#goldMetal)" stroke-width="12"/>
    ${band(0.08, 16)}
    ${band(0.45, 9)}
    ${band(0.94, 10)}
    <circle cx="${horn.at(1)[0]}" cy="${horn.at(1)[1]}" r="9" fill="${C.gold}"/>
    <path d="M 275 350 C 305 460 365 530 455 560" fill="none" stroke="#fff" stroke-opacity="0.28" stroke-width="10" stroke-linecap="round"/>`;
  return stage({ defs, body, shadow: { cx: 436, cy: 650, rx: 200, ry: 24 } });
}

function friendshipQuaich() {
  const defs = `${horizontal('silver', [
    [0, '#596166'],
    [0.3, '#eef2f4'],
    [0.55, '#aeb7bc'],
    [1, '#3d4448'],
  ])}
    ${vertical('inside', [
      [0, '#8f999e'],
      [1, '#dfe5e8'],
    ])}
    <radialGradient id="dram" cx="40%" cy="40%" r="70%"><stop offset="0" stop-color="#e0a250"/><stop offset="1" stop-color="#8a4d14"/></radialGradient>`;
  /** A flat lug handle with a gold knot, to the left (-1) or right (1). */
  const lug = (side) => {
    const x = 400 + side * 190;
    const tip = x + side * 96;
    return `<path d="M ${x - side * 14} 392 C ${x + side * 30} 372 ${tip - side * 10} 368 ${tip} 384 C ${tip + side * 6} 404 ${tip - side * 10} 420 ${x + side * 30} 418 C ${x} 418 ${x - side * 10} 414 ${x - side * 14} 410 Z" fill="url(#silver)" stroke="#3d4448" stroke-width="3"/>
      ${triquetra(x + side * 52, 394, 15, { width: 3.2, under: 'rgba(0,0,0,0.3)', ring: false })}`;
  };
  const body = `
    ${lug(-1)}${lug(1)}
    <path d="M 340 560 L 318 600 A 82 16 0 0 0 482 600 L 460 560 Z" fill="url(#silver)"/>
    <path d="M 208 400 C 214 530 330 572 400 572 C 470 572 586 530 592 400 Z" fill="url(#silver)"/>
    <path d="M 232 470 C 300 520 500 520 568 470" fill="none" stroke="${C.gold}" stroke-width="5"/>
    <ellipse cx="400" cy="400" rx="192" ry="56" fill="url(#inside)" stroke="#c7cfd3" stroke-width="6"/>
    <ellipse cx="400" cy="414" rx="128" ry="30" fill="url(#dram)"/>
    <ellipse cx="372" cy="406" rx="44" ry="7" fill="#fff" opacity="0.3"/>
    <path d="M 238 430 C 252 500 300 536 350 548" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="9" stroke-linecap="round"/>`;
  return stage({ defs, body, shadow: { cx: 400, cy: 612, rx: 200, ry: 24 } });
}

function bookOfTales() {
  const defs = `${horizontal('leather', [
    [0, '#0c2418'],
    [0.12, '#17402c'],
    [0.45, '#24583e'],
    [1, '#153a28'],
  ])}
    ${vertical('pages', [
      [0, '#f3e9cf'],
      [1, '#cdbb92'],
    ])}`;
  const pageLines = Array.from(
    { length: 9 },
    (_, i) =>
      `<path d="M ${548 + i * 2.4} ${206 + i * 1.6} L ${548 + i * 2.4} ${628 - i * 0.4}" stroke="#b9a67c" stroke-width="1"/>`,
  ).join('');
  const corner = (
    x,
    y,
    sx,
    sy,
  ) => `<path d="M ${x} ${y + sy * 46} L ${x} ${y} L ${x + sx * 46} ${y}" fill="none" stroke="${C.gold}" stroke-width="4"/>
      <circle cx="${x + sx * 16}" cy="${y + sy * 16}" r="6" fill="${C.gold}"/>`;
  const body = `
    <path d="M 546 198 L 574 214 L 574 636 L 546 626 Z" fill="url(#pages)"/>
    ${pageLines}
    <path d="M 246 626 L 546 626 L 574 636 L 276 640 Z" fill="#c7b489"/>
    <rect x="238" y="186" width="312" height="444" rx="10" fill="url(#leather)"/>
    <rect x="238" y="186" width="40" height="444" rx="8" fill="#0b2016"/>
    <path d="M 238 236 L 278 236 M 238 580 L 278 580" stroke="${C.gold}" stroke-width="6"/>
    <rect x="300" y="212" width="224" height="392" rx="4" fill="none" stroke="${C.gold}" stroke-width="4"/>
    <rect x="312" y="224" width="200" height="368" rx="3" fill="none" stroke="${C.gold}" stroke-opacity="0.5" stroke-width="2"/>
    ${corner(322, 246, 1, 1)}${corner(502, 246, -1, 1)}${corner(322, 570, 1, -1)}${corner(502, 570, -1, -1)}
    ${triquetra(412, 392, 70, { width: 7.5 })}
    <path d="M 350 488 L 474 488 M 366 508 L 458 508" stroke="${C.gold}" stroke-width="5" stroke-linecap="round"/>
    <path d="M 470 626 L 470 690 L 484 676 L 498 690 L 498 626 Z" fill="${C.ember}"/>
    <path d="M 292 200 L 292 616" stroke="#fff" stroke-opacity="0.08" stroke-width="10"/>`;
  return stage({ defs, body, shadow: { cx: 410, cy: 650, rx: 210, ry: 26 } });
}

function oldKingdomsMap() {
  const random = seeded(7);
  const defs = `${vertical('paper', [
    [0, '#f1e3bf'],
    [0.5, '#e6d2a2'],
    [1, '#d2b97f'],
  ])}
    ${horizontal('roll', [
      [0, '#b89a5e'],
      [0.35, '#f3e6c4'],
      [1, '#8f7440'],
    ])}
    <clipPath id="sheet"><rect x="176" y="236" width="448" height="344"/></clipPath>`;
  const ink = '#6e4c26';
  const waves = Array.from({ length: 26 }, () => {
    const x = f(196 + random() * 150);
    const y = f(258 + random() * 300);
    return `<path d="M ${x} ${y} q 6 -5 12 0 q 6 5 12 0" fill="none" stroke="#7d8f8a" stroke-width="2"/>`;
  }).join('');
  const mountains = [
    [470, 300],
    [505, 292],
    [540, 306],
    [488, 330],
    [523, 334],
  ]
    .map(
      ([x, y]) =>
        `<path d="M ${x - 18} ${y + 16} L ${x} ${y - 14} L ${x + 18} ${y + 16}" fill="none" stroke="${ink}" stroke-width="3" stroke-linejoin="round"/><path d="M ${x} ${y - 14} L ${x + 7} ${y - 2}" stroke="${ink}" stroke-width="2"/>`,
    )
    .join('');
  const trees = [
    [430, 440],
    [448, 456],
    [414, 462],
    [470, 470],
    [436, 480],
    [458, 494],
  ]
    .map(
      ([x, y]) =>
        `<path d="M ${x} ${y + 14} L ${x} ${y + 4}" stroke="${ink}" stroke-width="2.5"/><circle cx="${x}" cy="${y}" r="8" fill="#7f8f4e" stroke="${ink}" stroke-width="2"/>`,
    )
    .join('');
  const [rx, ry] = [560, 520];
  const rose = `<g transform="translate(${rx} ${ry})">
      <circle r="30" fill="none" stroke="${ink}" stroke-width="2"/>
      <path d="M 0 -40 L 7 -7 L 40 0 L 7 7 L 0 40 L -7 7 L -40 0 L -7 -7 Z" fill="${C.gold}" stroke="${ink}" stroke-width="2"/>
      <path d="M 0 -40 L 0 40 M -40 0 L 40 0" stroke="${ink}" stroke-width="1.5"/>
    </g>`;
  const roll = (x) => `<rect x="${x}" y="222" width="36" height="372" rx="16" fill="url(#roll)"/>
      <ellipse cx="${x + 18}" cy="224" rx="18" ry="7" fill="#a5884e"/><ellipse cx="${x + 18}" cy="224" rx="7" ry="3" fill="#5e4a24"/>`;
  const body = `
    <rect x="176" y="236" width="448" height="344" fill="url(#paper)"/>
    <g clip-path="url(#sheet)">
      <path d="M 176 236 L 176 580 L 300 580 C 330 540 300 500 340 470 C 380 440 350 400 372 370 C 392 342 360 300 392 276 C 410 262 400 246 404 236 Z" fill="#a9b8ad" opacity="0.55"/>
      ${waves}
      <path d="M 300 580 C 330 540 300 500 340 470 C 380 440 350 400 372 370 C 392 342 360 300 392 276 C 410 262 400 246 404 236" fill="none" stroke="${ink}" stroke-width="4"/>
      <path d="M 268 330 C 284 316 312 322 306 344 C 298 366 270 360 268 330 Z" fill="#e2cf9f" stroke="${ink}" stroke-width="3"/>
      ${mountains}
      ${trees}
      <path d="M 396 300 C 430 340 420 380 452 410 C 480 436 500 430 520 452" fill="none" stroke="${C.ember}" stroke-width="4" stroke-dasharray="3 10" stroke-linecap="round"/>
      <path d="M 510 444 L 530 464 M 530 444 L 510 464" stroke="${C.ember}" stroke-width="5" stroke-linecap="round"/>
      <circle cx="396" cy="300" r="7" fill="${C.ember}"/>
      ${rose}
      ${triquetra(224, 540, 22, { stroke: ink, width: 3, under: 'rgba(0,0,0,0)' })}
      <rect x="176" y="236" width="448" height="344" fill="none" stroke="${ink}" stroke-opacity="0.35" stroke-width="14"/>
    </g>
    ${roll(152)}${roll(612)}`;
  return stage({ defs, body, shadow: { cx: 400, cy: 620, rx: 270, ry: 24 } });
}

function oghamStones() {
  const defs = `<radialGradient id="stone" cx="38%" cy="32%" r="75%"><stop offset="0" stop-color="#a9b0a8"/><stop offset="0.6" stop-color="#6f776f"/><stop offset="1" stop-color="#3c423d"/></radialGradient>
    <radialGradient id="pouch" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#9a6a3c"/><stop offset="1" stop-color="#4a2e15"/></radialGradient>`;
  /** A river stone lying at an angle, cut with an ogham letter: a stem and its strokes. */
  const stone = (cx, cy, rx, ry, angle, strokes, across) => {
    const marks = Array.from({ length: strokes }, (_, i) => {
      const y = -ry * 0.45 + (i * ry * 0.9) / Math.max(1, strokes - 1);
      return across ? `M -${f(rx * 0.32)} ${f(y)} L ${f(rx * 0.32)} ${f(y)}` : `M 0 ${f(y)} L ${f(rx * 0.36)} ${f(y)}`;
    }).join(' ');
    return `<g transform="translate(${cx} ${cy}) rotate(${angle})">
      <ellipse rx="${rx}" ry="${ry}" fill="url(#stone)"/>
      <ellipse rx="${rx}" ry="${ry}" fill="none" stroke="#2b302c" stroke-width="3"/>
      <path d="M 0 -${f(ry * 0.7)} L 0 ${f(ry * 0.7)} ${marks}" stroke="${C.gold}" stroke-width="6" stroke-linecap="round"/>
      <ellipse cx="-${f(rx * 0.35)}" cy="-${f(ry * 0.45)}" rx="${f(rx * 0.25)}" ry="${f(ry * 0.12)}" fill="#fff" opacity="0.18"/>
    </g>`;
  };
  const body = `
    <path d="M 300 300 C 196 334 168 500 248 548 C 300 576 404 576 456 546 C 528 494 500 334 392 300 Z" fill="url(#pouch)"/>
    <path d="M 300 300 C 282 272 270 246 282 228 C 298 242 312 238 320 222 C 332 240 348 240 358 222 C 368 240 384 242 396 226 C 414 244 408 274 392 300 Z" fill="#7d5127"/>
    <path d="M 320 232 L 328 292 M 358 228 L 352 292" stroke="#3f2610" stroke-opacity="0.6" stroke-width="3"/>
    <path d="M 318 312 C 300 360 290 420 300 470 M 376 312 C 398 360 410 410 404 456 M 346 314 L 346 380" fill="none" stroke="#3f2610" stroke-opacity="0.45" stroke-width="4" stroke-linecap="round"/>
    <path d="M 294 300 C 320 314 372 314 398 300" fill="none" stroke="${C.gold}" stroke-width="7" stroke-linecap="round"/>
    <circle cx="402" cy="302" r="9" fill="${C.gold}"/>
    <path d="M 404 306 C 420 340 424 370 414 398 M 404 306 C 436 330 452 356 450 384" fill="none" stroke="${C.gold}" stroke-width="4" stroke-linecap="round"/>
    <circle cx="414" cy="402" r="7" fill="${C.goldLight}"/><circle cx="450" cy="388" r="7" fill="${C.goldLight}"/>
    <path d="M 250 380 C 232 440 244 500 280 530" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="12" stroke-linecap="round"/>
    ${stone(520, 420, 58, 76, 12, 3, false)}
    ${stone(610, 520, 50, 66, -18, 4, true)}
    ${stone(330, 590, 64, 52, 80, 2, false)}
    ${stone(470, 580, 56, 72, 30, 5, false)}
    ${stone(210, 600, 48, 60, -30, 3, true)}`;
  return stage({ defs, body, shadow: { cx: 410, cy: 650, rx: 270, ry: 26 } });
}

function storytellersJournal() {
  const defs = `<linearGradient id="hide" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8a5a30"/><stop offset="0.6" stop-color="#5c3717"/><stop offset="1" stop-color="#3a220d"/></linearGradient>
    ${vertical('strap', [
      [0, '#6d4320'],
      [1, '#3f250e'],
    ])}
    ${horizontal('vane', [
      [0, '#f6efe0'],
      [1, '#c9bda2'],
    ])}`;
  const barbs = Array.from({ length: 16 }, (_, i) => {
    const t = i / 16;
    const x = 470 + t * 190;
    const y = 560 - t * 360;
    return `<path d="M ${f(x)} ${f(y)} l ${f(-24 + t * 10)} ${f(-6 - t * 4)}" stroke="#b3a688" stroke-width="1.6"/>`;
  }).join('');
  const body = `
    <g transform="rotate(-8 400 420)">
      <rect x="218" y="232" width="330" height="410" rx="14" fill="#f1e6c8"/>
      <rect x="204" y="222" width="340" height="414" rx="18" fill="url(#hide)"/>
      <rect x="222" y="240" width="304" height="378" rx="12" fill="none" stroke="${C.goldLight}" stroke-opacity="0.55" stroke-width="3" stroke-dasharray="10 8"/>
      <rect x="196" y="402" width="372" height="48" rx="6" fill="url(#strap)"/>
      <circle cx="548" cy="426" r="40" fill="url(#goldMetal)"/>
      <circle cx="548" cy="426" r="40" fill="none" stroke="${C.goldDark}" stroke-width="4"/>
      ${triquetra(548, 426, 26, { stroke: '#5b3d0e', width: 4, under: 'rgba(0,0,0,0)', ring: false })}
      <path d="M 300 636 L 300 700 L 314 686 L 328 700 L 328 636 Z" fill="${C.forestLight}"/>
      <path d="M 232 250 L 232 610" stroke="#fff" stroke-opacity="0.1" stroke-width="12" stroke-linecap="round"/>
    </g>
    <path d="M 454 596 C 500 470 560 330 676 176 C 690 240 640 340 590 410 C 560 460 510 520 454 596 Z" fill="url(#vane)"/>
    ${barbs}
    <path d="M 420 650 L 676 176" stroke="#8b7d5f" stroke-width="4" stroke-linecap="round"/>
    <path d="M 420 650 L 444 606" stroke="#2a2a2a" stroke-width="6" stroke-linecap="round"/>`;
  return stage({ defs, body, shadow: { cx: 400, cy: 660, rx: 240, ry: 26 } });
}

function triquetraBrooch() {
  const defs = `<radialGradient id="gem" cx="35%" cy="30%" r="70%"><stop offset="0" stop-color="#ff9a7a"/><stop offset="0.5" stop-color="${C.ember}"/><stop offset="1" stop-color="#5a1a10"/></radialGradient>
    <radialGradient id="gemGreen" cx="35%" cy="30%" r="70%"><stop offset="0" stop-color="#a6f0c8"/><stop offset="0.5" stop-color="${C.moss}"/><stop offset="1" stop-color="#0f4028"/></radialGradient>`;
  const [cx, cy, r] = [400, 380, 170];
  const [ax, ay] = polar(cx, cy, r, 118);
  const [bx, by] = polar(cx, cy, r, 62);
  /** A terminal where the ring opens: a flattened disc with a knot and a stone. */
  const terminal = (x, y, gem) => `<g transform="translate(${x} ${y})">
      <ellipse rx="62" ry="48" fill="url(#goldMetal)" stroke="#6e4d17" stroke-width="4"/>
      ${triquetra(0, 0, 30, { stroke: '#6e4d17', width: 4, under: 'rgba(0,0,0,0)', ring: false })}
      <circle r="12" fill="url(#${gem})" stroke="#6e4d17" stroke-width="3"/>
    </g>`;
  const body = `
    <path d="M 220 214 L 604 624" stroke="#6e4d17" stroke-width="22" stroke-linecap="round"/>
    <path d="M 220 214 L 610 630" stroke="url(#goldMetal)" stroke-width="14" stroke-linecap="round"/>
    <path d="M ${ax} ${ay} A ${r} ${r} 0 1 1 ${bx} ${by}" fill="none" stroke="#5e410f" stroke-width="40" stroke-linecap="round"/>
    <path d="M ${ax} ${ay} A ${r} ${r} 0 1 1 ${bx} ${by}" fill="none" stroke="url(#goldMetal)" stroke-width="28" stroke-linecap="round"/>
    <path d="M ${ax} ${ay} A ${r} ${r} 0 1 1 ${bx} ${by}" fill="none" stroke="${C.goldLight}" stroke-opacity="0.6" stroke-width="4" stroke-dasharray="2 16" stroke-linecap="round"/>
    ${terminal(ax - 6, ay + 8, 'gem')}
    ${terminal(bx + 6, by + 8, 'gemGreen')}
    <ellipse cx="${polar(cx, cy, r, 225)[0]}" cy="${polar(cx, cy, r, 225)[1]}" rx="30" ry="20" transform="rotate(-45 ${polar(cx, cy, r, 225).join(' ')})" fill="url(#goldMetal)" stroke="#6e4d17" stroke-width="4"/>
    <path d="M 268 300 A 150 150 0 0 1 388 222" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="6" stroke-linecap="round"/>`;
  return stage({ defs, body, shadow: { cx: 410, cy: 650, rx: 230, ry: 24 } });
}

function yarnBundle() {
  /** A ball of yarn: a disc wrapped in strands at a few angles, clipped to the ball. */
  const ball = (id, cx, cy, r, light, base, dark) => {
    const wraps = [-50, 20, 75]
      .map((angle, k) =>
        Array.from({ length: 7 }, (_, i) => {
          const offset = -r + (i + 0.5) * ((2 * r) / 7);
          return `<ellipse cx="${cx}" cy="${f(cy + offset)}" rx="${f(r * 1.05)}" ry="${f(r * 0.3)}" transform="rotate(${angle} ${cx} ${cy})" fill="none" stroke="${k === 1 ? light : dark}" stroke-opacity="0.55" stroke-width="4"/>`;
        }).join(''),
      )
      .join('');
    return `<radialGradient id="${id}" cx="38%" cy="34%" r="70%"><stop offset="0" stop-color="${light}"/><stop offset="0.55" stop-color="${base}"/><stop offset="1" stop-color="${dark}"/></radialGradient>
      <clipPath id="${id}Clip"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>
      <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>
      <g clip-path="url(#${id}Clip)">${wraps}</g>
      <circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${dark}" stroke-width="3"/>`;
  };
  const needle = (
    x1,
    y1,
    x2,
    y2,
  ) => `<path d="M ${x1} ${y1} L ${x2} ${y2}" stroke="#4a2f17" stroke-width="14" stroke-linecap="round"/>
      <path d="M ${x1} ${y1} L ${x2} ${y2}" stroke="#b8874f" stroke-width="9" stroke-linecap="round"/>
      <circle cx="${x1}" cy="${y1}" r="15" fill="url(#goldMetal)"/>`;
  const body = `
    ${needle(230, 210, 560, 560)}
    ${needle(590, 200, 290, 560)}
    ${ball('gold', 520, 470, 118, '#f6d88e', C.gold, '#7a5518')}
    ${ball('moss', 300, 488, 112, '#8fdcb4', '#3f9a6e', '#123d28')}
    ${ball('ember', 414, 580, 92, '#f29a80', C.ember, '#5e1d11')}
    <path d="M 490 590 C 560 640 640 600 620 560 C 604 530 650 520 670 540" fill="none" stroke="#f6d88e" stroke-width="5" stroke-linecap="round"/>`;
  return stage({ body, shadow: { cx: 410, cy: 670, rx: 250, ry: 26 } });
}

function beeswaxCandle() {
  const defs = `${horizontal('wax', [
    [0, '#b88a3c'],
    [0.25, '#f7dc8c'],
    [0.5, '#eec86a'],
    [1, '#9c6d22'],
  ])}
    <radialGradient id="flame" cx="50%" cy="70%" r="60%"><stop offset="0" stop-color="#fffbe8"/><stop offset="0.45" stop-color="#ffd66b"/><stop offset="1" stop-color="#f08a24"/></radialGradient>
    <radialGradient id="halo" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#ffcf6b" stop-opacity="0.55"/><stop offset="1" stop-color="#ffb040" stop-opacity="0"/></radialGradient>
    ${vertical('dish', [
      [0, C.goldLight],
      [1, '#6e4d17'],
    ])}`;
  const drips = [
    [338, 300, 46],
    [392, 306, 78],
    [452, 300, 34],
  ]
    .map(
      ([x, y, length]) =>
        `<path d="M ${x - 11} ${y} L ${x - 11} ${y + length} A 11 11 0 0 0 ${x + 11} ${y + length} L ${x + 11} ${y} Z" fill="#f4d57c"/>`,
    )
    .join('');
  const body = `
    <circle cx="400" cy="210" r="200" fill="url(#halo)"/>
    <path d="M 640 560 C 700 560 700 620 640 620" fill="none" stroke="url(#dish)" stroke-width="16"/>
    <ellipse cx="400" cy="596" rx="250" ry="50" fill="#5a3f12"/>
    <ellipse cx="400" cy="586" rx="250" ry="50" fill="url(#dish)"/>
    <ellipse cx="400" cy="582" rx="200" ry="34" fill="#a77a2c"/>
    <path d="M 310 300 L 310 580 A 90 20 0 0 0 490 580 L 490 300 Z" fill="url(#wax)"/>
    <ellipse cx="400" cy="300" rx="90" ry="20" fill="#f7e1a0"/>
    <ellipse cx="400" cy="302" rx="64" ry="12" fill="#e7c36c"/>
    ${drips}
    <path d="M 400 302 L 400 270" stroke="#2b1d10" stroke-width="5" stroke-linecap="round"/>
    <path d="M 400 150 C 430 200 436 240 420 262 C 410 276 390 276 380 262 C 364 240 372 200 400 150 Z" fill="url(#flame)"/>
    <path d="M 400 212 C 410 232 410 250 400 262 C 390 250 390 232 400 212 Z" fill="#fff" opacity="0.75"/>
    <path d="M 330 320 L 330 560" stroke="#fff" stroke-opacity="0.25" stroke-width="10" stroke-linecap="round"/>`;
  return stage({ defs, body, shadow: null, glow: { cx: 400, cy: 240, r: 360, opacity: 0.3 } });
}

function clanBanner() {
  const defs = `${horizontal('cloth', [
    [0, '#133524'],
    [0.2, '#2a6448'],
    [0.4, '#1d4d36'],
    [0.6, '#2a6448'],
    [0.8, '#1a4531'],
    [1, '#102c1e'],
  ])}
    ${horizontal('rod', [
      [0, '#3e2814'],
      [0.5, '#9a6a3c'],
      [1, '#3e2814'],
    ])}`;
  const tassel = (x, y) => `<path d="M ${x} ${y} L ${x} ${y + 16}" stroke="${C.gold}" stroke-width="4"/>
      <path d="M ${x - 10} ${y + 54} L ${x - 6} ${y + 18} L ${x + 6} ${y + 18} L ${x + 10} ${y + 54} Z" fill="url(#goldMetal)"/>
      <circle cx="${x}" cy="${y + 18}" r="8" fill="${C.gold}"/>`;
  const body = `
    <path d="M 232 196 L 400 104 L 568 196" fill="none" stroke="${C.gold}" stroke-width="5"/>
    <circle cx="400" cy="100" r="10" fill="none" stroke="${C.goldLight}" stroke-width="5"/>
    <path d="M 262 196 L 538 196 L 538 592 L 400 520 L 262 592 Z" fill="url(#cloth)"/>
    <path d="M 282 214 L 518 214 L 518 558 L 400 496 L 282 558 Z" fill="none" stroke="${C.gold}" stroke-width="5"/>
    <path d="M 294 226 L 506 226 L 506 540 L 400 484 L 294 540 Z" fill="none" stroke="${C.gold}" stroke-opacity="0.45" stroke-width="2"/>
    ${triquetra(400, 362, 84, { width: 9 })}
    <path d="M 330 260 L 470 260" stroke="${C.gold}" stroke-width="4" stroke-dasharray="6 10" stroke-linecap="round"/>
    ${tassel(262, 592)}${tassel(538, 592)}${tassel(400, 520)}
    <rect x="214" y="182" width="372" height="24" rx="12" fill="url(#rod)"/>
    <circle cx="208" cy="194" r="18" fill="url(#goldMetal)"/><circle cx="592" cy="194" r="18" fill="url(#goldMetal)"/>`;
  return stage({ defs, body, shadow: { cx: 400, cy: 690, rx: 180, ry: 18 } });
}

function knotworkTee() {
  const defs = `${horizontal('cotton', [
    [0, '#12301f'],
    [0.3, '#2c6546'],
    [0.55, '#245a3e'],
    [1, '#112b1d'],
  ])}`;
  const shirt =
    'M 330 196 Q 400 246 470 196 L 560 226 L 650 314 L 586 380 L 544 344 L 548 630 Q 400 648 252 630 L 256 344 L 214 380 L 150 314 L 240 226 Z';
  const body = `
    <path d="${shirt}" fill="url(#cotton)"/>
    <path d="M 330 196 Q 400 246 470 196" fill="none" stroke="#0d2418" stroke-width="18" stroke-linecap="round"/>
    <path d="M 330 196 Q 400 240 470 196" fill="none" stroke="${C.gold}" stroke-opacity="0.5" stroke-width="3"/>
    <path d="M 586 380 L 650 314 M 150 314 L 214 380" stroke="#0d2418" stroke-width="8"/>
    <path d="M 256 344 L 248 300 M 544 344 L 552 300" stroke="#0d2418" stroke-opacity="0.6" stroke-width="4"/>
    ${triquetra(400, 392, 74, { width: 8 })}
    <path d="M 330 500 C 350 560 340 600 336 626 M 468 480 C 460 540 470 590 476 626" fill="none" stroke="#0c2016" stroke-opacity="0.35" stroke-width="10" stroke-linecap="round"/>
    <path d="M 250 240 L 170 316" stroke="#fff" stroke-opacity="0.1" stroke-width="10" stroke-linecap="round"/>`;
  return stage({ defs, body, shadow: { cx: 400, cy: 664, rx: 210, ry: 22 } });
}

function highlandScarf() {
  const defs = `<pattern id="sett" width="72" height="72" patternUnits="userSpaceOnUse" patternTransform="rotate(6)">
      <rect width="72" height="72" fill="#1f4a35"/>
      <rect x="0" y="22" width="72" height="24" fill="#0f2a1d" opacity="0.7"/>
      <rect x="22" y="0" width="24" height="72" fill="#0f2a1d" opacity="0.55"/>
      <rect x="0" y="56" width="72" height="4" fill="${C.gold}" opacity="0.9"/>
      <rect x="56" y="0" width="4" height="72" fill="${C.gold}" opacity="0.8"/>
      <rect x="0" y="8" width="72" height="2.5" fill="${C.ember}"/>
      <rect x="8" y="0" width="2.5" height="72" fill="${C.ember}" opacity="0.9"/>
    </pattern>
    ${horizontal('shade', [
      [0, 'rgba(0,0,0,0.45)'],
      [0.35, 'rgba(255,255,255,0.1)'],
      [1, 'rgba(0,0,0,0.42)'],
    ])}
    ${vertical('ringShade', [
      [0, 'rgba(0,0,0,0.5)'],
      [0.5, 'rgba(0,0,0,0.1)'],
      [1, 'rgba(255,255,255,0.06)'],
    ])}`;
  const fringe = (x1, x2, y, slant) =>
    Array.from({ length: 12 }, (_, i) => {
      const x = x1 + ((x2 - x1) * (i + 0.5)) / 12 + slant * i;
      return `<path d="M ${f(x)} ${f(y + slant * i * 2)} l ${i % 2 ? 2 : -2} 34" stroke="${C.gold}" stroke-width="4" stroke-linecap="round"/>`;
    }).join('');
  // The loop around a (missing) neck: its back half behind the hole, its front half over the tails.
  const ringBack = 'M 218 270 C 218 170 582 170 582 270 L 512 270 C 512 226 288 226 288 270 Z';
  const ringFront = 'M 218 270 C 218 350 582 350 582 270 L 512 270 C 512 306 288 306 288 270 Z';
  const backTail = 'M 410 300 C 450 390 470 480 470 590 L 574 580 C 566 470 532 380 500 300 Z';
  const frontTail = 'M 318 296 C 352 400 334 520 286 632 L 392 648 C 432 530 440 410 420 300 Z';
  const body = `
    <path d="${ringBack}" fill="url(#sett)"/><path d="${ringBack}" fill="rgba(0,0,0,0.45)"/>
    <ellipse cx="400" cy="270" rx="112" ry="40" fill="#07110c"/>
    <path d="${backTail}" fill="url(#sett)"/><path d="${backTail}" fill="url(#shade)"/>
    ${fringe(470, 574, 584, 0)}
    <path d="${frontTail}" fill="url(#sett)"/><path d="${frontTail}" fill="url(#shade)"/>
    ${fringe(286, 392, 634, 0)}
    <path d="${ringFront}" fill="url(#sett)"/><path d="${ringFront}" fill="url(#ringShade)"/>
    <path d="M 318 322 C 350 330 400 332 430 324" fill="none" stroke="#06100b" stroke-opacity="0.55" stroke-width="8" stroke-linecap="round"/>
    <path d="M 236 292 C 270 330 330 340 380 342" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="8" stroke-linecap="round"/>`;
  return stage({ defs, body, shadow: { cx: 420, cy: 690, rx: 200, ry: 20 } });
}

function knitBeanie() {
  const random = seeded(11);
  const defs = `${horizontal('knit', [
    [0, '#123d28'],
    [0.3, '#3f9a6e'],
    [0.55, '#2f7d57'],
    [1, '#0f3321'],
  ])}
    ${horizontal('cuff', [
      [0, '#0f3321'],
      [0.3, '#2f7d57'],
      [1, '#0c2a1b'],
    ])}
    <clipPath id="crown"><path d="M 236 520 C 236 290 564 290 564 520 Z"/></clipPath>
    <clipPath id="band"><rect x="222" y="500" width="356" height="100" rx="18"/></clipPath>
    <radialGradient id="pompom" cx="38%" cy="34%" r="70%"><stop offset="0" stop-color="#fbe3a0"/><stop offset="0.55" stop-color="${C.gold}"/><stop offset="1" stop-color="#80591b"/></radialGradient>
    <clipPath id="pompomClip"><circle cx="400" cy="300" r="60"/></clipPath>`;
  const ribs = Array.from({ length: 13 }, (_, i) => {
    const x = 248 + i * 25;
    return `<path d="M ${x} 600 L ${x} 500" stroke="#0b2a1a" stroke-opacity="0.55" stroke-width="5"/>`;
  }).join('');
  const crownRibs = Array.from({ length: 11 }, (_, i) => {
    const x = 250 + i * 30;
    return `<path d="M 400 318 Q ${f(400 + (x - 400) * 1.1)} 380 ${x} 520" fill="none" stroke="#0b2a1a" stroke-opacity="0.35" stroke-width="4"/>`;
  }).join('');
  // The pompom: a ball with a scalloped, fluffy edge and fine fibres over it.
  const [px, py, pr] = [400, 300, 56];
  const bumps = 26;
  const edge = Array.from({ length: bumps }, (_, i) => {
    const [x, y] = polar(px, py, pr, ((i + 1) * 360) / bumps);
    return `A 8 8 0 0 1 ${x} ${y}`;
  }).join(' ');
  const scallop = `M ${polar(px, py, pr, 0).join(' ')} ${edge} Z`;
  const fibres = Array.from({ length: 70 }, () => {
    const angle = random() * 360;
    const [x1, y1] = polar(px, py, random() * pr * 0.9, angle);
    const [x2, y2] = polar(x1, y1, 8 + random() * 10, angle + (random() - 0.5) * 90);
    const light = y1 < py && x1 < px + 10;
    return `<path d="M ${x1} ${y1} L ${x2} ${y2}" stroke="${light ? '#fff3c8' : C.goldDark}" stroke-opacity="${light ? 0.55 : 0.45}" stroke-width="2.5" stroke-linecap="round"/>`;
  }).join('');
  const body = `
    <path d="M 236 520 C 236 290 564 290 564 520 Z" fill="url(#knit)"/>
    <g clip-path="url(#crown)">${crownRibs}
      <path d="M 282 480 C 284 420 306 380 340 352" fill="none" stroke="#fff" stroke-opacity="0.14" stroke-width="12" stroke-linecap="round"/>
    </g>
    <rect x="222" y="500" width="356" height="100" rx="18" fill="url(#cuff)"/>
    <g clip-path="url(#band)">${ribs}</g>
    <rect x="464" y="520" width="64" height="56" rx="6" fill="#6b4422" stroke="#3a220d" stroke-width="3"/>
    ${triquetra(496, 548, 16, { width: 3, under: 'rgba(0,0,0,0)', ring: false })}
    <path d="${scallop}" fill="url(#pompom)"/>
    <g clip-path="url(#pompomClip)">${fibres}</g>
    <path d="M 282 470 C 284 410 310 370 346 344" fill="none" stroke="#fff" stroke-opacity="0.14" stroke-width="12" stroke-linecap="round"/>`;
  return stage({ defs, body, shadow: { cx: 400, cy: 630, rx: 220, ry: 24 } });
}

const PICTURES = {
  'knotwork-tee.jpg': knotworkTee,
  'highland-scarf.jpg': highlandScarf,
  'knit-beanie.jpg': knitBeanie,
  'hearth-mug.jpg': hearthMug,
  'pewter-tankard.jpg': pewterTankard,
  'feasting-horn.jpg': feastingHorn,
  'friendship-quaich.jpg': friendshipQuaich,
  'book-of-tales.jpg': bookOfTales,
  'old-kingdoms-map.jpg': oldKingdomsMap,
  'ogham-stones.jpg': oghamStones,
  'storytellers-journal.jpg': storytellersJournal,
  'triquetra-brooch.jpg': triquetraBrooch,
  'yarn-bundle.jpg': yarnBundle,
  'beeswax-candle.jpg': beeswaxCandle,
  'clan-banner.jpg': clanBanner,
};

// `node generate.mjs name.jpg …` redraws only those.
const only = process.argv.slice(2);
for (const [name, draw] of Object.entries(PICTURES)) {
  if (only.length > 0 && !only.includes(name)) continue;
  const info = await sharp(Buffer.from(draw()))
    .jpeg({ quality: 75, mozjpeg: true })
    .toFile(new URL(name, import.meta.url).pathname);
  console.log(`${name}: ${info.width}x${info.height}, ${Math.round(info.size / 1024)} KB`);
}
