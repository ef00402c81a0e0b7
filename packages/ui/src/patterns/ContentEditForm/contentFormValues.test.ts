import { describe, expect, it } from 'vitest';
import {
  changedFields,
  contentFormSchema,
  emptyContent,
  fromFormValues,
  isNewContent,
  toFormFieldName,
  toFormValues,
} from './contentFormValues.ts';

describe('changedFields', () => {
  const before = {
    name: 'Casa Luna',
    bedrooms: 4,
    amenities: ['Pool', 'Chef'],
    goodToKnow: { beach: 'swimmable', airportMinutes: 30 },
    menu: [
      { name: 'Starters', items: [] },
      { name: 'Mains', items: [] },
    ],
  };

  it('sends only the top-level fields that differ, deeply', () => {
    const after = {
      ...before,
      bedrooms: 5,
      amenities: ['Pool', 'Chef', 'Gym'],
      goodToKnow: { beach: 'swimmable', airportMinutes: 30 },
    };
    expect(changedFields(before, after)).toEqual({
      bedrooms: 5,
      amenities: ['Pool', 'Chef', 'Gym'],
    });
  });

  it('ignores the order of object keys, but not of a list', () => {
    const after = {
      ...before,
      goodToKnow: { airportMinutes: 30, beach: 'swimmable' },
      amenities: ['Chef', 'Pool'],
    };
    expect(changedFields(before, after)).toEqual({ amenities: ['Chef', 'Pool'] });
  });

  it("counts a menu's sections reordered as a change", () => {
    const menu = [before.menu[1]!, before.menu[0]!];
    expect(changedFields(before, { ...before, menu })).toEqual({ menu });
  });

  it('finds nothing when nothing changed, and a nested change in a list of objects', () => {
    expect(changedFields(before, structuredClone(before))).toEqual({});
    const rates = [{ name: 'High', start: '2030-01-01', end: '2030-01-31', pricePerNight: '900' }];
    expect(
      changedFields(
        { seasonRates: rates },
        { seasonRates: [{ ...rates[0], pricePerNight: '950' }] },
      ),
    ).toEqual({ seasonRates: [{ ...rates[0], pricePerNight: '950' }] });
  });
});

describe('form values', () => {
  const restaurant = {
    ...emptyContent.restaurants,
    name: 'Agave',
    features: ['Terrace'],
    menu: [
      { name: 'Starters', items: [{ name: 'Soup', description: '', price: '9' }] },
      { name: 'Mains', items: [] },
    ],
    hours: { Monday: 'Closed', Tuesday: '5:00 PM - 10:00 PM' },
  };

  it('round-trips string lists, the menu and the hours', () => {
    const values = toFormValues('restaurants', restaurant);
    expect(values.features).toEqual([{ value: 'Terrace' }]);
    expect(values.menu).toEqual([
      { name: 'Starters', items: [{ name: 'Soup', description: '', price: '9' }] },
      { name: 'Mains', items: [] },
    ]);
    expect((values.hours as Record<string, string>).Sunday).toBe('');
    expect(fromFormValues('restaurants', values, restaurant)).toEqual(restaurant);
  });

  it('keeps an optional field the item lacked out while it is empty', () => {
    const villa = { name: 'Casa' };
    expect(fromFormValues('villas', { name: 'Casa', seasonRates: [] }, villa)).toEqual(villa);
  });

  it("names a server's content field as the form's field", () => {
    expect(toFormFieldName('restaurants', 'menu.0.items.0.price')).toBe('menu.0.items.0.price');
    expect(toFormFieldName('restaurants', 'features.0')).toBe('features.0.value');
    expect(toFormFieldName('villas', 'goodToKnow.walkableTo.2')).toBe(
      'goodToKnow.walkableTo.2.value',
    );
    expect(toFormFieldName('villas', 'seasonRates.1.start')).toBe('seasonRates.1.start');
  });

  it('puts the schema messages under the form fields', () => {
    const values = toFormValues('restaurants', restaurant);
    (values.menu as { name: string }[])[1]!.name = 'Starters';
    (values.features as { value: string }[])[0]!.value = 'bad\u0000';
    const result = contentFormSchema('restaurants', () => restaurant).safeParse(values);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('menu.1.name');
    expect(paths).toContain('features.0.value');
  });

  it('leaves out a season with neither month, and refuses half of one', () => {
    const adventure = { ...emptyContent.adventures, title: 'Whales' };
    const none = { ...toFormValues('adventures', adventure), season: {} };
    expect(fromFormValues('adventures', none, adventure)).not.toHaveProperty('season');
    const half = { ...none, season: { from: 12 } };
    const result = contentFormSchema('adventures', () => adventure).safeParse(half);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      'season.to',
      'Pick the month',
    ]);
  });

  it('a new item is the empty content untouched; its slug may stay empty', () => {
    expect(isNewContent('posts', structuredClone(emptyContent.posts))).toBe(true);
    expect(isNewContent('posts', { ...emptyContent.posts, title: 'x' })).toBe(false);
    const values = toFormValues('events', { ...emptyContent.events, title: 'Jazz night' });
    const schema = contentFormSchema('events', () => emptyContent.events);
    expect(schema.safeParse(values).success).toBe(true);
  });
});
