import { describe, expect, it } from 'vitest';
import { sanitizeBlogHtml } from './sanitize.ts';

describe('sanitizeBlogHtml (blog HTML is sanitized on the way in)', () => {
  it('keeps the structure a post uses', () => {
    const html =
      '<h2>Beaches</h2><p>Go <strong>early</strong>, <em>really</em>.</p><ul><li><a href="https://example.com/x">One</a></li></ul>';
    expect(sanitizeBlogHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and iframes', () => {
    const out = sanitizeBlogHtml(
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><iframe src="https://evil.example"></iframe><img src=x onerror=alert(1)>',
    );
    expect(out).toBe('<p>Hi</p>');
  });

  it('refuses javascript: and protocol-relative links but keeps the text', () => {
    expect(sanitizeBlogHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeBlogHtml('<a href="//evil.example">y</a>')).toBe('<a>y</a>');
    expect(sanitizeBlogHtml('<a href="/blog/luxury-yacht-charters-guide">z</a>')).toBe(
      '<a href="/blog/luxury-yacht-charters-guide">z</a>',
    );
  });
});
