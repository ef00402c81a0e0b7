// Text typed and choices made in the server's HTML before the page's code runs
// (docs/architecture.md, "How a page renders"). React keeps such a field's text while it
// hydrates, but the form's state (react-hook-form, a filter bar's) still holds the server's
// value, so a submit asked for it again and a filter ignored it. Once React owns a field the
// visitor changed early, it is told of the change the way a keystroke would tell it: every
// form and filter bar takes it through its own onChange, with no code of its own.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input:not([type="hidden"]), textarea, select';
const POLL_MS = 50;
/** After this the page has long hydrated; a field never owned by then never will be. */
const GIVE_UP_MS = 30_000;

const isToggle = (el: Field): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

/** Whether the field differs from the server's HTML (its default value or choice). */
export function changedFromHtml(el: Field): boolean {
  if (isToggle(el)) return el.checked !== el.defaultChecked;
  if (el instanceof HTMLSelectElement) {
    return Array.from(el.options).some((option) => option.selected !== option.defaultSelected);
  }
  return el.value !== el.defaultValue;
}

/**
 * Whether React has hydrated the field: it keeps its props on the element under a
 * `__reactProps$…` key. A field of a part still to hydrate (a `HydratesApart` boundary) has none.
 */
const ownedByReact = (el: Field) => Object.keys(el).some((key) => key.startsWith('__reactProps$'));

/** The server's value of a text field or a select. */
const htmlValue = (el: Field) =>
  el instanceof HTMLSelectElement
    ? ((Array.from(el.options).find((option) => option.defaultSelected) ?? el.options[0])?.value ??
      '')
    : el.defaultValue;

/** What the visitor entered: a toggle's choice, else the text or the chosen option. */
type Entered = boolean | string;
const entered = (el: Field): Entered => (isToggle(el) ? el.checked : el.value);

/**
 * Tells React (and so the field's onChange) of what the visitor entered before it owned the
 * field: `typed` as noted then, since hydrating may already have put the server's value back.
 */
export function replayEarlyInput(el: Field, typed: Entered = entered(el)): void {
  if (isToggle(el)) {
    // The other choice, then a click: React's onChange sees the visitor's choice.
    el.checked = !typed;
    el.click();
    return;
  }
  if (typeof typed !== 'string') return;
  // React notes each value set through the element; the prototype's setter goes around that
  // note, so to React the field changes from the server's value to the typed one.
  el.value = htmlValue(el);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set;
  setter?.call(el, typed);
  el.dispatchEvent(
    new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/**
 * Started before hydration (main.tsx): notes every field changed while React did not own it
 * yet, and replays it once React does. Stops when the whole page is hydrated.
 */
export function keepEarlyInput(): void {
  const early = new Map<Field, Entered>();
  const replayed = new WeakSet<Field>();
  const started = Date.now();
  // Each keystroke and choice as it happens, so the last ones before hydration are not missed.
  const note = (event: Event) => {
    const el = event.target;
    const isField =
      el instanceof HTMLInputElement ||
      el instanceof HTMLTextAreaElement ||
      el instanceof HTMLSelectElement;
    if (isField && !ownedByReact(el) && changedFromHtml(el)) early.set(el, entered(el));
  };
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
  const check = () => {
    let waiting = false;
    for (const el of document.querySelectorAll<Field>(FIELDS)) {
      if (replayed.has(el)) continue;
      if (!ownedByReact(el)) {
        waiting = true;
        if (changedFromHtml(el)) early.set(el, entered(el));
      } else if (early.has(el)) {
        replayed.add(el);
        replayEarlyInput(el, early.get(el));
        early.delete(el);
      }
    }
    const hydrated = document.documentElement.hasAttribute('data-hydrated');
    if ((hydrated && !waiting) || Date.now() - started > GIVE_UP_MS) {
      document.removeEventListener('input', note, true);
      document.removeEventListener('change', note, true);
      return;
    }
    window.setTimeout(check, POLL_MS);
  };
  check();
}
