/**
 * The drawing kit of the illustration set (docs/media.md, "The illustration set"): a seeded
 * random source, the light of each time of day, the palette families, and flat SVG shapes
 * drawn on a 1600 x 1000 canvas. Only what librsvg renders: paths, rects, circles, ellipses,
 * linear/radial gradients, opacity, nested <svg> viewports. No text, filters or CSS.
 */

import type { ArtPicture } from './types.ts';

export const W = 1600;
export const H = 1000;

/** One drawing of an item, on the kit's canvas. */
export const artPicture = (key: string, role: string, alt: string, svg: string): ArtPicture => ({
  key,
  role,
  alt,
  svg,
  width: W,
  height: H,
});

export type Rng = () => number;

/** FNV-1a of the seed, then mulberry32: the same seed always draws the same numbers. */
export function rngFor(seed: string): Rng {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619) >>> 0;
  let a = h;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length) % items.length]!;
}

export function between(rng: Rng, lo: number, hi: number): number {
  return lo + (hi - lo) * rng();
}

/** Whole pixels keep the documents small; a 1600-wide canvas needs no more. */
export const r = (v: number) => Math.round(v);

// ---- colour ----

function hexToRgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** `a` moved towards `b` by `t` (0..1). */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  const c = x.map((v, i) => Math.round(v + (y[i]! - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export type TimeOfDay = 'dawn' | 'noon' | 'golden' | 'dusk' | 'night';
export const TIMES: readonly TimeOfDay[] = ['dawn', 'noon', 'golden', 'dusk', 'night'];

export interface Light {
  time: TimeOfDay;
  /** Sky gradient, top to horizon. */
  sky: [string, string];
  /** Sun (or moon at night). */
  sun: string;
  /** Sea gradient, horizon to foreground. */
  sea: [string, string];
  /** The colour the scene is washed with, and how much (0 at noon). */
  wash: string;
  washBy: number;
  /** Glint on the water. */
  glint: string;
  /** Lit windows and lamps. */
  glow: string;
  /** Whether lamps and windows are on. */
  lit: boolean;
}

export const LIGHTS: Record<TimeOfDay, Light> = {
  dawn: {
    time: 'dawn',
    sky: ['#B9C6DE', '#F8D3C0'],
    sun: '#FFF0DA',
    sea: ['#9DB4C8', '#56809A'],
    wash: '#F0B7A8',
    washBy: 0.16,
    glint: '#FCE3D2',
    glow: '#FFD89A',
    lit: false,
  },
  noon: {
    time: 'noon',
    sky: ['#7FC2E0', '#E4F3F4'],
    sun: '#FFFBEA',
    sea: ['#3CA3B4', '#10607A'],
    wash: '#FFFFFF',
    washBy: 0,
    glint: '#E9FBFB',
    glow: '#FFE7B0',
    lit: false,
  },
  golden: {
    time: 'golden',
    sky: ['#EFA867', '#FBE3B4'],
    sun: '#FFF4D8',
    sea: ['#3E7F93', '#1E4C61'],
    wash: '#F2A25A',
    washBy: 0.2,
    glint: '#FFE2AE',
    glow: '#FFD27F',
    lit: false,
  },
  dusk: {
    time: 'dusk',
    sky: ['#3F4B7D', '#EE9A72'],
    sun: '#F9C77E',
    sea: ['#39497A', '#1B2444'],
    wash: '#6E5C88',
    washBy: 0.38,
    glint: '#F4B489',
    glow: '#FFC96E',
    lit: true,
  },
  night: {
    time: 'night',
    sky: ['#0E1A33', '#2C3D64'],
    sun: '#F4ECD4',
    sea: ['#182848', '#0A1328'],
    wash: '#17223F',
    washBy: 0.66,
    glint: '#C9CFE0',
    glow: '#FFCC72',
    lit: true,
  },
};

/** A colour as it looks in this light. */
export function lit(color: string, light: Light, extra = 1): string {
  return light.washBy ? mix(color, light.wash, Math.min(0.9, light.washBy * extra)) : color;
}

/** The accents of one picture: a family chosen per item. */
export interface Palette {
  name: string;
  /** Main accent (textiles, doors, umbrellas). */
  a: string;
  /** Light accent. */
  b: string;
  /** Dark accent. */
  c: string;
  /** Walls of the buildings. */
  wall: string;
  /** Wood, decks, furniture frames. */
  wood: string;
}

export const PALETTES: readonly Palette[] = [
  {
    name: 'terracotta',
    a: '#C8643B',
    b: '#F1C7A2',
    c: '#6E3424',
    wall: '#F6EEE2',
    wood: '#9A6A45',
  },
  { name: 'sage', a: '#6F8F6B', b: '#D3DEC2', c: '#344A3A', wall: '#F3F1E8', wood: '#A88A62' },
  { name: 'ocean', a: '#2D7E8E', b: '#B5DCDD', c: '#17414D', wall: '#F7F7F2', wood: '#8C6E52' },
  { name: 'coral', a: '#E0775C', b: '#F5D3A6', c: '#3D405B', wall: '#FBF3E6', wood: '#B07E52' },
  { name: 'ochre', a: '#CF9A3E', b: '#F0DFB4', c: '#5E4327', wall: '#F4E7CE', wood: '#8A5E36' },
  { name: 'indigo', a: '#3D5A80', b: '#A9C9DD', c: '#22304A', wall: '#F2F2EE', wood: '#7C6450' },
  { name: 'rose', a: '#C56F7C', b: '#F2CFC8', c: '#5A3445', wall: '#FAF0EA', wood: '#A27356' },
];

// ---- document ----

export function svgDoc(defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}

/** A vertical (or given-direction) linear gradient. */
export function grad(id: string, stops: string[], dir: 'v' | 'h' = 'v'): string {
  const end = dir === 'v' ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
  const s = stops
    .map((c, i) => `<stop offset="${r((i / (stops.length - 1)) * 100)}%" stop-color="${c}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}>${s}</linearGradient>`;
}

export function radial(id: string, color: string, opacity: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}"${extra}/>`;
export const circle = (x: number, y: number, rad: number, fill: string, extra = '') =>
  `<circle cx="${r(x)}" cy="${r(y)}" r="${r(rad)}" fill="${fill}"${extra}/>`;
export const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}"${extra}/>`;
export const path = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}"${extra}/>`;
export const g = (transform: string, body: string, extra = '') =>
  `<g transform="${transform}"${extra}>${body}</g>`;
/** Place a drawing made around (0,0) at (x,y), scaled, optionally mirrored. */
export const at = (x: number, y: number, s: number, body: string, flip = false) =>
  g(`translate(${r(x)} ${r(y)}) scale(${flip ? -s : s} ${s})`, body);

/** A smooth ridge line through points across the width, closed down to `bottom`. */
export function ridge(
  rng: Rng,
  y: number,
  amp: number,
  fill: string,
  opts: { bottom?: number; n?: number; x0?: number; x1?: number } = {},
): string {
  const { bottom = H, n = 6, x0 = 0, x1 = W } = opts;
  const pts: [number, number][] = [];
  for (let i = 0; i <= n; i++) pts.push([x0 + ((x1 - x0) * i) / n, y - rng() * amp]);
  let d = `M${r(x0)} ${r(pts[0]![1])}`;
  for (let i = 0; i < n; i++) {
    const [ax, ay] = pts[i]!;
    const [bx, by] = pts[i + 1]!;
    d += `Q${r(ax + (bx - ax) / 2)} ${r(Math.min(ay, by) - amp * 0.3)} ${r(bx)} ${r(by)}`;
  }
  return path(`${d}L${r(x1)} ${bottom}L${r(x0)} ${bottom}Z`, fill);
}

// ---- sky and sea ----

/** Sky down to `horizon`, with the sun (moon and stars at night) at (sx, sy). */
export function sky(
  id: string,
  light: Light,
  horizon: number,
  sx: number,
  sy: number,
  rng: Rng,
): { defs: string; body: string } {
  const defs =
    grad(`${id}s`, [light.sky[0], light.sky[1]]) +
    radial(`${id}h`, light.sun, light.time === 'noon' ? 0.5 : 0.7);
  let body = rect(0, 0, W, horizon + 2, `url(#${id}s)`);
  if (light.time === 'night') {
    for (let i = 0; i < 26; i++)
      body += circle(
        rng() * W,
        rng() * horizon * 0.8,
        1.5 + rng() * 2,
        '#F4ECD4',
        ` opacity="${(0.4 + rng() * 0.5).toFixed(2)}"`,
      );
    body += circle(sx, sy, 40, light.sun) + circle(sx + 16, sy - 10, 34, light.sky[0]);
  } else {
    body +=
      circle(sx, sy, 210, `url(#${id}h)`) +
      circle(sx, sy, light.time === 'noon' ? 54 : 66, light.sun);
  }
  return { defs, body };
}

export function sea(
  id: string,
  light: Light,
  horizon: number,
  sx: number,
  rng: Rng,
  bottom = H,
): { defs: string; body: string } {
  const defs = grad(`${id}w`, [light.sea[0], light.sea[1]]);
  let body = rect(0, horizon, W, bottom - horizon, `url(#${id}w)`);
  const depth = bottom - horizon;
  for (let i = 0; i < 9; i++) {
    const t = (i + 1) / 10;
    const y = horizon + depth * t * t + 6;
    const w = 30 + t * 200 * rng();
    const x = sx - w / 2 + (rng() - 0.5) * 160 * t * 3;
    body += rect(
      x,
      y,
      w,
      2 + t * 5,
      light.glint,
      ` rx="3" opacity="${(0.55 - t * 0.3).toFixed(2)}"`,
    );
  }
  return { defs, body };
}

// ---- landmarks and nature ----

/** Land's End and El Arco, drawn from its waterline at (0,0), about 300 wide and 170 tall. */
export function arch(color: string): string {
  return (
    path(
      'M0 0C6-40 18-96 44-132C64-160 96-170 118-140C134-162 160-158 172-128C186-92 196-46 212 0ZM124 0C124-30 136-58 154-58C172-58 182-30 184 0Z',
      color,
      ' fill-rule="evenodd"',
    ) +
    path('M224 0L234-74L246-82L262 0Z', color) +
    path('M268 0L276-30L288-34L300 0Z', color)
  );
}

/** A palm drawn from its foot, about 300 tall. */
export function palm(trunk: string, leaf: string, lean = 1): string {
  const tx = 40 * lean;
  return (
    path(`M-8 0C-4-110 ${tx - 10}-210 ${tx}-300L${tx + 8}-296C${tx}-210 8-110 8 0Z`, trunk) +
    g(
      `translate(${tx} -298)`,
      path(
        'M0 0C-40-40-110-36-150 4C-100-20-50-18 0 0ZM0 0C40-44 112-40 150 6C100-18 50-20 0 0ZM0 0C-20-50-70-80-110-74C-60-60-30-40 0 0ZM0 0C24-54 74-80 112-70C64-58 30-38 0 0ZM0 0C-30 20-80 60-96 110C-70 70-40 40 0 0ZM0 0C30 20 84 56 100 108C70 70 40 40 0 0Z',
        leaf,
      ),
    )
  );
}

/** A cardón cactus from its foot, about 220 tall. */
export function cactus(color: string): string {
  return (
    rect(-14, -220, 28, 220, color, ' rx="14"') +
    path('M-14-90H-50C-60-90-64-96-64-106V-160C-64-172-44-172-44-160V-112H-14Z', color) +
    path('M14-120H48V-180C48-192 68-192 68-180V-110C68-100 62-96 54-96H14Z', color)
  );
}

export function bird(color: string): string {
  return path('M-20 0Q-10-12 0 0Q10-12 20 0Q10-6 0 3Q-10-6-20 0Z', color);
}

/** Bougainvillea: a cluster of blossoms around (0,0). */
export function blossoms(rng: Rng, color: string, leaf: string, n = 14, spread = 90): string {
  let s = '';
  for (let i = 0; i < n; i++)
    s += circle(
      (rng() - 0.5) * spread * 2,
      (rng() - 0.5) * spread,
      14 + rng() * 16,
      i % 3 ? color : leaf,
    );
  return s;
}

// ---- boats ----

export function sailboat(hull: string, sail: string): string {
  return (
    path('M-90 0H90L66 26H-66Z', hull) +
    path('M6-12V-210L96-12Z', sail) +
    path('M-4-12V-170L-70-12Z', sail, ' opacity=".8"')
  );
}

export function yacht(hull: string, cabin: string, glass: string): string {
  return (
    path('M-170 0H190L160 34H-130Z', hull) +
    path('M-110 0L-80-46H90L120 0Z', cabin) +
    path('M-60-46L-40-80H50L70-46Z', cabin) +
    rect(-70, -36, 150, 14, glass, ' rx="6"') +
    rect(-34, -70, 76, 12, glass, ' rx="6"')
  );
}

export function catamaran(hull: string, sail: string, deck: string): string {
  return (
    path('M-160 0H160L148 22H-150Z', hull) +
    rect(-140, -20, 280, 20, deck) +
    path('M0-20V-260L130-20Z', sail) +
    path('M-8-20V-220L-110-20Z', sail, ' opacity=".75"')
  );
}

export function fishingBoat(hull: string, cabin: string, dark: string): string {
  return (
    path('M-150 0H170L140 32H-120Z', hull) +
    rect(-60, -50, 120, 50, cabin) +
    rect(-40, -100, 70, 50, 'none', ` stroke="${dark}" stroke-width="6"`) +
    rect(-48, -108, 86, 10, dark) +
    path('M10-100L-150-220', 'none', ` stroke="${dark}" stroke-width="4"`) +
    path('M20-100L190-230', 'none', ` stroke="${dark}" stroke-width="4"`)
  );
}

// ---- animals ----

export function whaleTail(color: string): string {
  return path(
    'M-12 0C-10-40-20-70-30-84C-60-96-100-110-120-150C-80-130-40-132 0-112C40-132 80-130 120-150C100-110 60-96 30-84C20-70 10-40 12 0Z',
    color,
  );
}

/** A humpback rising out of the water at (0,0), about 330 tall, with its long pectoral fin. */
export function whaleBreach(color: string, belly: string): string {
  return (
    path('M-70 0C-50-120 10-260 110-330C140-352 178-344 176-312C172-250 124-120 84 0Z', color) +
    path('M44 0C64-100 112-220 160-296C168-276 152-200 116-100C100-56 90-20 86 0Z', belly) +
    path('M10-170C-50-200-140-200-200-160C-140-168-70-156 16-140Z', color) +
    ellipse(10, 4, 200, 26, '#FFFFFF', ' opacity=".75"') +
    circle(-150, -40, 10, '#FFFFFF', ' opacity=".7"') +
    circle(180, -60, 8, '#FFFFFF', ' opacity=".7"') +
    circle(-110, -90, 6, '#FFFFFF', ' opacity=".6"')
  );
}

export function fish(color: string, fin: string): string {
  return (
    path('M-40 0C-20-22 20-22 36 0C20 22-20 22-40 0ZM30 0L58-20L54 0L58 20Z', color) +
    circle(-22, -4, 4, fin)
  );
}

export function dolphin(color: string): string {
  return path(
    'M-120 20C-60-60 60-80 120-30C130-20 150-18 160-22C150-8 136-4 120-6C80 0 40 10 10 30L0 60L-20 34C-60 40-100 40-120 20ZM-130 20L-170-6L-160 30L-176 52Z',
    color,
  );
}

export function turtle(shell: string, skin: string): string {
  return (
    ellipse(-70, -40, 40, 16, skin, ' transform="rotate(-30 -70 -40)"') +
    ellipse(70, -40, 40, 16, skin, ' transform="rotate(30 70 -40)"') +
    ellipse(-50, 50, 30, 12, skin, ' transform="rotate(30 -50 50)"') +
    ellipse(50, 50, 30, 12, skin, ' transform="rotate(-30 50 50)"') +
    ellipse(0, -78, 20, 24, skin) +
    ellipse(0, 0, 66, 80, shell) +
    path('M0-50L30-20L20 30H-20L-30-20Z', skin, ' opacity=".35"')
  );
}

export function marlin(color: string): string {
  return path(
    'M-260 10L-120-6C-80-60-20-90 30-80C10-60 0-40 4-24C60-30 120-20 160-10L220-70L200 0L230 70L160 14C100 30 20 40-60 30C-100 26-140 20-260 10Z',
    color,
  );
}

export function camel(color: string): string {
  return path(
    'M-120-150C-130-170-110-190-90-180L-60-120C-40-170 0-180 20-140C40-180 80-170 90-120C110-120 120-100 110-60L120 0H104L96-52L86 0H70L66-60H-30L-36 0H-52L-56-56L-70 0H-86L-80-70C-100-90-110-120-120-150Z',
    color,
  );
}

export function horseRider(horse: string, rider: string): string {
  return (
    path(
      'M-130-120C-150-150-140-170-120-160L-90-130C-40-130 40-130 80-120C110-112 120-90 130-60L150-30L138-26L116-56L112 0H96L94-50C60-40 0-40-50-50L-60 0H-76L-78-60C-90-70-100-90-110-100Z',
      horse,
    ) +
    path('M140-60C160-40 170-20 168 0C158-20 148-36 136-50Z', horse) +
    path('M-30-130L-20-210C-18-226 0-228 4-214L10-130Z', rider) +
    circle(-6, -236, 16, rider)
  );
}

// ---- people and vehicles ----

/** A standing figure, about 170 tall, feet at (0,0). */
export function person(body: string, skin: string): string {
  return circle(0, -150, 18, skin) + path('M-24-128H24L30-60H14L10 0H-10L-14-60H-30Z', body);
}

export function atv(body: string, dark: string, rider: string): string {
  return (
    circle(-80, 0, 42, dark) +
    circle(90, 0, 42, dark) +
    circle(-80, 0, 16, body) +
    circle(90, 0, 16, body) +
    path('M-140-40L-100-70H100L150-40L130-20H-130Z', body) +
    path('M-20-70L-10-150C-8-166 14-166 16-150L24-70Z', rider) +
    circle(2, -176, 22, dark)
  );
}

export function helicopter(body: string, glass: string, dark: string): string {
  return (
    path(
      'M-110-20C-110-70-60-90 0-90C50-90 90-60 90-30C90-6 60 0 0 0H-80C-100 0-110-8-110-20Z',
      body,
    ) +
    path('M60-50L260-70V-50L70-20Z', body) +
    path('M-90-40C-90-64-60-76-30-76V-30H-90Z', glass) +
    rect(-200, -112, 400, 8, dark, ' rx="4"') +
    rect(-6, -112, 12, 24, dark) +
    rect(-90, 20, 170, 8, dark, ' rx="4"') +
    rect(-60, 0, 8, 22, dark) +
    rect(40, 0, 8, 22, dark)
  );
}

export function parasail(canopy: string, stripe: string, dark: string): string {
  return (
    path('M-170 0C-140-120 140-120 170 0C100-30-100-30-170 0Z', canopy) +
    path('M-60-84C-40-30-40-22-40-22L40-22C40-22 40-30 60-84C20-90-20-90-60-84Z', stripe) +
    path(
      'M-160 0L0 200M160 0L0 200M-40-22L0 200M40-22L0 200',
      'none',
      ` stroke="${dark}" stroke-width="3"`,
    ) +
    circle(0, 214, 14, dark) +
    path('M-10 226H10L14 280H-14Z', dark)
  );
}

export function surfer(board: string, body: string): string {
  return (
    path('M-140 10C-60-10 60-10 140 6C60 24-60 26-140 10Z', board) +
    path('M-40 0L-20-70L-60-110L-50-120L0-90L40-120L50-110L20-70L40 0H26L4-60L-20 0Z', body) +
    circle(-6, -134, 18, body)
  );
}

export function paddler(board: string, body: string): string {
  return (
    path('M-160 8C-80-6 80-6 170 4C80 20-80 22-160 8Z', board) +
    path('M-16 0L-20-120H20L16 0Z', body) +
    circle(0, -140, 18, body) +
    path('M40-220L60 30', 'none', ` stroke="${body}" stroke-width="6"`) +
    path('M56 20L72 60L52 64Z', body)
  );
}

export function diver(suit: string, tank: string): string {
  return (
    path(
      'M-160 0C-140-20-60-30 40-24L90-30C110-30 120-16 110-4C90 10 40 12 0 10C-60 14-120 16-160 0Z',
      suit,
    ) +
    rect(-60, -44, 100, 24, tank, ' rx="12"') +
    path('M-160 0L-230-30L-220 10L-240 40Z', suit) +
    circle(104, -18, 16, tank)
  );
}

export function bubbles(rng: Rng, color: string, n = 8): string {
  let s = '';
  for (let i = 0; i < n; i++)
    s += circle(
      rng() * 40 - 20,
      -i * 34 - rng() * 12,
      5 + rng() * 7,
      'none',
      ` stroke="${color}" stroke-width="3" opacity=".7"`,
    );
  return s;
}
