import { isBlankRow, parseCsvRows } from './csv.ts';

/** The simple villa record (docs/stays.md). */
export interface VillaCsvRecord {
  id: string;
  name: string;
  description: string;
  location: string;
  rating: string;
  imageUrl: string;
  url: string;
  bedrooms: number;
  bathrooms: number;
  maxGuests: number;
  isBeachfront: boolean;
  isOceanfront: boolean;
}

export const villaCsvDefaults = { bedrooms: 4, bathrooms: 4, maxGuests: 10 } as const;

/** A blank or non-numeric count falls back to the default. */
function count(value: string | undefined, fallback: number): number {
  const text = (value ?? '').trim();
  if (text === '') return fallback;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/**
 * Parses the villa list (docs/stays.md). The first row is a header and is skipped, as are
 * blank rows. Columns in order: url, image, location, name, description, rating, an unused
 * column, bedrooms, bathrooms, maxGuests. Ids are villa-{n} counted from 1 over the kept
 * rows. Defaults: 4 bedrooms, 4 bathrooms, 10 guests. A trailing + on the bathroom count is
 * removed. isBeachfront / isOceanfront are true when the location contains beachfront /
 * oceanfront, case-insensitive.
 */
export function parseVillaCsv(text: string): VillaCsvRecord[] {
  const rows = parseCsvRows(text)
    .slice(1)
    .filter((row) => !isBlankRow(row));
  return rows.map((row, index) => {
    const [url, image, location, name, description, rating, , bedrooms, bathrooms, maxGuests] =
      row.map((field) => field.trim());
    const place = location ?? '';
    return {
      id: `villa-${index + 1}`,
      name: name ?? '',
      description: description ?? '',
      location: place,
      rating: rating ?? '',
      imageUrl: image ?? '',
      url: url ?? '',
      bedrooms: count(bedrooms, villaCsvDefaults.bedrooms),
      bathrooms: count(bathrooms?.replace(/\+$/, ''), villaCsvDefaults.bathrooms),
      maxGuests: count(maxGuests, villaCsvDefaults.maxGuests),
      isBeachfront: /beachfront/i.test(place),
      isOceanfront: /oceanfront/i.test(place),
    };
  });
}
