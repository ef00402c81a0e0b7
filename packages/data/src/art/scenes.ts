/**
 * Settings, buildings and rooms shared by the kinds of the illustration set: a landscape per
 * place around Los Cabos, villa and resort buildings, and the interiors (living room,
 * bedroom, terrace, pool) that villas and resorts draw.
 */
import {
  H,
  W,
  arch,
  at,
  between,
  bird,
  blossoms,
  cactus,
  circle,
  ellipse,
  grad,
  lit,
  mix,
  palm,
  path,
  rect,
  ridge,
  sailboat,
  sea,
  sky,
  r,
  type Light,
  type Palette,
  type Rng,
} from './kit.ts';

export type Setting =
  | 'pedregal' // cliffs above the Pacific, the Arch close by
  | 'medano' // the swimmable bay, the Arch across the water
  | 'corridor' // rocky coves on the Sea of Cortez
  | 'palmilla' // long beach with palms, the sierra behind
  | 'san-jose' // the estuary and the old town under the mountains
  | 'golf' // Puerto Los Cabos: fairways above the sea
  | 'hillside' // El Tezal / the hills above the marina, the town below
  | 'todos-santos' // desert, palm oasis and Pacific surf
  | 'east-cape'; // empty beach, desert hills and cardón

/** The setting named by a location text (location, address, description); first match wins. */
export function settingFor(text: string): Setting {
  const t = text.toLowerCase();
  const rules: [Setting, string[]][] = [
    ['todos-santos', ['todos santos']],
    ['east-cape', ['east cape', 'costa palmas', 'pulmo']],
    ['pedregal', ['pedregal', "land's end", 'diamante', 'quivira', 'sunset beach', 'pacific']],
    ['palmilla', ['palmilla']],
    ['golf', ['puerto los cabos', 'golf']],
    ['medano', ['médano', 'medano', 'marina']],
    ['hillside', ['tezal', 'hillside', 'above the marina']],
    ['san-jose', ['san josé', 'san jose']],
    ['corridor', ['corridor', 'chileno', 'santa maría', 'ballena', 'misiones']],
  ];
  for (const [setting, words] of rules) if (words.some((w) => t.includes(w))) return setting;
  return 'corridor';
}

/** Which way the coast faces: sunsets over the Pacific, sunrises over the Sea of Cortez. */
export function facesWest(setting: Setting): boolean {
  return (
    setting === 'pedregal' ||
    setting === 'todos-santos' ||
    setting === 'medano' ||
    setting === 'hillside'
  );
}

export interface Scene {
  defs: string;
  body: string;
  /** Where a building or subject can stand: y of the ground and the x range. */
  groundY: number;
  x0: number;
  x1: number;
}

const ROCK = '#8A786A';
const SAND = '#EAD5B0';
const GREEN = '#6E8B5C';
const DESERT = '#D9B88A';

/**
 * The place, drawn full canvas: sky, sea and land. `horizon` is the sea's line (0..1 of the
 * height); `mirror` flips the land so two pictures of one place differ in vantage point.
 */
