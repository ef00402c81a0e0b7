import { describe, expect, it } from 'vitest';
import { contentFieldLabel, wordDiff } from './diff.ts';

describe('wordDiff', () => {
  it('marks the words taken out and put in, keeping the rest', () => {
    expect(
      wordDiff('A quiet cove with two pools', 'A quiet cove with three pools and a spa'),
    ).toEqual([
      { kind: 'same', text: 'A quiet cove with ' },
      { kind: 'removed', text: 'two' },
      { kind: 'added', text: 'three' },
      { kind: 'same', text: ' pools' },
      { kind: 'added', text: ' and a spa' },
    ]);
  });

  it('rebuilds both texts from its parts', () => {
    const before = 'one two three four\nfive six';
    const after = 'zero one three four\nfive seven six';
    const parts = wordDiff(before, after)!;
    const side = (skip: string) =>
      parts
        .filter((p) => p.kind !== skip)
        .map((p) => p.text)
        .join('');
    expect(side('added')).toBe(before);
    expect(side('removed')).toBe(after);
  });

  it('gives up on texts too long to compare', () => {
    const long = (w: string) => Array.from({ length: 3100 }, (_, i) => `${w}${i}`).join(' ');
    expect(wordDiff(long('a'), long('b'))).toBeNull();
  });
});

describe('contentFieldLabel', () => {
  it('puts a camelCase key in words', () => {
    expect(contentFieldLabel('reviewCount')).toBe('Review count');
    expect(contentFieldLabel('isBeachfront')).toBe('Is beachfront');
    expect(contentFieldLabel('imageUrl')).toBe('Main image URL');
    expect(contentFieldLabel('status')).toBe('Status');
  });
});
