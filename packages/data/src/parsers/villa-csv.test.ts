import { describe, expect, it } from 'vitest';
import { parseVillaCsv } from './villa-csv.ts';

const header = 'url,image,location,name,description,rating,unused,bedrooms,bathrooms,maxGuests';

describe('parseVillaCsv (docs/stays.md)', () => {
  it('maps the columns in order and skips the header row', () => {
    const [villa, ...rest] = parseVillaCsv(
      `${header}\n/v/1,/i/1.svg,Pedregal,Villa Uno,"Big, bright",4.9,x,6,5,12\n`,
    );
    expect(rest).toEqual([]);
    expect(villa).toEqual({
      id: 'villa-1',
      url: '/v/1',
      imageUrl: '/i/1.svg',
      location: 'Pedregal',
      name: 'Villa Uno',
      description: 'Big, bright',
      rating: '4.9',
      bedrooms: 6,
      bathrooms: 5,
      maxGuests: 12,
      isBeachfront: false,
      isOceanfront: false,
    });
  });

  it('treats the first row as a header even when it looks like data', () => {
    const villas = parseVillaCsv('/v/0,/i/0,A,Zero,d,5,,1,1,1\n/v/1,/i/1,B,One,d,5,,2,2,2');
    expect(villas.map((v) => v.name)).toEqual(['One']);
  });

  it('skips blank rows and counts ids from 1 over the kept rows', () => {
    const villas = parseVillaCsv(
      `${header}\n\n/v/a,/i/a,A,Alpha,d,5,,5,5,10\n   \n,,,,,,,,,\n/v/b,/i/b,B,Beta,d,5,,5,5,10\n`,
    );
    expect(villas.map((v) => [v.id, v.name])).toEqual([
      ['villa-1', 'Alpha'],
      ['villa-2', 'Beta'],
    ]);
  });

  it('defaults to 4 bedrooms, 4 bathrooms and 10 guests when blank, missing or not a number', () => {
    const [blank, missing, junk] = parseVillaCsv(
      `${header}\n/v,/i,L,Blank,d,5,,,,\n/v,/i,L,Missing,d,5\n/v,/i,L,Junk,d,5,,many,some,lots`,
    );
    for (const villa of [blank, missing, junk]) {
      expect(villa).toMatchObject({ bedrooms: 4, bathrooms: 4, maxGuests: 10 });
    }
  });

  it('removes a trailing + from the bathroom count', () => {
    const [villa] = parseVillaCsv(`${header}\n/v,/i,L,Plus,d,5,,5,6+,12`);
    expect(villa?.bathrooms).toBe(6);
  });

  it('reads isBeachfront and isOceanfront from the location, case-insensitive', () => {
    const villas = parseVillaCsv(
      [
        header,
        '/v,/i,"Palmilla Beachfront, San José",A,d,5,,4,4,8',
        '/v,/i,PEDREGAL OCEANFRONT,B,d,5,,4,4,8',
        '/v,/i,beachfront and oceanfront,C,d,5,,4,4,8',
        '/v,/i,Tourist Corridor,D,d,5,,4,4,8',
      ].join('\n'),
    );
    expect(villas.map((v) => [v.isBeachfront, v.isOceanfront])).toEqual([
      [true, false],
      [false, true],
      [true, true],
      [false, false],
    ]);
  });

  it('trims spaces around fields', () => {
    const [villa] = parseVillaCsv(
      `${header}\n /v , /i , Cabo ,  Villa Sol , d , 4.8 ,, 5 , 5+ , 9 `,
    );
    expect(villa).toMatchObject({
      name: 'Villa Sol',
      location: 'Cabo',
      bathrooms: 5,
      maxGuests: 9,
    });
  });

  it('returns nothing for a header alone', () => {
    expect(parseVillaCsv(header)).toEqual([]);
  });
});