export function landscape(
  id: string,
  setting: Setting,
  light: Light,
  horizon: number,
  rng: Rng,
  mirror = false,
): Scene {
  const hy = r(H * horizon);
  const sx = r(between(rng, 0.2, 0.8) * W);
  const sy = r(
    light.time === 'noon'
      ? hy * 0.25
      : light.time === 'dawn' || light.time === 'golden' || light.time === 'dusk'
        ? hy - 40 - rng() * 70
        : hy * 0.3,
  );
  const s = sky(id, light, hy, sx, sy, rng);
  const w = sea(id, light, hy, sx, rng);
  let defs = s.defs + w.defs;
  let back = s.body;
  let land = '';
  let front = '';
  const far = lit(mix(light.sky[1], '#6E6A8C', 0.45), light, 0.6);
  const rock = lit(ROCK, light);
  const sand = lit(SAND, light);
  const green = lit(GREEN, light);
  const desert = lit(DESERT, light);
  const dark = lit('#4E5B4A', light, 1.2);
  let groundY = hy + 160;
  let x0 = 200;
  let x1 = 1400;
  switch (setting) {
    case 'pedregal': {
      land += at(
        between(rng, 1050, 1250),
        hy + 2,
        between(rng, 1.2, 1.7),
        arch(lit('#6F6258', light)),
      );
      front += path(
        `M0 ${hy - 140}C220 ${hy - 170} 520 ${hy - 150} 700 ${hy - 90}C760 ${hy - 40} 780 ${hy + 120} 840 ${H}H0Z`,
        rock,
      );
      front += path(
        `M0 ${hy + 60}C200 ${hy + 40} 500 ${hy + 90} 640 ${hy + 200}C680 ${hy + 300} 700 ${H - 40} 720 ${H}H0Z`,
        lit('#75655A', light),
        ' opacity=".7"',
      );
      front += path(
        `M760 ${hy + 260}C860 ${hy + 230} 1000 ${hy + 250} 1100 ${hy + 300}`,
        'none',
        ` stroke="${light.glint}" stroke-width="6" opacity=".6"`,
      );
      groundY = hy - 140;
      x0 = 120;
      x1 = 620;
      break;
    }
    case 'medano': {
      land += at(between(rng, 1180, 1320), hy + 2, 0.6, arch(far));
      land += ridge(rng, hy + 4, 60, far, { x0: 0, x1: 520, n: 4, bottom: hy + 4 });
      for (let i = 0; i < 3; i++)
        land += at(
          300 + i * 260 + rng() * 80,
          hy + 60 + i * 30,
          0.25 + i * 0.05,
          sailboat(lit('#F7F3EA', light), lit('#FFFFFF', light)),
        );
      front += path(
        `M0 ${hy + 230}C400 ${hy + 190} 1100 ${hy + 210} ${W} ${hy + 260}V${H}H0Z`,
        sand,
      );
      front += path(
        `M0 ${hy + 230}C400 ${hy + 190} 1100 ${hy + 210} ${W} ${hy + 260}`,
        'none',
        ` stroke="${lit('#FFFFFF', light)}" stroke-width="8" opacity=".7"`,
      );
      groundY = hy + 300;
      break;
    }
    case 'corridor': {
      land += ridge(rng, hy + 4, 40, far, { x0: 900, x1: W, n: 3, bottom: hy + 4 });
      front += path(
        `M0 ${hy - 110}C240 ${hy - 130} 520 ${hy - 100} 660 ${hy - 20}C740 ${hy + 40} 760 ${hy + 160} 700 ${hy + 240}C640 ${hy + 320} 560 ${H - 60} 520 ${H}H0Z`,
        rock,
      );
      front += path(
        `M0 ${hy + 20}C200 ${hy} 420 ${hy + 40} 560 ${hy + 140}C600 ${hy + 200} 560 ${H - 80} 520 ${H}H0Z`,
        lit('#75655A', light),
        ' opacity=".6"',
      );
      front += path(
        `M${W} ${hy - 20}C1440 ${hy - 30} 1360 ${hy + 30} 1320 ${hy + 100}C1290 ${hy + 160} 1300 ${hy + 240} 1340 ${H}H${W}Z`,
        lit('#7C6C60', light),
      );
      front += path(`M440 ${H}C600 ${H - 90} 1100 ${H - 100} 1380 ${H}Z`, sand);
      front += path(
        `M700 ${hy + 200}C800 ${hy + 180} 960 ${hy + 190} 1060 ${hy + 220}`,
        'none',
        ` stroke="${light.glint}" stroke-width="5" opacity=".5"`,
      );
      land += at(
        between(rng, 900, 1150),
        hy + 40,
        0.35,
        sailboat(lit('#F7F3EA', light), lit('#FFFFFF', light)),
      );
      groundY = hy - 110;
      x0 = 60;
      x1 = 600;
      break;
    }
    case 'palmilla': {
      land += ridge(rng, hy - 60, 90, far, { n: 5, bottom: hy + 4 });
      front += path(
        `M0 ${hy + 170}C500 ${hy + 140} 1100 ${hy + 150} ${W} ${hy + 190}V${H}H0Z`,
        sand,
      );
      front += path(
        `M0 ${hy + 170}C500 ${hy + 140} 1100 ${hy + 150} ${W} ${hy + 190}`,
        'none',
        ` stroke="${lit('#FFFFFF', light)}" stroke-width="7" opacity=".7"`,
      );
      for (let i = 0; i < 4; i++)
        front += at(
          100 + i * 420 + rng() * 140,
          hy + 260 + rng() * 60,
          0.7 + rng() * 0.4,
          palm(lit('#7A5C44', light), green, rng() < 0.5 ? 1 : -1),
        );
      groundY = hy + 240;
      break;
    }
    case 'san-jose': {
      land += ridge(rng, hy - 120, 120, far, { n: 5, bottom: hy + 4 });
      land += ridge(rng, hy - 20, 40, lit(mix(GREEN, '#9BB08A', 0.5), light), {
        n: 8,
        bottom: hy + 4,
      });
      front += path(
        `M0 ${hy + 60}C400 ${hy + 40} 1200 ${hy + 70} ${W} ${hy + 50}V${H}H0Z`,
        lit('#8FB0A8', light),
      );
      front += path(
        `M0 ${hy + 200}C500 ${hy + 170} 1000 ${hy + 190} ${W} ${hy + 220}V${H}H0Z`,
        green,
      );
      for (let i = 0; i < 5; i++)
        front += at(
          80 + i * 330 + rng() * 100,
          hy + 210 + rng() * 30,
          0.4 + rng() * 0.3,
          palm(lit('#6E5440', light), dark, rng() < 0.5 ? 1 : -1),
        );
      groundY = hy + 230;
      break;
    }
    case 'golf': {
      land += ridge(rng, hy - 30, 40, far, { x0: 0, x1: 600, n: 3, bottom: hy + 4 });
      front += path(
        `M0 ${hy + 120}C300 ${hy + 60} 900 ${hy + 100} ${W} ${hy + 70}V${H}H0Z`,
        lit('#8DB36B', light),
      );
      front += path(
        `M0 ${hy + 260}C500 ${hy + 200} 1000 ${hy + 260} ${W} ${hy + 220}V${H}H0Z`,
        lit('#6E9A54', light),
      );
      front += ellipse(between(rng, 300, 1300), hy + 180, 120, 18, lit('#E8D7AE', light));
      front +=
        rect(1160, hy + 70, 4, 60, lit('#F7F3EA', light)) +
        path(`M1164 ${hy + 70}l34 10l-34 10z`, lit('#C8643B', light));
      groundY = hy + 250;
      break;
    }
    case 'hillside': {
      land += at(between(rng, 1100, 1300), hy + 2, 0.5, arch(far));
      land += ridge(rng, hy - 40, 80, far, { x0: 0, x1: 700, n: 4, bottom: hy + 4 });
      front += path(
        `M0 ${hy + 120}C500 ${hy + 60} 1100 ${hy + 110} ${W} ${hy + 150}V${H}H0Z`,
        desert,
      );
      for (let i = 0; i < 22; i++) {
        const x = rng() * W;
        const y = hy + 130 + rng() * 60;
        front += rect(
          x,
          y,
          26 + rng() * 30,
          18 + rng() * 14,
          light.lit ? light.glow : lit('#F4EBDD', light),
          light.lit ? ' opacity=".8"' : '',
        );
      }
      front += path(
        `M0 ${hy + 240}C600 ${hy + 200} 1000 ${hy + 230} ${W} ${hy + 260}V${H}H0Z`,
        lit('#B79A74', light),
      );
      groundY = hy + 270;
      break;
    }
    case 'todos-santos': {
      land += ridge(rng, hy - 80, 120, far, { n: 4, bottom: hy + 4 });
      front += path(
        `M0 ${hy + 90}C400 ${hy + 40} 1000 ${hy + 80} ${W} ${hy + 100}V${H}H0Z`,
        desert,
      );
      front += path(
        `M0 ${hy + 90}C400 ${hy + 40} 1000 ${hy + 80} ${W} ${hy + 100}`,
        'none',
        ` stroke="${lit('#FFFFFF', light)}" stroke-width="10" opacity=".8"`,
      );
      front += ridge(rng, hy + 260, 60, lit('#C9A06E', light), { n: 4 });
      for (let i = 0; i < 5; i++)
        front += at(
          200 + i * 300 + rng() * 100,
          hy + 250 + rng() * 40,
          0.6 + rng() * 0.3,
          palm(lit('#6E5440', light), green, i % 2 ? 1 : -1),
        );
      groundY = hy + 260;
      break;
    }
    case 'east-cape': {
      land += ridge(rng, hy - 40, 70, far, { x0: 0, x1: 800, n: 4, bottom: hy + 4 });
      front += path(
        `M0 ${hy + 140}C500 ${hy + 110} 1100 ${hy + 120} ${W} ${hy + 150}V${H}H0Z`,
        sand,
      );
      front += ridge(rng, hy + 300, 70, desert, { n: 5 });
      for (let i = 0; i < 4; i++)
        front += at(
          150 + i * 400 + rng() * 120,
          hy + 330 + rng() * 40,
          0.6 + rng() * 0.4,
          cactus(lit('#5F7A52', light)),
        );
      groundY = hy + 300;
      break;
    }
  }
  if (light.time !== 'night')
    for (let i = 0; i < 3; i++)
      back += at(
        sx + 200 + i * 60 - 600 * rng(),
        hy * (0.2 + 0.3 * rng()),
        0.8,
        bird(lit('#3E3A44', light)),
      );
  const body = back + w.body + land + front;
  const out = mirror ? `<g transform="translate(${W} 0) scale(-1 1)">${body}</g>` : body;
  if (mirror) [x0, x1] = [W - x1, W - x0];
  defs += '';
  return { defs, body: out, groundY, x0, x1 };
}

