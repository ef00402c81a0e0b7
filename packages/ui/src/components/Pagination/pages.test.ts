import { describe, expect, it } from 'vitest';
import { visiblePages } from './pages.ts';

describe('visiblePages', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('keeps first, last and the current neighbours, with gaps', () => {
    expect(visiblePages(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(visiblePages(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(visiblePages(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});
