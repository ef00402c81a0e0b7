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

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(el.childNodes, toReact);
  if (!ALLOWED.has(tag)) return children;
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = el.getAttribute('href') ?? '';
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
 * sanitizes post HTML when it is stored; this second step means the browser never hands
 * stored markup to innerHTML, so a bad row cannot run script here. Parsing uses the
 * browser's inert DOMParser (scripts in the parsed document never run).
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  if (typeof DOMParser === 'undefined') return null;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <div className={className}>{Array.from(body.childNodes, toReact)}</div>;
}