/** The landscape seen through an opening (x, y, w, h) of a larger picture. */
export function viewThrough(
  id: string,
  setting: Setting,
  light: Light,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  horizon = 0.55,
): string {
  const s = landscape(id, setting, light, horizon, rng);
  return `<svg x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice"><defs>${s.defs}</defs>${s.body}</svg>`;
}

// ---- buildings ----

export type Architecture = 'modern' | 'hacienda' | 'palapa';

export const TILE = '#B8593A';
const THATCH = '#B98D57';

/**
 * A building standing on (0,0), `units` wide (one unit per bedroom or per group of rooms),
 * `floors` high. Windows glow when the light is lit.
 */
export function building(
  archi: Architecture,
  units: number,
  floors: number,
  pal: Palette,
  light: Light,
  rng: Rng,
  terraced = true,
): string {
  const u = 120;
  const fh = 120;
  const wall = lit(archi === 'hacienda' ? mix(pal.wall, pal.b, 0.5) : pal.wall, light, 0.9);
  const shade = mix(wall, '#3A3440', 0.22);
  const glass = light.lit ? light.glow : lit(mix(light.sky[1], '#2F4F5F', 0.55), light);
  let s = '';
  // Floors step back as they rise, like houses built into a slope.
  for (let f = 0; f < floors; f++) {
    const n = terraced ? Math.max(1, units - f * Math.ceil(units / (floors + 1))) : units;
    const w = n * u;
    const x =
      -w / 2 +
      (!terraced ? 0 : archi === 'modern' ? (f % 2 ? 90 : -60) : f % 2 ? 40 : -20) *
        (rng() < 0.5 ? 1 : -1);
    const y = -(f + 1) * fh;
    s += rect(x, y, w, fh, wall);
    s += rect(x + w - 28, y, 28, fh, shade);
    for (let i = 0; i < n; i++) {
      const wx = x + i * u + 18;
      if (archi === 'hacienda')
        s += path(
          `M${r(wx)} ${r(y + fh - 14)}V${r(y + 50)}A42 42 0 0 1 ${r(wx + 84)} ${r(y + 50)}V${r(y + fh - 14)}Z`,
          glass,
        );
      else if (archi === 'modern') s += rect(wx - 8, y + 24, u - 20, fh - 38, glass);
      else s += rect(wx, y + 30, u - 40, fh - 44, glass, ' rx="6"');
    }
    if (archi === 'modern')
      s += rect(x - 30, y - 10, w + 60, 14, lit(mix(pal.wall, '#FFFFFF', 0.5), light, 0.8));
    if (archi === 'hacienda')
      s += path(
        `M${r(x - 24)} ${r(y + 6)}L${r(x + 20)} ${r(y - 34)}H${r(x + w - 20)}L${r(x + w + 24)} ${r(y + 6)}Z`,
        lit(TILE, light),
      );
    if (archi === 'palapa' && f < floors - 1)
      s += path(
        `M${r(x - 30)} ${r(y + 14)}L${r(x + 10)} ${r(y - 6)}H${r(x + w - 10)}L${r(x + w + 30)} ${r(y + 14)}Z`,
        lit(THATCH, light),
      );
    if (archi === 'palapa' && f === floors - 1) {
      const cx = x + w / 2;
      s += path(
        `M${r(x - 60)} ${r(y + 14)}Q${r(cx - 30)} ${r(y - 40)} ${r(cx)} ${r(y - 170)}Q${r(cx + 30)} ${r(y - 40)} ${r(x + w + 60)} ${r(y + 14)}Z`,
        lit(THATCH, light),
      );
      s += path(
        `M${r(x - 50)} ${r(y + 10)}Q${r(cx)} ${r(y - 10)} ${r(x + w + 50)} ${r(y + 10)}`,
        'none',
        ` stroke="${lit('#8A6236', light)}" stroke-width="6"`,
      );
    }
  }
  // The villa's own pool in front.
  s += rect(-units * u * 0.45, -8, units * u * 0.6, 16, lit('#58C0C8', light), ' rx="4"');
  return s;
}

