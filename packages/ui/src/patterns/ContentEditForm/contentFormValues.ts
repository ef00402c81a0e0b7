import {
  contentCreateSchemas,
  contentSchemas,
  type Content,
  type ContentKind,
} from '@cabo/contract';
import { z } from 'zod';

// The content studio's form values (docs/admin.md, "Content studio") against the contract's
// content: a form edits lists through react-hook-form's field arrays, which hold objects, so
// a list of strings is a list of `{ value }` rows. Everything else (a restaurant's menu, a
// list of sections in order, included) is the content itself.

/** The days of a restaurant's `hours`, in the order the form lists them. */
export const WEEK_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** Where each kind keeps lists of strings (a path of object keys). */
const stringLists: Record<ContentKind, readonly (readonly string[])[]> = {
  resorts: [
    ['imageUrls'],
    ['amenities'],
    ['highlights'],
    ['locationBenefits'],
    ['features'],
    ['goodToKnow', 'walkableTo'],
  ],
  villas: [['imageUrls'], ['amenities'], ['goodToKnow', 'walkableTo']],
  adventures: [['whatToBring'], ['included']],
  restaurants: [['features'], ['availableTimeslots']],
  posts: [],
  events: [],
  listings: [['features']],
};

/** A form's string-list row. */
export interface StringRow {
  value: string;
}

type Values = Record<string, unknown>;
const isRecord = (v: unknown): v is Values => !!v && typeof v === 'object' && !Array.isArray(v);

/** A copy of `values` with the value at `path` replaced by `change(old)` (when the parent exists). */
function updateAt(
  values: Values,
  path: readonly string[],
  change: (old: unknown) => unknown,
): Values {
  const [key, ...rest] = path;
  if (key === undefined || !(key in values)) return values;
  const old = values[key];
  if (rest.length === 0) return { ...values, [key]: change(old) };
  return isRecord(old) ? { ...values, [key]: updateAt(old, rest, change) } : values;
}

/** An item's content as the form's values. */
export function toFormValues(kind: ContentKind, content: Content): Values {
  let values: Values = { ...content };
  for (const path of stringLists[kind]) {
    values = updateAt(values, path, (list) =>
      Array.isArray(list) ? list.map((value) => ({ value: String(value) })) : list,
    );
  }
  if (kind === 'restaurants') {
    const hours = isRecord(content.hours) ? content.hours : {};
    values.hours = {
      ...hours,
      ...Object.fromEntries(WEEK_DAYS.map((day) => [day, String(hours[day] ?? '')])),
    };
  }
  return values;
}

/**
 * The form's values as content. A field the starting content did not have stays out while it
 * is empty (an optional list left empty, an optional select left on none), so opening and
 * saving an item changes nothing it did not show.
 */
export function fromFormValues(kind: ContentKind, values: Values, start: Content): Content {
  let content: Values = { ...values };
  for (const path of stringLists[kind]) {
    content = updateAt(content, path, (list) =>
      Array.isArray(list) ? list.map((row) => (row as StringRow).value) : list,
    );
  }
  if (kind === 'restaurants') {
    const hours = isRecord(values.hours) ? values.hours : {};
    // A day left empty is a day the restaurant has not said (the site shows no hours for it).
    content.hours = Object.fromEntries(
      Object.entries(hours)
        .map(([day, text]) => [day, String(text ?? '').trim()] as const)
        .filter(([, text]) => text !== ''),
    );
    // Coordinates are unknown (null) rather than absent.
    for (const key of ['latitude', 'longitude']) content[key] ??= null;
  }
  // An adventure's season with neither month set is no season (it runs all year).
  if (kind === 'adventures' && isRecord(content.season)) {
    if (content.season.from == null && content.season.to == null) delete content.season;
  }
  for (const [key, value] of Object.entries(content)) {
    const empty =
      value === undefined ||
      value === null ||
      value === '' ||
      (Array.isArray(value) && !value.length);
    if (!(key in start) && empty) delete content[key];
  }
  return content;
}

/** A content path (an issue's or a server's field) as the form's field path. */
export function toFormPath(kind: ContentKind, path: readonly PropertyKey[]): (string | number)[] {
  const keys = path.map((k) => (typeof k === 'symbol' ? String(k) : k));
  for (const list of stringLists[kind]) {
    if (list.every((key, i) => keys[i] === key) && keys.length > list.length) {
      return [...keys.slice(0, list.length + 1), 'value'];
    }
  }
  return keys;
}

/** A dotted content field name (as the server names it) as the form's field name. */
export function toFormFieldName(kind: ContentKind, name: string): string {
  const path = name.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));
  return toFormPath(kind, path).join('.');
}

