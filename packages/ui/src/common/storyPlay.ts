import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

// Steps the pattern stories share: menus, the filter bars' phone sheet and the state a list
// page holds around its filter bar.

type Scope = ReturnType<typeof within>;

/** Opens the select labelled `label` and chooses `option`. */
export async function choose(scope: Scope, label: string, option: string) {
  await userEvent.click(scope.getByRole('button', { name: new RegExp(label) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Opens the select named `button` and expects its options, in order (it stays open). */
export async function expectOptions(scope: Scope, button: RegExp | string, options: string[]) {
  await userEvent.click(scope.getByRole('button', { name: button }));
  const shown = await screen.findAllByRole('option');
  await expect(shown.map((o) => o.textContent)).toEqual(options);
}

/** The catalogue lists' sort menu (docs/catalogue.md, "Lists"), in its order. */
export const listSortOptions = [
  'Recommended',
  'Price: low to high',
  'Price: high to low',
  'Highest rated',
];

/** Opens a filter bar's phone sheet with its "Filters (N)" button; returns the sheet. */
export async function openFilterSheet(scope: Scope, button = 'Filters') {
  await userEvent.click(scope.getByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: 'Filters' }));
}

/** The phone sheet has closed (it slides out). */
export const filterSheetClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());

/** Nothing set: no "Clear filters", and at desktop width no phone "Filters" button. */
export async function expectNothingToClear(scope: Scope) {
  await expect(scope.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  await expect(scope.queryByRole('button', { name: /^Filters/ })).toBeNull();
}

/**
 * A filter bar's value held as its page holds it, so a change or a clear shows in the
 * controls; each still reaches the story's spies. `cleared` is the value after a clear;
 * `Initial` is wider where the bar starts with no choice (null).
 */
export function useHeldFilters<T, Initial = T>(
  spies: { onChange: (next: T) => void; onClear: () => void },
  initial: Initial,
  cleared: (current: T | Initial) => T,
) {
  const [value, setValue] = useState<T | Initial>(initial);
  const handlers = {
    onChange: (next: T) => {
      setValue(next);
      spies.onChange(next);
    },
    onClear: () => {
      setValue(cleared(value));
      spies.onClear();
    },
  };
  return [value, handlers] as const;
}

/** Focuses the button named `name` and presses Enter, as a keyboard user does. */
export async function pressWithEnter(scope: Scope, name: string) {
  scope.getByRole('button', { name }).focus();
  await userEvent.keyboard('{Enter}');
}

/** Tabs once: the button named `name`, the canvas's first stop, has the focus. Returns it. */
export async function tabToButton(scope: Scope, name: string | RegExp) {
  await userEvent.tab();
  const button = scope.getByRole('button', { name });
  await expect(button).toHaveFocus();
  return button;
}

/** Clicks the disabled button named `name` (a user's pointer still reaches it). Returns it. */
export async function clickDisabled(scope: Scope, name: string) {
  const button = scope.getByRole('button', { name });
  await expect(button).toBeDisabled();
  await userEvent.click(button, { pointerEventsCheck: 0 });
  return button;
}

/** The elements stand side by side in one row: their tops are the same. */
export async function expectOneRow(elements: Element[]) {
  const tops = elements.map((e) => Math.round(e.getBoundingClientRect().top));
  await expect(new Set(tops).size).toBe(1);
}

/** `lower` starts below the end of `upper`: the grid wraps between them. */
export async function expectBelow(lower: Element | undefined, upper: Element | undefined) {
  await expect(lower!.getBoundingClientRect().top).toBeGreaterThan(
    upper!.getBoundingClientRect().bottom,
  );
}

/** Each term of the description lists in `scope` with the value read after it. */
export function definitionValues(scope: HTMLElement) {
  return Object.fromEntries(
    [...scope.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]),
  );
}

/** In the open `calendar`, the day named `closed` cannot be picked and the day `open` can. */
export async function expectDayBoundary(calendar: HTMLElement, closed: RegExp, open: RegExp) {
  const day = (name: RegExp) => within(calendar).getByRole('button', { name });
  await expect(day(closed)).toHaveAttribute('aria-disabled', 'true');
  await expect(day(open)).not.toHaveAttribute('aria-disabled');
}
