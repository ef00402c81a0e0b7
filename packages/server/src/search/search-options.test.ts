import {
  foldSearchTerm,
  groupSearchHits,
  searchIndexOptions,
  type SearchDocument,
  type SearchHit,
} from '@cabo/contract';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { searchPages } from '@cabo/data';

const items: SearchDocument[] = [
  {
    id: 'adventures:whale-watching-tour',
    kind: 'Adventures',
    title: 'Whale Watching Tour',
    url: '/adventures/whale-watching-tour',
    price: '$89 USD',
    tags: 'water, 2.5 hours',
    text: 'Humpback whales breach beside the boat from December to April.',
  },
  {
    id: 'restaurants:7',
    kind: 'Restaurants',
    title: 'Café Santa Fe',
    url: '/restaurants/7',
    price: '$$$',
    tags: 'Italian, Todos Santos',
    text: 'Garden dining in an old adobe house.',
  },
  {
    id: 'restaurants:8',
    kind: 'Restaurants',
    title: 'La Peña del Mar',
    url: '/restaurants/8',
    price: '$$',
    tags: 'Seafood, San José del Cabo',
    text: 'Fish tacos and ceviche by the marina.',
  },
  {
    id: 'posts:planning-dream-wedding-cabo',
    kind: 'Posts',
    title: 'Planning Your Dream Wedding in Cabo',
    url: '/blog/planning-dream-wedding-cabo',
    tags: 'Weddings',
    text: 'Venues, seasons and the paperwork.',
  },
];

/** As the browser gets it: built, serialized, loaded again with the same options. */
function index(): MiniSearch<SearchDocument> {
  const built = new MiniSearch<SearchDocument>(searchIndexOptions);
  built.addAll([...searchPages(), ...items]);
  return MiniSearch.loadJSON<SearchDocument>(JSON.stringify(built), searchIndexOptions);
}

const urls = (query: string) =>
  index()
    .search(query)
    .map((hit) => hit.url as string);

describe('the site search options', () => {
  it('finds whale watching for a word one letter off ("wale")', () => {
    const found = urls('wale');
    expect(found).toContain('/adventures/whale-watching-tour');
    expect(found).toContain('/adventures/whale-watching');
  });

  it('finds the weddings page by the start of its word, first of the pages and first group', () => {
    const hits = index().search('wedding') as unknown as SearchHit[];
    const groups = groupSearchHits(hits);
    expect(groups.map((g) => g.kind)).toEqual(['Pages', 'Posts']);
    expect(groups[0]?.hits[0]?.url).toBe('/weddings');
    expect(groups[1]?.hits[0]?.url).toBe('/blog/planning-dream-wedding-cabo');
  });

  it('folds accents and case on both sides', () => {
    expect(urls('cafe')).toContain('/restaurants/7');
    expect(urls('pena')).toContain('/restaurants/8');
    expect(urls('PEÑA')).toContain('/restaurants/8');
    expect(urls('jose')).toContain('/restaurants/8');
    expect(foldSearchTerm('Paraíso Niño')).toBe('paraiso nino');
  });

  it('needs every word, and does not guess at words of two letters', () => {
    expect(urls('whale boat')).toEqual(['/adventures/whale-watching-tour']);
    expect(urls('whale ceviche')).toEqual([]);
    expect(urls('zq')).toEqual([]);
  });

  it('leaves out hits far below the best one', () => {
    const groups = groupSearchHits([
      { id: 'a', kind: 'Adventures', title: 'Whale Watching Tour', url: '/a', score: 9 },
      { id: 'b', kind: 'Villas', title: 'A villa near a walk', url: '/b', score: 2 },
      { id: 'c', kind: 'Pages', title: 'Real Estate (for sale)', url: '/c', score: 4 },
    ]);
    expect(groups.map((g) => [g.kind, g.hits.map((h) => h.id)])).toEqual([
      ['Pages', ['c']],
      ['Adventures', ['a']],
    ]);
  });

  it('keeps what a result shows: kind, title, url, thumbnail and price', () => {
    const [hit] = index().search('whale watching tour');
    expect(hit).toMatchObject({
      kind: 'Adventures',
      title: 'Whale Watching Tour',
      url: '/adventures/whale-watching-tour',
      price: '$89 USD',
    });
    const [page] = index().search('whale watching');
    expect(page).toMatchObject({ kind: 'Pages', thumbnail: '/images/nav/whales.svg' });
  });
});
