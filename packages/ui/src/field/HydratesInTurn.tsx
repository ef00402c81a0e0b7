import { Suspense, type ReactNode } from 'react';

/** The children as a flat list, empty ones kept in place: each keeps its depth below. */
const flatten = (node: ReactNode): ReactNode[] =>
  Array.isArray(node) ? node.flatMap(flatten) : [node];

/**
 * Hydrates its children one after another, each in a pass (a task) of its own, with the DOM
 * unchanged: every child after the first sits in a Suspense boundary nested inside the
 * previous one's, and React hydrates a boundary only once its parent has committed. Sibling
 * boundaries would not do: React hydrates those in one pass, with one commit.
 *
 * For a row of React Aria fields (a filter bar, a form's fields): each re-renders at once
 * after it mounts (its ids settle in a layout effect, a select builds its collection), so
 * together they make one long task on a phone. Nothing here ever suspends, so in the browser
 * alone it changes nothing, and a click on a field not yet hydrated hydrates it at once.
 * A child shown or hidden keeps its place (an empty child still takes a level); a list whose
 * length changes belongs last, as what follows it would move a level and be remounted.
 */
export function HydratesInTurn({ children }: { children: ReactNode }) {
  return flatten(children).reduceRight<ReactNode>(
    (later, child) => (
      <Suspense fallback={null}>
        {child}
        {later}
      </Suspense>
    ),
    null,
  );
}
