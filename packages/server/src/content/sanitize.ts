import sanitizeHtml from 'sanitize-html';

/**
 * Blog HTML is sanitized on the way in (seeded or saved by staff): only the structural tags
 * a post uses, links limited to http(s), mailto and site paths. Our own data passes
 * unchanged; anything else is dropped.
 */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'br'],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
  });
}
