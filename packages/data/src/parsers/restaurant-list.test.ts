import { describe, expect, it } from 'vitest';
import { parseRestaurantList, priceRangeFromWord } from './restaurant-list.ts';

const header =
  'name,cuisine,price,location,address,rating,ratingLabel,reviewCount,bookingsToday,description,image';

describe('priceRangeFromWord (docs/adventures-and-restaurants.md)', () => {
  it.each([
    ['Very Expensive', '$$$$'],
    ['Expensive', '$$$'],
    ['Moderate', '$$'],
    ['Inexpensive', '$'],
    ['Cheap', '$'],
    ['', '$'],
  ])('%s → %s', (word, range) => {
    expect(priceRangeFromWord(word)).toBe(range);
  });

  it('ignores case and surrounding spaces', () => {
    expect(priceRangeFromWord('  very EXPENSIVE ')).toBe('$$$$');
    expect(priceRangeFromWord('moderate')).toBe('$$');
  });
});

describe('parseRestaurantList (docs/adventures-and-restaurants.md)', () => {
  it('maps the columns in order and skips the header', () => {
    const list = parseRestaurantList(
      `${header}\nEl Farallón,Seafood,Very Expensive,Cabo San Lucas,"Km 5.5, Pedregal",4.8,Exceptional,"1,204",27,"Cliffs, sea",/img/f.svg\n`,
    );
    expect(list).toEqual([
      {
        id: 1,
        name: 'El Farallón',
        cuisine: 'Seafood',
        priceRange: '$$$$',
        location: 'Cabo San Lucas',
        address: 'Km 5.5, Pedregal',
        rating: 4.8,
        ratingLabel: 'Exceptional',
        reviewCount: 1204,
        bookingsToday: 27,
        description: 'Cliffs, sea',
        imageUrl: '/img/f.svg',
        hours: {},
      },
    ]);
  });

  it('reads the optional hours column into day-by-day texts', () => {
    const [row] = parseRestaurantList(
      `${header},hours\nA,Mexican,Moderate,L,a,4,Good,50,0,d,/a,Tue-Sun 1:00 PM - 10:00 PM; Mon Closed`,
    );
    expect(row?.hours).toMatchObject({ Monday: 'Closed', Sunday: '1:00 PM - 10:00 PM' });
  });

  it('collapses duplicates by name, keeping the one with the most reviews', () => {
    const list = parseRestaurantList(
      [
        header,
        'Nick-San,Japanese,Expensive,CSL,a,4.5,Awesome,300,5,first,/a.svg',
        'Flora,Mexican,Moderate,SJD,b,4.7,Awesome,900,1,only,/b.svg',
        'Nick-San,Japanese,Expensive,CSL,a,4.6,Awesome,812,9,most reviews,/c.svg',
        'nick-san ,Japanese,Expensive,CSL,a,4.4,Awesome,640,3,same name other case,/d.svg',
      ].join('\n'),
    );
    expect(list.map((r) => [r.name, r.reviewCount, r.description])).toEqual([
      ['Nick-San', 812, 'most reviews'],
      ['Flora', 900, 'only'],
    ]);
  });

  it('keeps the first row when duplicates tie on reviews', () => {
    const list = parseRestaurantList(
      `${header}\nA,Mexican,Moderate,L,a,4,Good,50,0,first,/a\nA,Mexican,Moderate,L,a,4,Good,50,0,second,/a`,
    );
    expect(list.map((r) => r.description)).toEqual(['first']);
  });

  it('numbers ids from firstId in list order, after dedupe', () => {
    const list = parseRestaurantList(
      `${header}\nA,,,,,,,1,,,\nB,,,,,,,1,,,\nA,,,,,,,2,,,\nC,,,,,,,1,,,`,
      3,
    );
    expect(list.map((r) => [r.id, r.name])).toEqual([
      [3, 'A'],
      [4, 'B'],
      [5, 'C'],
    ]);
  });

  it('skips blank rows and reads missing numbers as 0 and a missing price word as $', () => {
    const list = parseRestaurantList(`${header}\n\n  \nSolo,Italian\n`);
    expect(list).toEqual([
      expect.objectContaining({
        id: 1,
        name: 'Solo',
        cuisine: 'Italian',
        priceRange: '$',
        rating: 0,
        reviewCount: 0,
        bookingsToday: 0,
      }),
    ]);
  });
});