// ---- furniture (drawn around (0,0) at the floor) ----

export function sofa(fabric: string, frame: string, cushion: string): string {
  return (
    rect(-260, -170, 520, 110, fabric, ' rx="26"') +
    rect(-300, -110, 600, 90, mix(fabric, '#000000', 0.08), ' rx="24"') +
    rect(-300, -150, 70, 140, fabric, ' rx="30"') +
    rect(230, -150, 70, 140, fabric, ' rx="30"') +
    rect(-200, -150, 110, 80, cushion, ' rx="20"') +
    rect(90, -150, 110, 80, cushion, ' rx="20"') +
    rect(-270, -20, 16, 20, frame) +
    rect(254, -20, 16, 20, frame)
  );
}

export function coffeeTable(top: string, leg: string): string {
  return ellipse(0, -60, 170, 26, top) + rect(-110, -56, 14, 56, leg) + rect(96, -56, 14, 56, leg);
}

export function plant(pot: string, leaf: string): string {
  return (
    path('M-50-90C-90-200-40-300 0-330C-10-250-10-170-20-90Z', leaf) +
    path('M20-90C30-200 100-260 130-270C90-200 70-150 50-90Z', leaf) +
    path('M-10-90C-60-170-140-190-170-180C-110-150-80-120-40-90Z', leaf) +
    path('M-60-90H60L44 0H-44Z', pot)
  );
}

