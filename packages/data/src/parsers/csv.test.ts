import { describe, expect, it } from 'vitest';
import { isBlankRow, parseCsvRows } from './csv.ts';

describe('parseCsvRows', () => {
  it('splits lines and commas', () => {
    expect(parseCsvRows('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('keeps commas, line breaks and doubled quotes inside quoted fields', () => {
    expect(parseCsvRows('"x, y","say ""hi""","two\nlines"')).toEqual([
      ['x, y', 'say "hi"', 'two\nlines'],
    ]);
  });

  it('keeps a quote inside an unquoted field as a character', () => {
    expect(parseCsvRows('a 5" screen,b')).toEqual([['a 5" screen', 'b']]);
  });

  it('accepts CRLF line ends and a last line without a line break', () => {
    expect(parseCsvRows('a,b\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps empty fields and empty lines as rows', () => {
    expect(parseCsvRows('a,,c\n\n,\n')).toEqual([['a', '', 'c'], [''], ['', '']]);
  });
});

describe('isBlankRow', () => {
  it('is true for empty, space-only and all-empty-field rows only', () => {
    expect(isBlankRow([''])).toBe(true);
    expect(isBlankRow(['  ', '\t'])).toBe(true);
    expect(isBlankRow(['', '', ''])).toBe(true);
    expect(isBlankRow(['', 'x'])).toBe(false);
  });
});
