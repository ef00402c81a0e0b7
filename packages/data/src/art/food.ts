/**
 * Tables, dishes and drinks: the restaurants' signature plates, and the food and drink
 * adventures. Every piece is drawn around (0,0) on the table top.
 */
import {
  H,
  W,
  circle,
  ellipse,
  grad,
  lit,
  mix,
  path,
  r,
  rect,
  type Light,
  type Palette,
  type Rng,
} from './kit.ts';

export type Dish =
  | 'tacos'
  | 'sushi'
  | 'lobster'
  | 'steak'
  | 'pizza'
  | 'pasta'
  | 'garden'
  | 'tasting'
  | 'mole'
  | 'ceviche';

function plate(rim: string, size = 1): string {
  return (
    ellipse(0, 0, 300 * size, 110 * size, mix(rim, '#000000', 0.12)) +
    ellipse(0, -8, 290 * size, 100 * size, rim) +
    ellipse(0, -8, 210 * size, 70 * size, mix(rim, '#000000', 0.04))
  );
}

/** A dish on its plate, about 600 wide. */
export function dish(kind: Dish, pal: Palette, rng: Rng): string {
  const white = '#FBF8F1';
  switch (kind) {
    case 'tacos': {
      let s = ellipse(0, 0, 320, 110, pal.a) + ellipse(0, -8, 300, 96, mix(pal.a, '#FFFFFF', 0.25));
      for (const x of [-170, 0, 170]) {
        s += path(`M${x - 110} -10C${x - 110} -110 ${x + 110} -110 ${x + 110} -10Z`, '#E9C98A');
        s += path(`M${x - 96} -20C${x - 90} -70 ${x + 90} -70 ${x + 96} -20Z`, '#7A9E4E');
        s +=
          circle(x - 40, -50, 14, '#D9473B') +
          circle(x + 20, -56, 12, '#F2E6C8') +
          circle(x + 50, -44, 10, '#D9473B');
      }
      return s + circle(250, -60, 30, '#9CC25A') + ellipse(-250, -70, 40, 20, '#C9463B');
    }
    case 'sushi': {
      let s =
        rect(-320, -60, 640, 70, '#8B5E3C', ' rx="10"') +
        rect(-300, 10, 30, 30, '#6E4A30') +
        rect(270, 10, 30, 30, '#6E4A30');
      for (let i = 0; i < 5; i++) {
        const x = -240 + i * 120;
        s +=
          ellipse(x, -80, 48, 22, white) +
          path(
            `M${x - 54} -92C${x - 30} -130 ${x + 40} -128 ${x + 56} -96C${x + 20} -104 ${x - 20} -104 ${x - 54} -92Z`,
            i % 2 ? '#F08A5D' : '#E45B5B',
          );
      }
      return s + ellipse(280, -90, 30, 14, '#9CC25A');
    }
    case 'lobster':
      return (
        plate(white) +
        path('M-200-20C-140-80 120-90 200-40C170-10-140 0-200-20Z', '#D9502E') +
        path('M200-40L260-90L250-50L290-60L240-20Z', '#D9502E') +
        path('M-180-30L-260-110M-170-24L-280-70', 'none', ' stroke="#B23A22" stroke-width="6"') +
        circle(-120, 10, 30, '#F4D35E') +
        circle(120, 20, 26, '#9CC25A')
      );
    case 'steak':
      return (
        plate(mix(white, '#2E2A2A', 0.85)) +
        path('M-160-10C-170-80 80-100 140-50C180-20 120 30 0 30C-80 30-150 20-160-10Z', '#7A3324') +
        path('M-120-30L100-60M-100 0L120-30', 'none', ' stroke="#4A1E15" stroke-width="10"') +
        ellipse(180, 0, 70, 30, '#7C9A4A') +
        circle(-200, 10, 28, '#E9C35A')
      );
    case 'pizza': {
      let s =
        rect(-340, -20, 680, 40, '#A9784E', ' rx="20"') +
        ellipse(0, -40, 300, 110, '#E3B061') +
        ellipse(0, -44, 260, 92, '#D8452F');
      for (let i = 0; i < 9; i++)
        s += ellipse(-180 + rng() * 360, -80 + rng() * 70, 26, 14, '#F6EBD0');
      for (let i = 0; i < 6; i++)
        s += ellipse(-160 + rng() * 320, -70 + rng() * 60, 16, 8, '#4E8A3E');
      return s;
    }
    case 'pasta': {
      let s = plate(white);
      for (let i = 0; i < 7; i++)
        s += path(
          `M${-140 + i * 10} ${-10 - i * 6}C${-60 + i * 8} ${-90 + i * 4} ${60 - i * 6} ${-90 + i * 6} ${140 - i * 10} ${-10 - i * 4}`,
          'none',
          ' stroke="#E8C56A" stroke-width="14"',
        );
      return (
        s +
        circle(-40, -60, 18, '#D8452F') +
        circle(40, -50, 16, '#D8452F') +
        ellipse(0, -90, 30, 12, '#4E8A3E')
      );
    }
    case 'garden': {
      let s = plate(mix(white, pal.b, 0.3));
      for (let i = 0; i < 14; i++)
        s += circle(
          -170 + rng() * 340,
          -60 + rng() * 60,
          22 + rng() * 16,
          pick3(i, '#7FA64E', '#4E7A44', pal.a),
        );
      return s + circle(40, -40, 28, '#F2C14E');
    }
    case 'tasting':
      return (
        plate(white, 1.1) +
        ellipse(0, -30, 90, 36, pal.a) +
        ellipse(0, -50, 60, 24, '#F6EBD0') +
        path(
          'M-150-20C-100-40-60-30-40-20',
          'none',
          ` stroke="${pal.c}" stroke-width="10" stroke-linecap="round"`,
        ) +
        circle(70, -70, 10, '#4E8A3E') +
        circle(100, -50, 7, '#D9473B') +
        circle(-80, -56, 8, '#4E8A3E')
      );
    case 'mole':
      return (
        plate('#F1E3C9') +
        ellipse(0, -20, 200, 66, '#4A2218') +
        path('M-120-30C-60-90 60-90 120-30C60-50-60-50-120-30Z', '#E9D6B4') +
        circle(-30, -50, 6, '#F6EBD0') +
        circle(20, -56, 6, '#F6EBD0') +
        circle(50, -44, 6, '#F6EBD0')
      );
    case 'ceviche':
      return (
        ellipse(0, 0, 220, 80, '#DCE9E6') +
        path('M-200-10C-200 110 200 110 200-10Z', '#CFE2DE') +
        ellipse(0, -10, 190, 60, '#F4EEDD') +
        circle(-60, -20, 22, '#F49A7A') +
        circle(30, -30, 20, '#F49A7A') +
        circle(80, -10, 18, '#7FA64E') +
        circle(-20, 0, 16, '#D9473B') +
        ellipse(150, -40, 40, 22, '#9CC25A')
      );
  }
}

