import { parseDocument } from 'htmlparser2';
import type { ChildNode } from 'domhandler';
import { createElement, type ReactNode } from 'react';

/** Tags a post body may use; anything else is dropped (its text kept). */
const ALLOWED = new Set([
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'blockquote',
  'br',
]);
/** Subtrees dropped entirely, text included. */
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript']);
const SAFE_HREF = /^(https?:|mailto:|\/(?!\/)|#)/i;

function toReact(node: ChildNode, key: number): ReactNode {
  if (node.type === 'text') return node.data;
  if (node.type !== 'tag') return null;
  const tag = node.name.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = node.children.map(toReact);
  if (!ALLOWED.has(tag)) return children;
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = node.attribs.href ?? '';
    if (!SAFE_HREF.test(href)) return children;
    const external = /^https?:/i.test(href);
    return createElement(
      'a',
      { key, href, ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}) },
      children,
    );
  }
  // No attributes are copied: no event handlers, styles or classes from the content.
  return createElement(tag, { key }, children);
}

/**
 * Renders a post's HTML as React elements through an allow-list. The server already
 * sanitizes post HTML when it is stored; this second step means stored markup never
 * reaches innerHTML, so a bad row cannot run script. The parser is plain JavaScript (no
 * DOM), so the server renders the same elements the browser hydrates.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const doc = parseDocument(html, { decodeEntities: true });
  return <div className={className}>{doc.children.map(toReact)}</div>;
}
