import { Suspense, use, useEffect, useId, type ReactNode } from 'react';
import { changedFromHtml, entered, ISLAND_HYDRATED, keepEarlyInput } from './earlyInput.ts';

/**
 * When a part of the server's HTML hydrates: `touch`, on the visitor's first pointer, key or
 * focus inside it (a filter bar: its HTML already shows the URL's filters); `visible`, once
 * any of it is on screen (what shows the visitor's own state: the booking card).
 */
export type IslandWhen = 'touch' | 'visible';

/** Opened by the visitor or the screen; React's `use` reads it synchronously once open. */
type Gate = Promise<void> & { open: () => void; isOpen: () => boolean };

// Events that mean the visitor reached for a part (docs/architecture.md, "How a page renders").
// Listened for on the document, in capture: before React's own listener on the root, which
// hydrates the part at once for the same event, so the event itself is never lost.
const INTENTS = [
  'pointerover',
  'pointerdown',
  'mousedown',
  'touchstart',
  'focusin',
  'keydown',
  'input',
  'change',
  'click',
] as const;

/** The server's islands still waiting, by id; forgotten once the browser navigates. */
let waiting: Map<string, Gate> | undefined;
/** The islands whose early choices are being kept (once each). */
const kept = new WeakSet<Element>();
/** The islands rendered once already while hydrating. */
const rendered = new Set<string>();

function gate(): Gate {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r)) as Gate;
  let open = false;
  promise.isOpen = () => open;
  promise.open = () => {
    if (open) return;
    open = true;
    // React's own mark of a settled thenable, set before resolving: React reads it in the
    // same event, so the part hydrates for that very event.
    Object.assign(promise, { status: 'fulfilled', value: undefined });
    resolve();
  };
  return promise;
}

// The marker generates no box: the island's children lay out as if it were not there. Inline,
// not a style file: each page's CSS file is named in the first load's chunk list.
const NO_BOX = { display: 'contents' } as const;

const FIELDS = 'input:not([type="hidden"]), textarea, select';

/** Finds the server's islands once, in the first render that hydrates one. */
function serverIslands(): Map<string, Gate> {
  if (waiting) return waiting;
  const found = new Map<string, Gate>();
  waiting = found;
  const visible = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const marker = entry.target.parentElement?.closest<HTMLElement>('[data-island]');
      if (marker?.dataset.island) found.get(marker.dataset.island)?.open();
    }
  });
  for (const marker of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const id = marker.dataset.island ?? '';
    const g = gate();
    found.set(id, g);
    void g.then(() => {
      for (const child of marker.children) visible.unobserve(child);
    });
    // Reached before this ran (typed into, focused): at once, so its early input is replayed.
    const reached =
      marker.contains(document.activeElement) ||
      Array.from(marker.querySelectorAll<HTMLInputElement>(FIELDS)).some(changedFromHtml);
    if (reached) g.open();
    else if (marker.dataset.islandWhen === 'visible') {
      for (const child of marker.children) visible.observe(child);
    }
  }
  const reach = (event: Event) => {
    const target = event.target;
    const marker = target instanceof Element ? target.closest<HTMLElement>('[data-island]') : null;
    if (!marker?.dataset.island) return;
    found.get(marker.dataset.island)?.open();
    // A choice made before the island's hydration commits (a radio clicked while it hydrates)
    // is already in the field, where React's commit would undo it unseen: it is replayed.
    if (
      !kept.has(marker) &&
      !marker.hasAttribute(ISLAND_HYDRATED) &&
      target instanceof HTMLInputElement &&
      target.matches(FIELDS) &&
      changedFromHtml(target)
    ) {
      kept.add(marker);
      keepEarlyInput([[target, entered(target)]]);
    }
  };
  for (const type of INTENTS) {
    document.addEventListener(type, reach, { capture: true, passive: true });
  }
  // A page the browser renders itself has no server HTML to keep: its islands render at once.
  for (const type of ['pushState', 'replaceState', 'popstate']) {
    window.addEventListener(
      type,
      () => {
        waiting = new Map();
        rendered.clear();
      },
      { once: true },
    );
  }
  return found;
}

/**
 * Suspends while the island waits: React keeps its server HTML until it opens. Then marks the
 * island once its content has committed (an effect inside the boundary runs only then): early
 * input waits for that (lib/earlyInput.ts).
 */
function Wait({ gate, id }: { gate?: Gate; id: string }) {
  if (gate && !gate.isOpen()) use(gate);
  useEffect(() => {
    document.querySelector(`[data-island="${id}"]`)?.setAttribute(ISLAND_HYDRATED, '');
  }, [id]);
  return null;
}

/**
 * A part of a page that hydrates on its own, `when` the visitor needs it; until then it stays
 * the server's HTML, which costs the phone's main thread nothing. The rest of the page
 * hydrates without waiting for it. Rendered in the browser (after a navigation, in stories) it
 * is just its children.
 */
export function Island({ when = 'touch', children }: { when?: IslandWhen; children: ReactNode }) {
  const id = useId();
  const gate = typeof document === 'undefined' ? undefined : serverIslands().get(id);
  if (gate && !gate.isOpen()) {
    // New props for a part still waiting: React must hydrate it to show them (else it would
    // drop the server's HTML and render the part again, empty while waiting), so it opens.
    if (rendered.has(id)) gate.open();
    rendered.add(id);
  }
  return (
    <Suspense fallback={null}>
      <div style={NO_BOX} data-island={id} data-island-when={when}>
        <Wait gate={gate} id={id} />
        {children}
      </div>
    </Suspense>
  );
}