function pick3(i: number, a: string, b: string, c: string): string {
  return i % 3 === 0 ? a : i % 3 === 1 ? b : c;
}

export function copita(liquid: string): string {
  return (
    path('M-30-120H30L22 0H-22Z', '#EAF2F2', ' opacity=".85"') +
    path('M-26-70H26L22 0H-22Z', liquid)
  );
}

export function bottle(glass: string, label: string): string {
  return (
    path('M-40 0V-200C-40-230-20-240-16-270V-320H16V-270C20-240 40-230 40-200V0Z', glass) +
    rect(-40, -160, 80, 80, label)
  );
}

export function wineGlass(wine: string): string {
  return (
    path('M-40-200C-44-140-20-110 0-110C20-110 44-140 40-200Z', '#EAF2F2', ' opacity=".8"') +
    path('M-38-160C-34-126-16-112 0-112C16-112 34-126 38-160Z', wine) +
    rect(-3, -110, 6, 100, '#EAF2F2') +
    ellipse(0, -8, 36, 8, '#EAF2F2')
  );
}

export function margarita(): string {
  return (
    path('M-80-180H80L10-100V-10H40V0H-40V-10H-10V-100Z', '#DCEFD9', ' opacity=".9"') +
    path('M-70-170H70L14-110H-14Z', '#C9E5A0') +
    circle(70, -180, 24, '#9CC25A')
  );
}

/** The leaves of an agave as path data, its foot at (x, y), about 240 * size wide. */
export function agaveLeaves(x: number, y: number, size: number): string {
  let d = '';
  const w = r(20 * size);
  for (let i = -3; i <= 3; i++) {
    const a = (i / 3) * 1.1;
    const dx = r(Math.sin(a) * 120 * size + 10 * size);
    const dy = r(-Math.cos(a) * 120 * size);
    d += `M${r(x - 10 * size)} ${r(y)}l${dx} ${dy} ${w - dx} ${-dy}z`;
  }
  return d;
}

/** A table scene: a backdrop picture, the table top in wood or linen, and pieces placed on it. */
export function tableTop(
  id: string,
  light: Light,
  top: string,
  y = 640,
): { defs: string; body: string } {
  const t = lit(top, light, 0.5);
  return {
    defs: grad(`${id}t`, [t, mix(t, '#000000', 0.18)]),
    body: rect(0, y, W, H - y, `url(#${id}t)`) + rect(0, y, W, 10, mix(t, '#FFFFFF', 0.2)),
  };
}

export { H, W };
