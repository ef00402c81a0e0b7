import { describe, expect, it } from 'vitest';
import { adventureCategory, adventureSlug, resortSlug, slugify, villaSlug } from './slugs.ts';

describe('slugify', () => {
  it('lower-cases, joins runs of non-alphanumerics with one hyphen and trims hyphens', () => {
    expect(slugify('  Hello,  World!! ')).toBe('hello-world');
    expect(slugify('--A&B--')).toBe('a-b');
  });

  it('keeps accented letters as plain letters', () => {
    expect(slugify('San José del Cabo')).toBe('san-jose-del-cabo');
  });
});

describe('resortSlug', () => {
  it('derives the slug from the resort name', () => {
    expect(resortSlug('Waldorf Astoria Los Cabos Pedregal')).toBe(
      'waldorf-astoria-los-cabos-pedregal',
    );
    expect(resortSlug('Casa Dorada Los Cabos Resort & Spa')).toBe(
      'casa-dorada-los-cabos-resort-spa',
    );
  });
});

describe('villaSlug (docs/stays.md)', () => {
  it('strips a leading word Villa and prefixes villa-', () => {
    expect(villaSlug('Villa Bellissima')).toBe('villa-bellissima');
    expect(villaSlug('villa  la Roca')).toBe('villa-la-roca');
  });

  it('prefixes villa- when the name does not start with Villa', () => {
    expect(villaSlug('Casa del Mar Azul')).toBe('villa-casa-del-mar-azul');
  });

  it('strips only a whole leading word, not a name that starts with the letters', () => {
    expect(villaSlug('Villandra Estate')).toBe('villa-villandra-estate');
    expect(villaSlug('Casa Villa Sol')).toBe('villa-casa-villa-sol');
  });

  it('replaces runs of non-alphanumerics and trims hyphens from the ends', () => {
    expect(villaSlug("Villa  Sol y Mar's  (Oceanfront)!")).toBe('villa-sol-y-mar-s-oceanfront');
    expect(villaSlug('Villa Paraíso')).toBe('villa-paraiso');
  });
});

describe('adventureSlug (docs/adventures-and-restaurants.md)', () => {
  it('removes the word Cabo, in any case and position', () => {
    expect(adventureSlug('Luxury Cabo Sailing')).toBe('luxury-sailing');
    expect(adventureSlug('CABO Whale Watching Cruise')).toBe('whale-watching-cruise');
  });

  it('keeps words that only contain Cabo', () => {
    expect(adventureSlug('Los Cabos Sunset')).toBe('los-cabos-sunset');
  });

  it('removes duration words', () => {
    expect(adventureSlug('3 Hour Snorkel Tour')).toBe('snorkel-tour');
    expect(adventureSlug('Snorkel Tour 2.5 hours')).toBe('snorkel-tour');
    expect(adventureSlug('Full-Day Baja Road Trip')).toBe('baja-road-trip');
    expect(adventureSlug('Half Day Fishing, 90 min Lesson')).toBe('fishing-lesson');
  });

  it("removes the adventure's own duration text when the title repeats it", () => {
    expect(adventureSlug('Sunset Dinner Cruise (Two Hours)', 'Two Hours')).toBe(
      'sunset-dinner-cruise',
    );
  });

  it('turns non-alphanumerics into hyphens and keeps the first 3 segments', () => {
    expect(adventureSlug('ATV Tour: Desert, Beach & Migriño Village')).toBe('atv-tour-desert');
    expect(adventureSlug('Scuba')).toBe('scuba');
  });
});

describe('adventureCategory (docs/adventures-and-restaurants.md)', () => {
  it.each([
    ['Luxury Cabo Sailing', 'luxury'],
    ['Private Yacht Charter', 'luxury'],
    ['Snorkeling at Santa María', 'water'],
    ['Whale Watching Cruise', 'water'],
    ['Sunset Sailing', 'water'],
    ['Camel Ride on the Beach', 'land'],
    ['ATV Desert Tour', 'land'],
    ['Outdoor Zipline Park', 'land'],
    ['Family Glass-Bottom Boat', 'family'],
    ['Kids Cooking Class', 'family'],
  ])('%s → %s', (title, category) => {
    expect(adventureCategory(title)).toBe(category);
  });

  it('gives no category when no keyword appears', () => {
    expect(adventureCategory('Tequila Tasting')).toBeUndefined();
  });

  it('applies the rules in the spec order: luxury, water, land, family', () => {
    expect(adventureCategory('Private Whale Watching')).toBe('luxury');
    expect(adventureCategory('Family Snorkel Trip')).toBe('water');
    expect(adventureCategory('Kids ATV Adventure')).toBe('land');
  });
});
