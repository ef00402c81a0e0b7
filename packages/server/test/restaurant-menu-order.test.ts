import {
  apiPath,
  apiPaths,
  contentItemSchema,
  restaurantSchema,
  type MenuSection,
} from '@cabo/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { migrationSource } from '../src/db/migrations/index.ts';
import { runSeeds } from '../src/db/seeds/index.ts';
import { patchJson, signedInAdmin } from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { apiError } from './support/client.ts';

// A menu's sections keep their order through a save and a read on PostgreSQL, whose jsonb
// sorts an object's keys (shorter first): the menu is a list (docs/adventures-and-restaurants.md).
const app = useTestApp();

beforeEach(async () => {
  await runSeeds(app.db);
});

const publicMenu = async (id: number) => {
  const res = await fetch(`${app.url}${apiPath(apiPaths.restaurant, { id })}`);
  return restaurantSchema.parse(await res.json()).menu.map((s) => s.name);
};
const item = (id: number) => apiPath(apiPaths.adminContentItem, { kind: 'restaurants', id });
const section = (name: string): MenuSection => ({
  name,
  items: [{ name: `${name} dish`, description: '', price: '10' }],
});

describe('restaurant menu sections', () => {
  it("serves the seeded menu in the restaurant's order", async () => {
    expect(await publicMenu(1)).toEqual(['Starters', 'From the Market', 'Desserts']);
  });

  it('keeps the order staff give through a save, a publish and a read', async () => {
    const admin = await signedInAdmin(app);
    // Alphabetical and by length would both reorder these.
    const menu = ['Tacos', 'Raw Bar', 'Cocktails', 'Desserts', 'A'].map(section);
    const saved = await patchJson(admin, item(1), { version: 1, menu });
    expect(saved.status).toBe(200);
    expect(contentItemSchema.parse(await saved.json()).content.menu).toEqual(menu);
    const reread = contentItemSchema.parse(await (await admin.get(item(1))).json());
    expect(reread.content.menu).toEqual(menu);

    const publish = apiPath(apiPaths.adminContentPublish, { kind: 'restaurants', id: 1 });
    expect((await admin.post(publish, { version: 2 })).status).toBe(200);
    expect(await publicMenu(1)).toEqual(['Tacos', 'Raw Bar', 'Cocktails', 'Desserts', 'A']);
    const stored = await app.db.knex('restaurants').where({ id: 1 }).first('menu');
    expect((stored.menu as MenuSection[]).map((s) => s.name)).toEqual(menu.map((s) => s.name));
  });

  it('refuses a section without a name or named twice', async () => {
    const admin = await signedInAdmin(app);
    const twice = await patchJson(admin, item(1), {
      version: 1,
      menu: [section('Starters'), section('Starters'), section(' ')],
    });
    expect(twice.status).toBe(400);
    const errors = (await apiError(twice)).errors ?? {};
    expect(errors['menu.1.name']).toEqual(['Another section has this name']);
    expect(errors['menu.2.name']).toEqual(['Name the section']);
  });

  it('converts a menu stored as an object, and its draft, into sections in the usual order', async () => {
    const { knex } = app.db;
    await knex.migrate.down({ migrationSource, name: '0291_menu_sections_in_order' });
    const old = {
      Desserts: [{ name: 'Churros', description: '', price: '16' }],
      'From the Market': [],
      Starters: [],
      Specials: [],
    };
    await knex('restaurants')
      .where({ id: 1 })
      .update({ menu: JSON.stringify(old), draft: JSON.stringify({ name: 'X', menu: old }) });
    await knex.migrate.latest({ migrationSource });

    const expected = ['Starters', 'From the Market', 'Specials', 'Desserts'];
    expect(await publicMenu(1)).toEqual(expected);
    const row = await knex('restaurants').where({ id: 1 }).first('menu', 'draft');
    expect((row.draft.menu as MenuSection[]).map((s) => s.name)).toEqual(expected);
    expect((row.menu as MenuSection[])[3]).toEqual({ name: 'Desserts', items: old.Desserts });
  });
});
