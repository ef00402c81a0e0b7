import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { siteDrawings } from './art/site-drawings.ts';
import { sitePictureSet, sitePictureSetNames, sitePictures } from './site-pictures.ts';

// The site's own pictures (docs/media.md, "Site pictures"): every one the data names has a
// drawing the server can render, the same as its file, and a key of its own.

const publicDir = path.resolve(fileURLToPath(import.meta.url), '../../../site/public');

describe('site pictures', () => {
  const all = sitePictures();

  it('names every picture of the home page, the menus, the guides and the landing pages once', () => {
    expect(new Set(all.map((p) => p.key)).size).toBe(all.length);
    expect(all.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        '/images/explore/villas.svg',
        '/images/instagram/whale-tail.svg',
        '/images/avatars/emma-r.svg',
        '/images/avatars/author.svg',
        '/images/nav/atv.svg',
        '/images/guides/beaches.svg',
        '/images/landing/family-beach-hero.svg',
        '/images/landing/bridal-spa.svg',
        '/images/events/music.svg',
      ]),
    );
    for (const picture of all) {
      expect(picture.key).toBe(picture.path.replace(/^\/images\//, 'site/').replace(/\.svg$/, ''));
      expect(picture.alt.trim(), picture.path).not.toBe('');
    }
  });

  it('has the drawing of each, the very SVG of its file (scripts/generate-art.mjs wrote both)', () => {
    expect(Object.keys(siteDrawings).sort()).toEqual(all.map((p) => p.path).sort());
    for (const picture of all) {
      const file = fs.readFileSync(path.join(publicDir, picture.path), 'utf8');
      expect(siteDrawings[picture.path], picture.path).toBe(file.trimEnd());
      expect(siteDrawings[picture.path]).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    }
  });

  it('gives each set only pictures, no repeats, and every set at least one', () => {
    for (const set of sitePictureSetNames) {
      const pictures = sitePictureSet(set);
      expect(pictures.length, set).toBeGreaterThan(0);
      expect(new Set(pictures.map((p) => p.path)).size, set).toBe(pictures.length);
    }
    // A landing page's set holds its hero, its gallery and its testimonials' avatars.
    expect(sitePictureSet('family').map((p) => p.path)).toEqual(
      expect.arrayContaining([
        '/images/landing/family-beach-hero.svg',
        '/images/landing/family-taco-dinner.svg',
        '/images/avatars/karen-d.svg',
      ]),
    );
  });
});
