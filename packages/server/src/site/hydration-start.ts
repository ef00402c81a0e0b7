import { createHash } from 'node:crypto';

/**
 * The one inline script of a server-rendered page (docs/architecture.md, "How a page
 * renders"). The page is complete as HTML, so its code is not needed for the first paint:
 * this starts loading it once the page has loaded and painted (its largest image in), or at
 * once when the visitor touches, clicks, types or tabs before that. The entry and the
 * chunks to preload come in data attributes, so the text, and the CSP hash below, are the
 * same for every page.
 */
export const HYDRATION_START_SCRIPT = `(function (boot) {
  var started = false;
  var intents = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
  function start() {
    if (started) return;
    started = true;
    intents.forEach(function (type) { removeEventListener(type, start, true); });
    (boot.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = boot.getAttribute('data-entry');
    document.head.appendChild(entry);
  }
  intents.forEach(function (type) { addEventListener(type, start, { capture: true, passive: true }); });
  function afterPaint() { requestAnimationFrame(function () { setTimeout(start, 0); }); }
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
})(document.currentScript);`;

/** The CSP source that allows exactly that script inline. */
export const HYDRATION_START_CSP = `'sha256-${createHash('sha256').update(HYDRATION_START_SCRIPT).digest('base64')}'`;
