import type { ReactNode } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type Key,
} from 'react-aria-components';
import * as styles from './Accordion.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Heading level of each question, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  allowsMultipleExpanded?: boolean;
  defaultExpandedKeys?: Iterable<Key>;
}

/** Expanding sections (the FAQ): each title is a heading with a button that shows its panel. */
export function Accordion({
  items,
  headingLevel = 3,
  allowsMultipleExpanded = false,
  defaultExpandedKeys,
}: AccordionProps) {
  return (
    <DisclosureGroup
      className={styles.group}
      allowsMultipleExpanded={allowsMultipleExpanded}
      defaultExpandedKeys={defaultExpandedKeys}
    >
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className={styles.item}>
          <Heading level={headingLevel} className={styles.heading}>
            <Button slot="trigger" className={styles.trigger}>
              {item.title}
              <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true">
                <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
              </svg>
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>
            <div className={styles.panelInner}>{item.content}</div>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