export function lounger(frame: string, cushion: string): string {
  return (
    path('M-150-40H60L140-120L156-108L84-24H-150Z', cushion) +
    rect(-140, -24, 10, 24, frame) +
    rect(60, -24, 10, 24, frame)
  );
}

export function umbrella(canopy: string, pole: string): string {
  return (
    rect(-5, -300, 10, 300, pole) +
    path('M-170-260Q0-360 170-260Z', canopy) +
    path(
      'M-170-260Q-85-280 0-260Q85-280 170-260',
      'none',
      ` stroke="${mix(canopy, '#000000', 0.2)}" stroke-width="4"`,
    )
  );
}

export function lamp(shade: string, glow: string, on: boolean): string {
  return (
    (on ? circle(0, -150, 90, glow, ' opacity=".25"') : '') +
    path('M-40-130H40L30-190H-30Z', on ? glow : shade) +
    rect(-4, -130, 8, 110, shade) +
    rect(-30, -20, 60, 20, shade, ' rx="6"')
  );
}

/** A picture frame with a sun over the sea: rooms get a small painting. */
export function painting(pal: Palette, rng: Rng, w = 200, h = 140): string {
  return (
    rect(-w / 2 - 10, -h / 2 - 10, w + 20, h + 20, pal.c) +
    rect(-w / 2, -h / 2, w, h, pal.b) +
    circle((rng() - 0.5) * w * 0.5, -h * 0.1, h * 0.2, pal.a) +
    rect(-w / 2, h * 0.1, w, h * 0.4, mix(pal.a, pal.c, 0.5))
  );
}

