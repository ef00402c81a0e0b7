import { Button } from 'react-aria-components';
import * as styles from './Pagination.css';
import { visiblePages } from './pages.ts';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  /** How many pages there are; nothing renders for one. */
  pageCount: number;
  /** Called with the page the visitor chose. */
  onPageChange: (page: number) => void;
  /** Names the navigation landmark (several lists on one page need different names). */
  label?: string;
}

/** Previous, numbered pages, next. Renders nothing when there is only one page (spec). */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          <Button
            className={styles.button}
            isDisabled={page <= 1}
            onPress={() => onPageChange(page - 1)}
          >
            <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
              <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.75" />
            </svg>
            Previous
          </Button>
        </li>
        {visiblePages(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                className={styles.button}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onPress={() => item !== page && onPageChange(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            className={styles.button}
            isDisabled={page >= pageCount}
            onPress={() => onPageChange(page + 1)}
          >
            Next
            <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
              <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.75" />
            </svg>
          </Button>
        </li>
      </ul>
    </nav>
  );
}
