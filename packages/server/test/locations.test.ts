import { apiPath, apiPaths, locationPlace, placeKey } from '@cabo/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSeeds } from '../src/db/seeds/index.ts';
import { patchJson, signedInAdmin } from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { apiError } from './support/client.ts';

// One location per place (docs/catalogue.md, "Locations"): a list's location filter offers
// each place once, and that value finds every item of the place.
const app = useTestApp();

beforeEach(async () => {
  await runSeeds(app.db);
});

const list = async (path: string) =>
  (await (await fetch(`${app.url}${path}`)).json()) as { location: string }[];

/** The filter's values: each distinct place, as the list's filter offers it. */
function expectOneValuePerPlace(items: { location: string }[], place: (l: string) => string) {
  const values = [...new Set(items.map((i) => place(i.location)))];
  const keys = values.map(placeKey);
  expect(keys, values.join(' | ')).toEqual([...new Set(keys)]);
  for (const value of values) {
    // Every item naming the place, in any spelling, is found by the place's one value.
    const named = items.filter((i) => placeKey(place(i.location)) === placeKey(value));
    expect(named.every((i) => place(i.location) === value)).toBe(true);
  }
  return values;
}

describe('locations', () => {
  it('offers each place once in every list, and finds all its items with it', async () => {
    const resorts = await list(apiPaths.resorts);
    const resortPlaces = expectOneValuePerPlace(resorts, (l) => l);
    expect(resortPlaces.sort()).toEqual(['CABO SAN LUCAS', 'CORRIDOR', 'SAN JOSÉ DEL CABO']);
    const sanJose = resorts.filter((r) => placeKey(r.location) === 'san jose del cabo');
    expect(sanJose.length).toBe(6);

    const villaPlaces = expectOneValuePerPlace(await list(apiPaths.villas), locationPlace);
    expect(villaPlaces.sort()).toEqual(['Cabo San Lucas', 'San José del Cabo', 'Tourist Corridor']);
    expectOneValuePerPlace(await list(apiPaths.restaurants), locationPlace);
    expectOneValuePerPlace(await list(apiPaths.events), locationPlace);
    expectOneValuePerPlace(await list(apiPaths.realEstateListings), locationPlace);
  });

  it('stores what staff type in the one spelling', async () => {
    const admin = await signedInAdmin(app);
    const item = (kind: string, id: number | string) =>
      apiPath(apiPaths.adminContentItem, { kind, id });
    const resort = await patchJson(admin, item('resorts', 1), {
      version: 1,
      location: 'San Jose del Cabo',
    });
    expect(resort.status).toBe(200);
    expect(((await resort.json()) as { content: { location: string } }).content.location).toBe(
      'SAN JOSÉ DEL CABO',
    );
    const restaurant = await patchJson(admin, item('restaurants', 1), {
      version: 1,
      location: 'Puerto Los Cabos,  san jose del cabo',
    });
    expect(((await restaurant.json()) as { content: { location: string } }).content.location).toBe(
      'Puerto Los Cabos, San José del Cabo',
    );
    const nowhere = await patchJson(admin, item('resorts', 2), { version: 1, location: 'Tijuana' });
    expect(nowhere.status).toBe(400);
    expect((await apiError(nowhere)).errors?.location).toBeDefined();
  });
});
