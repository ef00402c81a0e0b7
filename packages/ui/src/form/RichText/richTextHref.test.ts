import { describe, expect, it } from 'vitest';
import { richTextHref } from './richTextHref.ts';

describe('richTextHref', () => {
  it('keeps what the blog sanitizer keeps', () => {
    expect(richTextHref('https://example.com/a')).toBe('https://example.com/a');
    expect(richTextHref('http://example.com')).toBe('http://example.com');
    expect(richTextHref('mailto:ana@example.com')).toBe('mailto:ana@example.com');
    expect(richTextHref(' /villas ')).toBe('/villas');
  });

  it('makes a bare host https', () => {
    expect(richTextHref('example.com/beaches')).toBe('https://example.com/beaches');
  });

  it('refuses scripts, protocol-relative and other schemes', () => {
    expect(richTextHref('javascript:alert(1)')).toBeNull();
    expect(richTextHref('//evil.example')).toBeNull();
    expect(richTextHref('ftp://example.com')).toBeNull();
    expect(richTextHref('')).toBeNull();
    expect(richTextHref('two words')).toBeNull();
  });
});
