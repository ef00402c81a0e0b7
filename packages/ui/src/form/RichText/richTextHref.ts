/**
 * A link's address as the server keeps it (sanitize.ts: http, https, mailto and site paths;
 * no protocol-relative `//host`), or null. A bare host ("example.com") becomes https.
 */
export function richTextHref(input: string): string | null {
  const href = input.trim();
  if (!href || /\s/.test(href)) return null;
  if (/^(https?:\/\/[^/\s]+|mailto:[^\s@]+@[^\s@]+)/i.test(href)) return href;
  if (/^\/(?!\/)/.test(href)) return href;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/|$)/i.test(href)) return `https://${href}`;
  return null;
}
