// Text typed and choices made in the server's HTML before the page's code runs
// (docs/architecture.md, "How a page renders"). React keeps such a field's text while it
// hydrates, but the form's state (react-hook-form, a filter bar's) still holds the server's
// value, so a submit asked for it again and a filter ignored it. Once React owns a field the
// visitor changed early, it is told of the change the way a keystroke would tell it: every
// form and filter bar takes it through its own onChange, with no code of its own.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input:not([type="hidden"]), textarea, select';
/** Set by an `Island` on its marker once its hydration has committed (lib/Island.tsx). */
export const ISLAND_HYDRATED = 'data-island-hydrated';
const POLL_MS = 50;
/**
 * How many checks a replayed field is watched for: a commit still under way can put the
 * server's value back over a replay (the form's state had not taken it yet); then it is
 * replayed again. The visitor's own next keystroke ends the watch.
 */
const HOLD_CHECKS = 10;
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
 * Whether React has hydrated the field and committed that hydration. React puts its props on
 * the element (a `__reactProps$…` key) while it renders, before the commit that then writes
 * the field's controlled value: a replay in between is undone. So the field's part must also
 * have committed: its `Island` marks itself once it has, the page's root marks `<html>`.
 */
const ownedByReact = (el: Field) => {
  if (!Object.keys(el).some((key) => key.startsWith('__reactProps$'))) return false;
  const island = el.closest('[data-island]');
  return island
    ? island.hasAttribute(ISLAND_HYDRATED)
    : document.documentElement.hasAttribute('data-hydrated');
};

/** The server's value of a text field or a select. */
const htmlValue = (el: Field) =>
  el instanceof HTMLSelectElement
    ? ((Array.from(el.options).find((option) => option.defaultSelected) ?? el.options[0])?.value ??
      '')
    : el.defaultValue;

/** What the visitor entered: a toggle's choice, else the text or the chosen option. */
type Entered = boolean | string;
/** A field the visitor changed before this module loaded, with what was entered then. */
export type EarlyChange = [EventTarget | null, Entered];
export const entered = (el: Field): Entered => (isToggle(el) ? el.checked : el.value);

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
 * Started on the visitor's first change to the server's HTML before hydration (main.tsx
 * loads this module then): notes every field changed while React did not own it yet, from
 * `noted` (the changes seen before this module loaded, with what was entered then) on, and
 * replays each once React owns its field. Stops when the whole page is hydrated.
 */
export function keepEarlyInput(noted: ReadonlyArray<EarlyChange>): void {
  const early = new Map<Field, Entered>();
  const replayed = new WeakSet<Field>();
  const held = new Map<Field, { typed: Entered; checks: number }>();
  const started = Date.now();
  const isField = (el: EventTarget | null): el is Field =>
    el instanceof HTMLInputElement ||
    el instanceof HTMLTextAreaElement ||
    el instanceof HTMLSelectElement;
  for (const [el, value] of noted) if (isField(el)) early.set(el, value);
  // Each keystroke and choice as it happens, so the last ones before hydration are not missed.
  const note = (event: Event) => {
    const el = event.target;
    if (!isField(el)) return;
    if (event.isTrusted) held.delete(el);
    if (!ownedByReact(el) && changedFromHtml(el)) early.set(el, entered(el));
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
        const typed = early.get(el) as Entered;
        replayed.add(el);
        replayEarlyInput(el, typed);
        early.delete(el);
        held.set(el, { typed, checks: HOLD_CHECKS });
      }
    }
    for (const [el, hold] of held) {
      if (entered(el) !== hold.typed) replayEarlyInput(el, hold.typed);
      if (--hold.checks <= 0) held.delete(el);
    }
    const hydrated = document.documentElement.hasAttribute('data-hydrated');
    if ((hydrated && !waiting && held.size === 0) || Date.now() - started > GIVE_UP_MS) {
      document.removeEventListener('input', note, true);
      document.removeEventListener('change', note, true);
      return;
    }
    window.setTimeout(check, POLL_MS);
  };
  check();
}
