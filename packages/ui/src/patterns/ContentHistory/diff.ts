/** A run of text in a diff: kept, taken out, or put in. */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Past this many words on each side the diff is skipped (the table grows as their product). */
const MAX_WORDS = 3000;

const words = (text: string) => text.split(/(\s+)/).filter((w) => w !== '');

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string) {
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/**
 * A word-level diff of two texts (longest common subsequence of words and the spaces
 * between them), for a revision's changes. Null when the texts are too long to compare.
 */
export function wordDiff(before: string, after: string): DiffPart[] | null {
  const a = words(before);
  const b = words(after);
  // The common start and end are kept as they are; only the middle is compared.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length > MAX_WORDS || midB.length > MAX_WORDS) return null;
  // lengths[i][j]: the longest common subsequence of midA[i..] and midB[j..].
  const lengths = Array.from({ length: midA.length + 1 }, () => new Uint16Array(midB.length + 1));
  for (let i = midA.length - 1; i >= 0; i--) {
    for (let j = midB.length - 1; j >= 0; j--) {
      lengths[i]![j] =
        midA[i] === midB[j]
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  if (start > 0) push(parts, 'same', a.slice(0, start).join(''));
  let i = 0;
  let j = 0;
  while (i < midA.length && j < midB.length) {
    if (midA[i] === midB[j]) {
      push(parts, 'same', midA[i]!);
      i++;
      j++;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) {
      push(parts, 'removed', midA[i++]!);
    } else {
      push(parts, 'added', midB[j++]!);
    }
  }
  while (i < midA.length) push(parts, 'removed', midA[i++]!);
  while (j < midB.length) push(parts, 'added', midB[j++]!);
  if (endA < a.length) push(parts, 'same', a.slice(endA).join(''));
  return parts;
}

const fieldWords: Record<string, string> = {
  imageUrl: 'Main image URL',
  imageUrls: 'Image URLs',
  galleryIds: 'Gallery',
  googleUrl: 'Google URL',
  openTableUrl: 'OpenTable URL',
  trackHsId: 'TrackHS id',
  dayOffset: 'Day (from the week start)',
  ctaType: 'Call to action',
  url: 'URL',
  faq: 'FAQ',
};

/** A content field's name in words: "reviewCount" → "Review count". */
export function contentFieldLabel(field: string): string {
  const known = fieldWords[field];
  if (known) return known;
  const spaced = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
