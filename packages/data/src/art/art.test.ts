import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  catalogueAdventures,
  catalogueBlogPosts,
  catalogueResorts,
  catalogueRestaurants,
  catalogueVillas,
} from '../catalogue.ts';
import { listings } from '../real-estate.ts';
import { catalogueArt, type ArtKind } from './index.ts';

const art = catalogueArt();
const hash = (svg: string) => createHash('sha256').update(svg).digest('hex');

/** A strict little XML check: every tag closes in order, attributes are quoted, one root. */
function wellFormed(svg: string): boolean {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  let roots = 0;
  while (i < svg.length) {
    const lt = svg.indexOf('<', i);
    if (lt < 0) return stack.length === 0 && roots === 1 && svg.slice(i).trim() === '';
    if (stack.length === 0 && svg.slice(i, lt).trim() !== '') return false;
    tag.lastIndex = lt;
    const m = tag.exec(svg);
    if (!m) return false;
    const [, closing, name, , selfClosing] = m;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(name!);
    } else if (stack.length === 0) return false;
    i = tag.lastIndex;
  }
  return stack.length === 0 && roots === 1;
}

describe('the illustration set', () => {
  const count = (kind: ArtKind) => art.filter((a) => a.kind === kind);

  it('draws every seeded listing of each kind, with its seeded identifier', () => {
    expect(count('villa').map((a) => a.slug)).toEqual(catalogueVillas().map((v) => v.slug));
    expect(count('resort').map((a) => a.slug)).toEqual(catalogueResorts().map((r) => r.slug));
    expect(count('adventure').map((a) => a.slug)).toEqual(catalogueAdventures().map((a) => a.slug));
    expect(count('restaurant').map((a) => a.slug)).toEqual(
      catalogueRestaurants().map((r) => String(r.id)),
    );
    expect(count('post').map((a) => a.slug)).toEqual(catalogueBlogPosts().map((p) => p.slug));
    expect(count('real-estate').map((a) => a.slug)).toEqual(listings.map((l) => String(l.id)));
  });

  it('gives each kind its number of pictures', () => {
    const min: Record<ArtKind, number> = {
      villa: 6,
      resort: 3,
      adventure: 3,
      restaurant: 2,
      post: 1,
      'real-estate': 2,
    };
    for (const item of art)
      expect(item.pictures.length, `${item.kind}/${item.slug}`).toBeGreaterThanOrEqual(
        min[item.kind],
      );
    for (const post of count('post')) expect(post.pictures).toHaveLength(1);
    for (const villa of count('villa')) {
      expect(villa.pictures.map((p) => p.role)).toEqual([
        'exterior',
        'pool',
        'living-room',
        'bedroom',
        'terrace',
        'view',
      ]);
      expect(new Set(villa.pictures.map((p) => hash(p.svg))).size).toBe(villa.pictures.length);
    }
  });

  it('keys every picture uniquely across the site', () => {
    const keys = art.flatMap((a) => a.pictures.map((p) => p.key));
    expect(new Set(keys).size).toBe(keys.length);
    for (const a of art)
      for (const p of a.pictures) expect(p.key).toBe(`${a.kind}/${a.slug}/${p.role}`);
  });

  it('never gives two listings of a kind the same cover', () => {
    for (const kind of [
      'villa',
      'resort',
      'adventure',
      'restaurant',
      'post',
      'real-estate',
    ] as const) {
      const covers = count(kind).map((a) => hash(a.pictures[0]!.svg));
      expect(new Set(covers).size, kind).toBe(covers.length);
    }
  });

  it('writes self-contained SVG that librsvg renders: well-formed, a viewBox, no text or outside references', () => {
    for (const a of art) {
      for (const p of a.pictures) {
        expect(wellFormed(p.svg), p.key).toBe(true);
        expect(p.svg).toMatch(
          new RegExp(
            `^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${p.width} ${p.height}"`,
          ),
        );
        expect(p.svg).not.toMatch(
          /<text|<foreignObject|<filter|<style|<image|href=|url\((?!#)|@import/i,
        );
        expect(p.svg.length, p.key).toBeLessThan(12_000);
        expect(p.alt.length, p.key).toBeGreaterThan(20);
      }
    }
  });

  it('points every url(#id) at a gradient defined in the same document', () => {
    for (const a of art) {
      for (const p of a.pictures) {
        const ids = new Set([...p.svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
        for (const [, ref] of p.svg.matchAll(/url\(#([^)]+)\)/g))
          expect(ids.has(ref), `${p.key} #${ref}`).toBe(true);
      }
    }
  });

  it('is deterministic', () => {
    expect(catalogueArt()).toEqual(art);
  });
});
