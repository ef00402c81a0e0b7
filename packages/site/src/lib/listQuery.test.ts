import { describe, expect, it } from 'vitest';
import {
  countField,
  flagField,
  listQuery,
  oneOfField,
  pageField,
  sortField,
  textField,
} from './listQuery.ts';

const query = listQuery({
  q: textField('q'),
  kind: oneOfField('kind', ['a', 'b'] as const, 'a'),
  rooms: countField('rooms', 'all', 10),
  open: flagField('open'),
  sort: sortField,
});
const none = query.parse('');

describe('a list query in the URL (docs/catalogue.md, "Lists")', () => {
  it('leaves defaults out and round-trips the rest', () => {
    expect(none).toEqual({ q: '', kind: 'a', rooms: 'all', open: false, sort: 'recommended' });
    expect(query.format(none)).toBe('');
    const set = { q: 'san josé', kind: 'b', rooms: '4', open: true, sort: 'price-asc' } as const;
    expect(query.format(set)).toBe('q=san+jos%C3%A9&kind=b&rooms=4&open=1&sort=price-asc');
    expect(query.parse(`?${query.format(set)}`)).toEqual(set);
  });

  it('drops unknown keys and bad values instead of failing', () => {
    expect(query.parse('kind=c&rooms=11&open=true&sort=cheap&other=1&rooms=x')).toEqual(none);
    expect(query.parse('rooms=0').rooms).toBe('all');
    expect(query.parse('%E0%A4%A').q).toBe('');
  });

  it('counts active filters without the sort and clears them keeping the sort', () => {
    const set = { ...none, q: 'x', open: true, sort: 'rating' } as const;
    expect(query.activeCount(set)).toBe(2);
    expect(query.activeCount({ ...none, sort: 'rating' })).toBe(0);
    expect(query.cleared(set)).toEqual({ ...none, sort: 'rating' });
  });

  it('tells typing from a choice', () => {
    expect(query.onlyTyped(none, { ...none, q: 'ab' })).toBe(true);
    expect(query.onlyTyped(none, { ...none, kind: 'b' })).toBe(false);
  });
});

describe('a paged list query', () => {
  const paged = listQuery({ kind: oneOfField('kind', ['a', 'b'] as const, 'a'), page: pageField });
  it('reads the page, drops a bad one, and neither counts nor keeps it when cleared', () => {
    expect(paged.parse('kind=b&page=3')).toEqual({ kind: 'b', page: 3 });
    expect(paged.parse('page=0').page).toBe(1);
    expect(paged.parse('page=2.5').page).toBe(1);
    expect(paged.format({ kind: 'a', page: 1 })).toBe('');
    expect(paged.activeCount({ kind: 'a', page: 3 })).toBe(0);
    expect(paged.cleared({ kind: 'b', page: 3 })).toEqual({ kind: 'a', page: 1 });
  });
});
