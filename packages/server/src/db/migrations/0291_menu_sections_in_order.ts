import type { Knex } from 'knex';

/**
 * A restaurant's menu becomes a list of sections (`[{ name, items }]`, docs/adventures-and-
 * restaurants.md): as a jsonb object its sections came back in PostgreSQL's key order (shorter
 * names first), so "Desserts" went before "From the Market". The order staff typed is lost
 * already, so existing menus are put in the usual order of a menu: sections named below in
 * that order, any other section after the mains in the order it has. Drafts and revisions
 * (the studio's copies) are converted the same way.
 */
const USUAL_ORDER = [
  'breakfast',
  'brunch',
  'starters',
  'appetizers',
  'raw bar',
  'soups',
  'salads',
  'from the market',
  'mains',
  'main courses',
  'entrées',
  'entrees',
  'sides',
  'desserts',
  'drinks',
  'cocktails',
  'wine',
];
const OTHER = USUAL_ORDER.indexOf('sides') - 0.5;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const parsed = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);

/** An object menu as a list in the usual order; a list is left as it is. */
export function menuAsSections(menu: unknown): unknown {
  if (!isObject(menu)) return menu;
  const rank = (name: string) => {
    const i = USUAL_ORDER.indexOf(name.trim().toLowerCase());
    return i < 0 ? OTHER : i;
  };
  return Object.entries(menu)
    .map(([name, items], position) => ({ name, items, position }))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.position - b.position)
    .map(({ name, items }) => ({ name, items }));
}

/** Any jsonb holding a `menu` key (a draft, a snapshot, changed fields) with it converted. */
function withMenuConverted(value: unknown): unknown {
  const record = parsed(value);
  if (!isObject(record) || !isObject(record.menu)) return undefined;
  return { ...record, menu: menuAsSections(record.menu) };
}

export async function up(knex: Knex): Promise<void> {
  const rows = (await knex('restaurants').select('id', 'menu', 'draft')) as {
    id: number;
    menu: unknown;
    draft: unknown;
  }[];
  for (const row of rows) {
    const menu = parsed(row.menu);
    const draft = withMenuConverted(row.draft);
    const update: Json = {};
    if (isObject(menu)) update.menu = JSON.stringify(menuAsSections(menu));
    if (draft) update.draft = JSON.stringify(draft);
    if (Object.keys(update).length) await knex('restaurants').where({ id: row.id }).update(update);
  }
  const revisions = (await knex('content_revisions')
    .where({ kind: 'restaurants' })
    .select('id', 'snapshot', 'changed_fields')) as {
    id: number;
    snapshot: unknown;
    changed_fields: unknown;
  }[];
  for (const revision of revisions) {
    const snapshot = withMenuConverted(revision.snapshot);
    const changed = withMenuConverted(revision.changed_fields);
    const update: Json = {};
    if (snapshot) update.snapshot = JSON.stringify(snapshot);
    if (changed) update.changed_fields = JSON.stringify(changed);
    if (Object.keys(update).length) {
      await knex('content_revisions').where({ id: revision.id }).update(update);
    }
  }
}

/** Back to objects (their key order is PostgreSQL's again). */
export async function down(knex: Knex): Promise<void> {
  const toObject = (menu: unknown) =>
    Array.isArray(menu)
      ? Object.fromEntries(menu.map((s: { name: string; items: unknown }) => [s.name, s.items]))
      : menu;
  const rows = (await knex('restaurants').select('id', 'menu')) as { id: number; menu: unknown }[];
  for (const row of rows) {
    await knex('restaurants')
      .where({ id: row.id })
      .update({ menu: JSON.stringify(toObject(parsed(row.menu))) });
  }
}