export interface RoomOpts {
  id: string;
  setting: Setting;
  light: Light;
  pal: Palette;
  archi: Architecture;
  rng: Rng;
}

function roomShell(
  o: RoomOpts,
  winX: number,
  winW: number,
  winTop: number,
  floorY: number,
): string {
  const { light, pal, archi } = o;
  // Indoors the light is softer: walls take only part of the time-of-day wash.
  const wall = lit(
    archi === 'hacienda'
      ? mix(pal.wall, pal.b, 0.45)
      : archi === 'palapa'
        ? mix(pal.wall, '#E8D9BE', 0.5)
        : pal.wall,
    light,
    0.55,
  );
  const floor = lit(
    archi === 'modern' ? '#D9D2C6' : archi === 'hacienda' ? '#C9805A' : '#B89470',
    light,
    0.55,
  );
  let s = rect(0, 0, W, floorY, wall) + rect(0, floorY, W, H - floorY, floor);
  s += viewThrough(`${o.id}v`, o.setting, light, o.rng, winX, winTop, winW, floorY - winTop, 0.5);
  const frame = archi === 'modern' ? lit('#2E2F33', light, 0.5) : lit(pal.wood, light, 0.5);
  s +=
    rect(winX - 12, winTop - 12, winW + 24, 12, frame) +
    rect(winX - 12, winTop, 12, floorY - winTop, frame) +
    rect(winX + winW, winTop, 12, floorY - winTop, frame);
  const panes = archi === 'modern' ? 2 : 4;
  for (let i = 1; i < panes; i++)
    s += rect(winX + (winW * i) / panes - 4, winTop, 8, floorY - winTop, frame);
  if (archi === 'hacienda')
    s +=
      rect(0, 0, W, 40, lit(pal.wood, light, 0.5)) +
      rect(0, 40, W, 12, lit(mix(pal.wood, '#000000', 0.2), light, 0.5));
  if (archi === 'palapa')
    for (let i = 0; i < 9; i++)
      s += path(
        `M${W / 2} -60L${r(i * 200 - 50)} 70`,
        'none',
        ` stroke="${lit(pal.wood, light, 0.5)}" stroke-width="14"`,
      );
  return s;
}

export function livingRoom(o: RoomOpts): string {
  const { light, pal, rng } = o;
  const floorY = 720;
  const winW = between(rng, 900, 1160);
  const winX = between(rng, 120, W - winW - 120);
  let s = roomShell(o, winX, winW, 150, floorY);
  s += ellipse(800, 880, 560, 70, lit(pal.b, light, 0.5));
  s += at(
    800,
    860,
    1,
    sofa(lit(pal.a, light, 0.5), lit(pal.wood, light, 0.5), lit(pal.b, light, 0.5)),
  );
  s += at(
    800,
    960,
    1,
    coffeeTable(lit(pal.wood, light, 0.5), lit(mix(pal.wood, '#000000', 0.3), light, 0.5)),
  );
  s +=
    ellipse(760, 896, 30, 10, lit(pal.c, light, 0.5)) +
    circle(860, 890, 16, lit(pal.a, light, 0.5));
  const side = winX > W / 2 - winW / 2 ? 150 : W - 150;
  s += at(side, 900, 1, plant(lit(pal.c, light, 0.5), lit('#557A52', light, 0.6)));
  s += at(W - side, 880, 1.2, lamp(lit(pal.c, light, 0.5), light.glow, light.lit));
  return s;
}

