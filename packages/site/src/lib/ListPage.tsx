import { Hero } from '@cabo/ui';
import type { ComponentProps, ReactNode } from 'react';
import { Island } from './Island.tsx';
import * as styles from './ListPage.css';

interface ListPageProps {
  hero: ComponentProps<typeof Hero>;
  /** The list's own heading; it labels the list's section. Without one the list has no section. */
  heading?: { id: string; text: string };
  /** The list's request. */
  query: { isError: boolean; isPending: boolean };
  /** What the list is of, in the default messages ("The resorts could not be loaded."). */
  noun: string;
  failed?: ReactNode;
  loading?: ReactNode;
  /** The filter bar: server-rendered, it hydrates on the visitor's first touch. */
  filterBar: ReactNode;
  /** The room under the filter bar (lg by default). */
  filtersSpace?: keyof typeof styles.filters;
  /** A page's own toolbar instead, with what stands before the filter bar in it. */
  filtersClassName?: string;
  filtersLead?: ReactNode;
  /** The list, once loaded. */
  children: ReactNode;
}

/**
 * A catalogue list page (resorts, villas, restaurants, adventures, blog): the hero, then the
 * list's column: its heading, the failure or the wait, else the filter bar and the list.
 */
export function ListPage(props: ListPageProps) {
  const { heading, query } = props;
  const body = (
    <>
      {heading ? (
        <h2 id={heading.id} className={styles.heading}>
          {heading.text}
        </h2>
      ) : null}
      {query.isError ? (
        (props.failed ?? (
          <p role="alert">{`The ${props.noun} could not be loaded. Please try again later.`}</p>
        ))
      ) : query.isPending ? (
        (props.loading ?? <p role="status">{`Loading ${props.noun}…`}</p>)
      ) : (
        <>
          <div className={props.filtersClassName ?? styles.filters[props.filtersSpace ?? 'lg']}>
            {props.filtersLead}
            <Island when="touch">{props.filterBar}</Island>
          </div>
          {props.children}
        </>
      )}
    </>
  );
  return (
    <>
      <Hero {...props.hero} />
      {heading ? (
        <section className={styles.container} aria-labelledby={heading.id}>
          {body}
        </section>
      ) : (
        <div className={styles.container}>{body}</div>
      )}
    </>
  );
}
