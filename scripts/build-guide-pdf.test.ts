import { describe, expect, it } from 'vitest';
import { guideSections } from '@cabo/data';
import { buildGuidePdf } from './build-guide-pdf.ts';

describe('buildGuidePdf', () => {
  it('builds a multi-page PDF: cover, welcome, one page per guide section, adventures, contact', async () => {
    const pdf = (await buildGuidePdf()).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    const pages = pdf.match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(guideSections.length + 4);
    expect(pdf).toContain('(Ultimate Cabo Guide 2025)');
  });

  it('is the same bytes on every build (fixed dates)', async () => {
    const [a, b] = await Promise.all([buildGuidePdf(), buildGuidePdf()]);
    expect(a.equals(b)).toBe(true);
  });
});
