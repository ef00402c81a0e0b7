import type { Knex } from 'knex';

/**
 * "What's Included" of seeded adventures that contradicted their own description (the luxury
 * whale trip promised brunch but listed water; the chef's dinner cruise, the spa day, the
 * sunrise breakfast sail and the tastings listed appetizers or nothing of what they promise).
 * A database seeded before keeps its rows, so each list is put right here, only where it is
 * still the seeded one (a list staff edited stays theirs).
 */
const SAILING = [
  'Bilingual crew',
  'Open bar with soft drinks, beer and cocktails',
  'Appetizers',
  'Snorkel gear',
  'Hotel transportation',
];
const FIXES: { title: string; before: string[]; after: string[] }[] = [
  {
    title: 'Luxury Whale Watching on a Yacht',
    before: [
      'Certified naturalist guide',
      'Life jackets',
      'Hydrophone to hear whale songs',
      'Bottled water',
      'Hotel transportation',
    ],
    after: [
      'Certified naturalist guide',
      'Life jackets',
      'Hydrophone to hear whale songs',
      'Hot coffee, mimosas and a light brunch',
      'Hotel transportation',
    ],
  },
  {
    title: 'Private Chef Dinner Cruise',
    before: SAILING,
    after: [
      'Bilingual crew',
      'Open bar with soft drinks, beer and cocktails',
      'Four-course dinner by a private chef',
      'Mexican wine pairing',
      'Snorkel gear',
      'Hotel transportation',
    ],
  },
  {
    title: 'Luxury Spa Day at Sea',
    before: SAILING,
    after: [
      'Bilingual crew',
      'Open bar with soft drinks, beer and cocktails',
      'Massage on deck',
      'Gourmet lunch',
      'Snorkel gear',
      'Hotel transportation',
    ],
  },
  {
    title: 'Sunrise Sailing & Breakfast',
    before: SAILING,
    after: [
      'Bilingual crew',
      'Coffee, juice and soft drinks',
      'Breakfast of fresh fruit and pastries',
      'Snorkel gear',
      'Hotel transportation',
    ],
  },
  {
    title: 'ATV & Tequila Tasting',
    before: [
      'ATV or vehicle and fuel',
      'Helmet, goggles and bandana',
      'Safety briefing',
      'Bottled water',
      'Hotel transportation',
    ],
    after: [
      'ATV or vehicle and fuel',
      'Helmet, goggles and bandana',
      'Safety briefing',
      'Tasting of blanco, reposado and añejo tequilas',
      'Bottled water',
      'Hotel transportation',
    ],
  },
  {
    title: 'Tequila & Mezcal Tasting',
    before: ['Tastings with a local expert', 'Bottled water', 'Small-group guide'],
    after: [
      'Tequila and mezcal tastings with a local expert',
      'Bottled water',
      'Small-group guide',
    ],
  },
];

export async function up(knex: Knex): Promise<void> {
  for (const { title, before, after } of FIXES) {
    await knex('adventures')
      .where({ title })
      .whereRaw('included = ?::jsonb', [JSON.stringify(before)])
      .update({ included: JSON.stringify(after) });
  }
}

/** Data only: the corrected lists stay. */
export async function down(): Promise<void> {}
