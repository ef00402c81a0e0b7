import { listSorts, type ListSort } from '@cabo/contract';

/**
 * A list's state in its URL (docs/catalogue.md, "Lists"): each field has a query key, a
 * default (left out of the URL, so the plain list is the bare path) and a parser that returns
 * undefined for a value it does not accept: a bad or unknown value falls back to the default
 * rather than failing the page. Kept free of zod like the contract's plain helpers: these
 * run in every list page's first load.
 */
export interface QueryField<T> {
  key: string;
  fallback: T;
  parse: (raw: string) => T | undefined;
  format?: (value: T) => string;
  /** Typed into a search box: written with replaceState, debounced (no history entry per key). */
  typed?: boolean;
  /** An order, not a filter: it is not counted as active and "Clear filters" keeps it. */
  order?: boolean;
  /** The page of a paged list: not a filter (not counted), and "Clear filters" resets it. */
  paging?: boolean;
  /** Fields of one group (a stay's two dates) count as one active filter. */
  group?: string;
}

export type QueryFields<F> = { [K in keyof F]: QueryField<F[K]> };

export interface ListQuery<F> {
  fields: QueryFields<F>;
  defaults: F;
  /** The state a query string describes, every bad value dropped. */
  parse: (search: string) => F;
  /** The query string for a state (no '?'), defaults left out. */
  format: (filters: F) => string;
  /** How many filters differ from their default (orders not counted, a group once). */
  activeCount: (filters: F) => number;
  /** The state without filters, keeping the order. */
  cleared: (filters: F) => F;
  /** True when only typed fields differ between the two states. */
  onlyTyped: (a: F, b: F) => boolean;
}

const entries = <F>(fields: QueryFields<F>) =>
  Object.entries(fields) as [keyof F & string, QueryField<F[keyof F]>][];

/** Builds a list's query from its fields; `refine` checks values that go together. */
export function listQuery<F extends object>(
  fields: QueryFields<F>,
  refine: (filters: F) => F = (f) => f,
): ListQuery<F> {
  const defaults = Object.fromEntries(entries(fields).map(([k, f]) => [k, f.fallback])) as F;
  return {
    fields,
    defaults,
    parse(search) {
      const params = new URLSearchParams(search);
      const parsed = Object.fromEntries(
        entries(fields).map(([k, f]) => {
          const raw = params.get(f.key);
          return [k, raw === null ? f.fallback : (f.parse(raw) ?? f.fallback)];
        }),
      ) as F;
      return refine(parsed);
    },
    format(filters) {
      const params = new URLSearchParams();
      for (const [k, f] of entries(fields)) {
        const value = filters[k];
        if (value !== f.fallback) params.set(f.key, f.format ? f.format(value) : String(value));
      }
      return params.toString();
    },
    activeCount(filters) {
      const active = new Set<string>();
      for (const [k, f] of entries(fields)) {
        if (!f.order && !f.paging && filters[k] !== f.fallback) active.add(f.group ?? k);
      }
      return active.size;
    },
    cleared(filters) {
      const next = { ...defaults };
      for (const [k, f] of entries(fields)) if (f.order) next[k] = filters[k];
      return next;
    },
    onlyTyped(a, b) {
      return entries(fields).every(([k, f]) => f.typed || a[k] === b[k]);
    },
  };
}

/** Free text (a search box), as typed. */
export const textField = (key: string): QueryField<string> => ({
  key,
  fallback: '',
  parse: (raw) => raw,
  typed: true,
});

/** A choice among values known only from the data (a location): any non-empty value. */
export const choiceField = (key: string, fallback: string): QueryField<string> => ({
  key,
  fallback,
  parse: (raw) => raw || undefined,
});

/** A choice from a fixed list; anything else is dropped. */
export const oneOfField = <T extends string>(
  key: string,
  values: readonly T[],
  fallback: T,
): QueryField<T> => ({
  key,
  fallback,
  parse: (raw) => (values.includes(raw as T) ? (raw as T) : undefined),
});

/** A whole number as text ('4'), from 1 to `max`. */
export const countField = (key: string, fallback: string, max = 99): QueryField<string> => ({
  key,
  fallback,
  parse: (raw) => (/^[1-9]\d*$/.test(raw) && Number(raw) <= max ? raw : undefined),
});

/** A switch: `key=1` when on. */
export const flagField = (key: string): QueryField<boolean> => ({
  key,
  fallback: false,
  parse: (raw) => (raw === '1' ? true : undefined),
  format: () => '1',
});

/** The shared sort of the catalogue lists (`sort=price-asc`; Recommended is left out). */
export const sortField: QueryField<ListSort> = {
  ...oneOfField('sort', listSorts, 'recommended'),
  order: true,
};

/** The page of a paged list (`page=2`; page 1 is left out); the page clamps past the end. */
export const pageField: QueryField<number> = {
  key: 'page',
  fallback: 1,
  parse: (raw) => (/^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : undefined),
  paging: true,
};
