import type { Key } from 'react';
import {
  Button as AriaButton,
  GridList,
  GridListItem,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  isTextDropItem,
  useDragAndDrop,
  type DropItem,
} from 'react-aria-components';
import { Link } from '../../components/Link/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { visuallyHidden } from '../../theme/utils.css.ts';
import * as styles from './PipelineBoard.css';

/** A card's drag data: its id, only boards take it. */
const CARD_TYPE = 'application/x-cabo-pipeline-card';

export interface PipelineColumn {
  id: string;
  label: string;
}

/** One record on the board, every text already in words (dates formatted, codes named). */
export interface PipelineCard {
  id: number;
  /** The column (status) it sits in. */
  column: string;
  name: string;
  /** Its record page. */
  href?: string;
  interest?: string | null;
  dates?: string | null;
  party?: string | null;
  budget?: string | null;
  /** Shown once records have owners; left out without one. */
  owner?: string | null;
  /** "Today", "3 days". */
  age: string;
}

export interface PipelineBoardProps {
  /** e.g. "Leads pipeline". */
  label: string;
  columns: readonly PipelineColumn[];
  cards: readonly PipelineCard[];
  /** A card dropped on, or moved by its menu to, another column. */
  onMove: (card: PipelineCard, to: string) => void;
  isLoading?: boolean;
  errorText?: string | null;
}

const factLabels = [
  ['interest', 'Interest'],
  ['dates', 'Dates'],
  ['party', 'Party'],
  ['budget', 'Budget'],
  ['owner', 'Owner'],
  ['age', 'Age'],
] as const;

function CardFacts({ card }: { card: PipelineCard }) {
  const shown = factLabels.filter(([key]) => card[key]);
  return (
    <dl className={styles.facts}>
      {shown.map(([key, label]) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.fact}>{card[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

function MoveMenu({
  card,
  columns,
  onMove,
}: {
  card: PipelineCard;
  columns: readonly PipelineColumn[];
  onMove: PipelineBoardProps['onMove'];
}) {
  const targets = columns.filter((c) => c.id !== card.column);
  return (
    <MenuTrigger>
      <AriaButton className={styles.menuButton}>
        Move <span className={visuallyHidden}>{card.name} </span>to…
      </AriaButton>
      <Popover className={styles.popover} placement="bottom start">
        <Menu
          className={styles.menu}
          aria-label={`Move ${card.name} to`}
          onAction={(key) => onMove(card, String(key))}
        >
          {targets.map((target) => (
            <MenuItem key={target.id} id={target.id} className={styles.menuItem}>
              {target.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

async function droppedIds(items: DropItem[]): Promise<number[]> {
  const texts = await Promise.all(
    items.filter(isTextDropItem).map((item) => item.getText(CARD_TYPE)),
  );
  return texts.map(Number).filter(Number.isInteger);
}

function BoardColumn({
  column,
  columns,
  cards,
  byId,
  onMove,
}: {
  column: PipelineColumn;
  columns: readonly PipelineColumn[];
  cards: readonly PipelineCard[];
  byId: Map<number, PipelineCard>;
  onMove: PipelineBoardProps['onMove'];
}) {
  const drop = async (items: DropItem[]) => {
    for (const id of await droppedIds(items)) {
      const card = byId.get(id);
      if (card && card.column !== column.id) onMove(card, column.id);
    }
  };
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys: Set<Key>) =>
      [...keys].map((key) => ({
        [CARD_TYPE]: String(key),
        'text/plain': byId.get(Number(key))?.name ?? '',
      })),
    acceptedDragTypes: [CARD_TYPE],
    getDropOperation: () => 'move',
    onRootDrop: (e) => drop(e.items),
    onInsert: (e) => drop(e.items),
    onItemDrop: (e) => drop(e.items),
  });
  const headingId = `pipeline-${column.id}`;
  return (
    <section className={styles.column} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.columnTitle}>
        <span>{column.label}</span>
        <span aria-label={`${cards.length} ${cards.length === 1 ? 'card' : 'cards'}`}>
          {cards.length}
        </span>
      </h3>
      <GridList
        aria-label={column.label}
        items={cards}
        dragAndDropHooks={dragAndDropHooks}
        className={styles.list}
        renderEmptyState={() => <p className={styles.empty}>Nothing here</p>}
      >
        {(card) => (
          <GridListItem id={card.id} textValue={card.name} className={styles.card}>
            <div className={styles.cardHead}>
              <AriaButton
                slot="drag"
                className={styles.iconButton}
                aria-label={`Drag ${card.name}`}
              >
                <span aria-hidden="true">⠿</span>
              </AriaButton>
              {card.href ? (
                <Link href={card.href} variant="inline">
                  <span className={styles.name}>{card.name}</span>
                </Link>
              ) : (
                <span className={styles.name}>{card.name}</span>
              )}
            </div>
            <CardFacts card={card} />
            <MoveMenu card={card} columns={columns} onMove={onMove} />
          </GridListItem>
        )}
      </GridList>
    </section>
  );
}

/**
 * Records as a board of columns (docs/admin.md, "Pipeline board"): drag a card to another
 * column with the pointer or the keyboard (its drag handle, Enter, Tab to the column, Enter),
 * or use its "Move to…" menu. The board only reports moves; the page saves them.
 */
export function PipelineBoard({
  label,
  columns,
  cards,
  onMove,
  isLoading = false,
  errorText,
}: PipelineBoardProps) {
  if (isLoading) return <Spinner label="Loading the board" />;
  if (errorText) return <p role="alert">{errorText}</p>;
  const byId = new Map(cards.map((card) => [card.id, card]));
  return (
    <div className={styles.board} role="region" aria-label={label}>
      {columns.map((column) => (
        <BoardColumn
          key={column.id}
          column={column}
          columns={columns}
          cards={cards.filter((card) => card.column === column.id)}
          byId={byId}
          onMove={onMove}
        />
      ))}
    </div>
  );
}