/** Zod's own wording for a missing number, said as a person would. */
function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.expected === 'number') {
    // A schema's own message (a season's "Pick the month") stays.
    return issue.message.startsWith('Invalid') ? 'Enter a number' : issue.message;
  }
  if (issue.code === 'invalid_value' && issue.message.startsWith('Invalid')) return 'Choose one';
  if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid')) return 'Required';
  if (issue.code === 'invalid_format' && issue.format === 'date') return 'Pick a date';
  return issue.message;
}

/**
 * The form's schema: its values turned into content and checked by the contract's schema of
 * the kind (the whole content; a new item's without a slug, which then follows the name), with
 * each message put under the form's field it is about.
 */
export function contentFormSchema(kind: ContentKind, base: () => Content) {
  return z
    .custom<Values>((v) => isRecord(v))
    .transform((values, ctx) => {
      const start = base();
      const isNew = isNewContent(kind, start);
      const schema = (isNew ? contentCreateSchemas : contentSchemas)[kind];
      const content = fromFormValues(kind, values, start);
      if (isNew && content.slug === '') delete content.slug;
      const parsed = schema.safeParse(content);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({
            code: 'custom',
            message: issueMessage(issue),
            path: toFormPath(kind, issue.path),
          });
        }
      }
      if (!parsed.success) return z.NEVER;
      return parsed.data;
    });
}

/** Equal as JSON data, whatever the order of object keys. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => deepEqual(item, b[i]))
    );
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => deepEqual(a[key], b[key]));
  }
  return false;
}

/**
 * The top-level fields of `after` that differ from `before` (deeply), for a save that sends
 * only what changed.
 */
export function changedFields(before: Content, after: Content): Content {
  return Object.fromEntries(
    Object.entries(after).filter(([key, value]) => !deepEqual(before[key], value)),
  );
}

const goodToKnow = {
  airportMinutes: undefined,
  beach: 'swimmable',
  beachNote: '',
  steps: '',
  walkableTo: [],
};

/**
 * A new item's starting content per kind: the first choice of each list, zero where zero is
 * a fair count, empty text (and empty numbers, which the form asks for) otherwise.
 */
export const emptyContent: Record<ContentKind, Content> = {
  resorts: {
    name: '',
    slug: '',
    subtitle: '',
    priceLevel: '$$$$',
    location: 'CABO SAN LUCAS',
    description: '',
    imageUrl: '',
    imageUrls: [],
    amenities: [],
    highlights: [],
    locationBenefits: [],
    features: [],
    goodToKnow,
    rooms: undefined,
    maxGuests: 2,
    isBeachfront: false,
    isOceanfront: false,
    googleUrl: '',
  },
  villas: {
    name: '',
    slug: '',
    trackHsId: '',
    location: '',
    address: '',
    description: '',
    bedrooms: undefined,
    bathrooms: undefined,
    maxGuests: undefined,
    isBeachfront: false,
    isOceanfront: false,
    amenities: [],
    pricePerNight: '',
    cleaningFee: '0',
    seasonRates: [],
    blockedDates: [],
    goodToKnow,
    url: '',
    imageUrl: '',
    imageUrls: [],
    latitude: undefined,
    longitude: undefined,
  },
  adventures: {
    title: '',
    slug: '',
    provider: '',
    description: '',
    currentPrice: '',
    originalPrice: '',
    duration: '',
    minAge: 0,
    meetingPoint: '',
    whatToBring: [],
    included: [],
    cancellationPolicy: '',
    replyTime: '',
    faq: [],
    url: '',
    imageUrl: '',
  },
  restaurants: {
    name: '',
    cuisine: '',
    priceRange: '$$',
    location: '',
    address: '',
    description: '',
    phone: '',
    website: '',
    openTableUrl: '',
    features: [],
    menu: [],
    hours: {},
    availableTimeslots: [],
    imageUrl: '',
    latitude: null,
    longitude: null,
  },
  posts: {
    title: '',
    slug: '',
    excerpt: '',
    category: 'Local Guides',
    author: '',
    date: '',
    ctaType: 'beachGuide',
    content: '',
    imageUrl: '',
  },
  events: { title: '', dayOffset: 0, time: '', type: 'music', location: '', description: '' },
  listings: {
    title: '',
    location: '',
    price: undefined,
    beds: undefined,
    baths: undefined,
    sqft: undefined,
    description: '',
    features: [],
    imageUrl: '',
  },
};

/** Whether `content` is a new item's (the kind's empty content, untouched). */
export const isNewContent = (kind: ContentKind, content: Content) =>
  deepEqual(content, emptyContent[kind]);