export function bedroom(o: RoomOpts): string {
  const { light, pal, rng } = o;
  const floorY = 700;
  const left = rng() < 0.5;
  const winX = left ? 80 : 900;
  let s = roomShell(o, winX, 620, 130, floorY);
  const bx = left ? 1130 : 470;
  const linen = lit('#FBF8F2', light, 0.5);
  s += at(bx, 320, 1, painting(pal, rng));
  s += rect(bx - 300, 440, 600, 300, lit(pal.wood, light, 0.5), ' rx="18"');
  s += rect(bx - 320, 620, 640, 200, linen, ' rx="20"');
  s +=
    rect(bx - 260, 560, 220, 90, linen, ' rx="30"') +
    rect(bx + 40, 560, 220, 90, linen, ' rx="30"');
  s += rect(bx - 200, 600, 150, 70, lit(pal.b, light, 0.5), ' rx="24"');
  s += rect(bx - 330, 760, 660, 120, lit(pal.a, light, 0.5), ' rx="12"');
  s += rect(bx - 330, 760, 660, 18, lit(pal.c, light, 0.5));
  for (const d of [-1, 1]) {
    const nx = bx + d * 420;
    s += rect(nx - 60, 680, 120, 120, lit(pal.wood, light, 0.5), ' rx="8"');
    s += at(nx, 680, 0.8, lamp(lit(pal.c, light, 0.5), light.glow, light.lit));
  }
  return s;
}

/** An outdoor scene seen from a terrace: deck, railing, loungers, shade. */
export function terrace(o: RoomOpts, horizon: number): { defs: string; body: string } {
  const { light, pal, rng } = o;
  const sc = landscape(`${o.id}t`, o.setting, light, horizon, rng, rng() < 0.5);
  const deckY = 760;
  const wood = lit(pal.wood, light, 0.7);
  let s = sc.body;
  s += rect(0, deckY, W, H - deckY, wood);
  for (let i = 1; i < 6; i++) s += rect(0, deckY + i * i * 8, W, 3, mix(wood, '#000000', 0.15));
  s +=
    rect(0, deckY - 110, W, 110, lit('#D9EEF0', light, 0.6), ' opacity=".25"') +
    rect(0, deckY - 116, W, 8, lit('#FFFFFF', light, 0.7), ' opacity=".6"');
  const flip = rng() < 0.5;
  s += at(
    flip ? 500 : 1100,
    940,
    1.3,
    lounger(lit(pal.c, light, 0.7), lit(pal.b, light, 0.7)),
    flip,
  );
  s += at(
    flip ? 860 : 740,
    950,
    1.3,
    lounger(lit(pal.c, light, 0.7), lit(pal.b, light, 0.7)),
    flip,
  );
  s += at(flip ? 680 : 920, 900, 0.6, coffeeTable(lit(pal.wood, light), lit(pal.c, light)));
  if (o.archi === 'palapa')
    s += path(`M-40 0H${W + 40}V80Q${W / 2} 160 -40 80Z`, lit(THATCH, light));
  else if (o.archi === 'hacienda')
    for (let i = 0; i < 8; i++)
      s +=
        rect(i * 220 - 20, 0, 40, 110, lit(pal.wood, light)) +
        rect(0, 100, W, 30, lit(pal.wood, light));
  else s += rect(0, 0, W, 70, lit(mix(pal.wall, '#C9C2B8', 0.4), light, 0.8));
  s += at(
    flip ? 1420 : 180,
    780,
    1,
    blossoms(rng, lit('#C7367A', light, 0.6), lit('#4E7A44', light, 0.6)),
  );
  s += at(flip ? 1460 : 140, 980, 1.1, plant(lit(pal.a, light, 0.6), lit('#4E7A44', light, 0.6)));
  return { defs: sc.defs, body: s };
}

