// The limit page's hero: a 1200x600 photo-like JPEG (sky, sun, sea with waves, grain) of
// about 60 KB, drawn from a fixed seed so every run serves the same bytes.
import jpeg from 'jpeg-js';

export const HERO_WIDTH = 1200;
export const HERO_HEIGHT = 600;

/** mulberry32: a small seeded PRNG, so the grain (and so the file size) never changes. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clamp = (v) => (v < 0 ? 0 : v > 255 ? 255 : v);
const mix = (a, b, t) => a + (b - a) * t;

/** @returns {Buffer} JPEG bytes */
export function heroJpeg({ quality = 72, grain = 4 } = {}) {
  const width = HERO_WIDTH;
  const height = HERO_HEIGHT;
  const rand = random(20240607);
  const data = Buffer.alloc(width * height * 4);
  const horizon = height * 0.55;
  const sun = { x: width * 0.7, y: height * 0.38, r: 46 };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r, g, b;
      if (y < horizon) {
        // Evening sky: deep blue at the top to warm orange at the horizon.
        const t = y / horizon;
        r = mix(40, 250, t * t);
        g = mix(90, 170, t);
        b = mix(170, 120, t);
        const d = Math.hypot(x - sun.x, y - sun.y);
        const glow = Math.max(0, 1 - d / 260);
        r += 60 * glow;
        g += 50 * glow;
        b += 10 * glow;
        if (d < sun.r) [r, g, b] = [255, 240, 200];
      } else {
        // Sea: darker with depth, wave bands and the sun's reflection.
        const t = (y - horizon) / (height - horizon);
        const wave =
          Math.sin(x / (18 + 30 * t) + y / 3.5) * Math.sin(x / 90 - y / 11) * (16 + 20 * t);
        r = mix(200, 10, t) + wave;
        g = mix(140, 70, t) + wave;
        b = mix(130, 110, t) + wave * 1.3;
        const glint = Math.max(0, 1 - Math.abs(x - sun.x) / (40 + 140 * t));
        const sparkle = glint * (Math.sin(x * 0.9 + y * 2.1) > 0.3 ? 90 : 20);
        r += sparkle;
        g += sparkle * 0.85;
        b += sparkle * 0.5;
      }
      const n = (rand() - 0.5) * 2 * grain;
      const i = (y * width + x) * 4;
      data[i] = clamp(r + n);
      data[i + 1] = clamp(g + n);
      data[i + 2] = clamp(b + n);
      data[i + 3] = 255;
    }
  }
  return jpeg.encode({ data, width, height }, quality).data;
}

// `node bench/limit-page/hero.mjs out.jpg` writes the image, to look at it.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { writeFileSync } = await import('node:fs');
  const bytes = heroJpeg();
  writeFileSync(process.argv[2] ?? 'hero.jpg', bytes);
  console.log(`${bytes.length} bytes`);
}
