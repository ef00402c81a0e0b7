import { createHash } from 'node:crypto';

/**
 * The one inline script of a server-rendered page (docs/architecture.md, "How a page
 * renders"). The page is complete as HTML, so its code is not needed for the first paint:
 * this starts loading it once the page has loaded and painted (its largest image in), or at
 * once when the visitor touches, clicks, types or tabs before that. A button pressed before
 * the code is ready is pressed again once the page has hydrated (a form is never sent by the
 * browser itself, nor a press lost). So is one whose press began before and ended after: the
 * code never saw it begin, and React Aria takes a click without its pointer down for none. The entry and the chunks to preload come in data
 * attributes, so the text, and the CSP hash below, are the same for every page.
 *
 * "After paint" is an intersection observer's first report (made while the browser renders
 * a frame) followed by a message (a task after that frame), not animation frames or timers,
 * which tests replace with a fake clock.
 *
 * Each preload link starts its fetch as it is inserted, a cost per link on the main thread:
 * the links go in a batch per task (a batch in one insertion), the entry with the last.
 * Comments inside the script would travel with every page: they stay out here.
 */
export const HYDRATION_START_SCRIPT = `(function (boot) {
  var PRELOADS_PER_TASK = 6;
  var root = document.documentElement;
  var started = false;
  var pressed = null;
  var downOn = null;
  var intents = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
  function start() {
    if (started) return;
    started = true;
    intents.forEach(function (type) { removeEventListener(type, start, true); });
    var hrefs = (boot.getAttribute('data-preload') || '').split(' ').filter(Boolean);
    var batches = new MessageChannel();
    function insertBatch() {
      var links = document.createDocumentFragment();
      hrefs.splice(0, PRELOADS_PER_TASK).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        links.appendChild(link);
      });
      if (hrefs.length === 0) {
        var entry = document.createElement('script');
        entry.type = 'module';
        entry.crossOrigin = '';
        entry.src = boot.getAttribute('data-entry');
        links.appendChild(entry);
      }
      document.head.appendChild(links);
      if (hrefs.length > 0) batches.port2.postMessage(null);
    }
    batches.port1.onmessage = insertBatch;
    insertBatch();
  }
  function buttonOf(event) {
    return event.target.closest && event.target.closest('button, [role="button"], input[type="submit"]');
  }
  function noteDown(event) {
    if (!root.hasAttribute('data-hydrated')) return void (downOn = buttonOf(event));
    downOn = null;
    removeEventListener('pointerdown', noteDown, true);
  }
  function hold(event) {
    var button = buttonOf(event);
    if (!button) return;
    if (root.hasAttribute('data-hydrated')) {
      removeEventListener('click', hold, true);
      if (button !== downOn) return;
      downOn = null;
      event.preventDefault();
      event.stopPropagation();
      button.click();
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    downOn = null;
    pressed = button;
    start();
  }
  new MutationObserver(function (changes, observer) {
    if (!root.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    if (!downOn) {
      removeEventListener('pointerdown', noteDown, true);
      removeEventListener('click', hold, true);
    }
    if (pressed && pressed.isConnected) pressed.click();
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  addEventListener('pointerdown', noteDown, true);
  addEventListener('click', hold, true);
  intents.forEach(function (type) { addEventListener(type, start, { capture: true, passive: true }); });
  function afterPaint() {
    var frame = new IntersectionObserver(function () {
      frame.disconnect();
      var channel = new MessageChannel();
      channel.port1.onmessage = start;
      channel.port2.postMessage(null);
    });
    frame.observe(root);
  }
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
})(document.currentScript);`;

/** The CSP source that allows exactly that script inline. */
export const HYDRATION_START_CSP = `'sha256-${createHash('sha256').update(HYDRATION_START_SCRIPT).digest('base64')}'`;