export type PoolShape = 'infinity' | 'rectangle' | 'freeform' | 'lap';

/** A pool seen from its deck, the setting beyond. */
export function poolScene(
  o: RoomOpts,
  shape: PoolShape,
  horizon: number,
  scale = 1,
): { defs: string; body: string } {
  const { light, pal, rng } = o;
  const sc = landscape(`${o.id}p`, o.setting, light, horizon, rng, rng() < 0.5);
  const deck = lit(mix(pal.wall, '#D8CBB4', 0.5), light, 0.8);
  const water = [lit('#7FD6D8', light, 0.6), lit('#1C8DA0', light, 0.6)];
  const defs = sc.defs + grad(`${o.id}q`, water);
  const top = r(H * horizon) + 140;
  let s = sc.body + rect(0, top, W, H - top, deck);
  const pw = `url(#${o.id}q)`;
  if (shape === 'infinity')
    s += path(
      `M0 ${top + 10}H${W}V${top + 260}C1000 ${top + 290} 600 ${top + 290} 0 ${top + 260}Z`,
      pw,
    );
  else if (shape === 'rectangle') s += rect(260, top + 60, 1080 * scale, 230, pw, ' rx="16"');
  else if (shape === 'lap') s += rect(120, top + 110, 1360, 120, pw, ' rx="10"');
  else
    s += path(
      `M240 ${top + 120}C300 ${top + 20} 700 ${top + 40} 860 ${top + 90}C1060 ${top + 150} 1300 ${top + 60} 1380 ${top + 160}C1440 ${top + 260} 1100 ${top + 330} 800 ${top + 300}C500 ${top + 280} 180 ${top + 260} 240 ${top + 120}Z`,
      pw,
    );
  for (let i = 0; i < 5; i++)
    s += rect(
      400 + rng() * 800,
      top + 100 + rng() * 150,
      60 + rng() * 90,
      5,
      '#FFFFFF',
      ' rx="3" opacity=".45"',
    );
  const flip = rng() < 0.5;
  const ux = flip ? 1320 : 280;
  s += at(ux, H - 10, 1.1, umbrella(lit(pal.a, light, 0.6), lit(pal.wood, light)));
  s += at(
    ux + (flip ? -240 : 240),
    H - 20,
    1.2,
    lounger(lit(pal.c, light, 0.6), lit('#FBF6EC', light, 0.6)),
    flip,
  );
  s += at(
    ux + (flip ? -560 : 560),
    H - 20,
    1.2,
    lounger(lit(pal.c, light, 0.6), lit('#FBF6EC', light, 0.6)),
    flip,
  );
  if (
    o.setting === 'palmilla' ||
    o.setting === 'san-jose' ||
    o.setting === 'todos-santos' ||
    o.setting === 'golf'
  )
    s += at(
      flip ? 160 : 1440,
      top + 160,
      1.3,
      palm(lit('#6E5440', light), lit('#4E7A44', light), flip ? 1 : -1),
    );
  return { defs, body: s };
}

/** The time of day a text names (sunrise, sunset, fire pit, city lights), if any. */
export function namedTime(text: string): Light['time'] | undefined {
  const t = text.toLowerCase();
  if (/sunrise|amanecer|morning/.test(t)) return 'dawn';
  if (/city lights|nightlife|candle|fire pit|night/.test(t)) return 'dusk';
  if (/sunset/.test(t)) return 'golden';
  return undefined;
}

/**
 * The time named by the text, or else the k-th of the coast's rotation: the settings facing
 * west get their evenings first, the others their mornings. Items of one place take
 * successive k, so neighbours differ.
 */
export function timeFor(setting: Setting, text: string, k: number): Light['time'] {
  const rotation = facesWest(setting)
    ? (['golden', 'night', 'noon', 'dusk'] as const)
    : (['dawn', 'noon', 'golden', 'night'] as const);
  return namedTime(text) ?? rotation[k % rotation.length]!;
}

export { W, H };
