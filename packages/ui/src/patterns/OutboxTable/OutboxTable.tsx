import { outboxStates, type OutboxItem, type OutboxState } from '@cabo/contract';
import { Badge, type BadgeTone } from '../../components/Badge/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Select } from '../../components/Select/index.ts';
import { DataTable, type DataTableColumn } from '../DataTable/index.ts';
import * as styles from './OutboxTable.css';

export const OUTBOX_EMPTY_TEXT = 'Nothing in the outbox with this state.';
export const OUTBOX_ERROR_TEXT = 'Error loading the outbox. Please try again.';

/** waiting blue, sent green, failed (another try is due) yellow, dead red. */
export const outboxStateTone: Record<OutboxState, BadgeTone> = {
  waiting: 'blue',
  sent: 'green',
  failed: 'yellow',
  dead: 'red',
};

const destinationLabel: Record<OutboxItem['destination'], string> = {
  automation_webhook: 'Automation webhook',
  table_service: 'Table service',
  email: 'E-mail',
};

const ALL = 'all';

export interface OutboxTableProps {
  items: readonly OutboxItem[] | undefined;
  isLoading?: boolean;
  errorText?: string | null;
  /** The state shown, or undefined for every state. */
  state?: OutboxState;
  onStateChange: (state: OutboxState | undefined) => void;
  page: number;
  pageSize: number;
  total?: number;
  onPageChange: (page: number) => void;
  /** Sends a dead delivery again (only dead ones have Retry). */
  onRetry: (item: OutboxItem) => void;
  /** The delivery whose retry is on its way. */
  retryingId?: number | null;
  /** IANA zone the times are shown in (the viewer's own when left out). */
  timeZone?: string;
}

/**
 * The outbox (docs/admin.md, "Integrations and the outbox"): every delivery of a stored
 * submission with its state, attempts and last error, newest first; a dead one has Retry.
 */
export function OutboxTable({
  items,
  isLoading = false,
  errorText,
  state,
  onStateChange,
  page,
  pageSize,
  total,
  onPageChange,
  onRetry,
  retryingId = null,
  timeZone,
}: OutboxTableProps) {
  const when = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const columns: DataTableColumn<OutboxItem>[] = [
    { id: 'createdAt', name: 'Queued', render: (i) => when.format(new Date(i.createdAt)) },
    {
      id: 'delivery',
      name: 'Delivery',
      isRowHeader: true,
      render: (i) => (
        <span className={styles.stack}>
          <span>{destinationLabel[i.destination]}</span>
          <span className={styles.muted}>
            {i.kind}
            {i.destinationConfigured ? '' : ' (waits for its settings)'}
          </span>
        </span>
      ),
    },
    {
      id: 'record',
      name: 'Record',
      render: (i) => `${i.recordTable.replace(/_/g, ' ')} #${i.recordId}`,
    },
    {
      id: 'state',
      name: 'State',
      render: (i) => <Badge tone={outboxStateTone[i.state]}>{i.state}</Badge>,
    },
    {
      id: 'attempts',
      name: 'Attempts',
      render: (i) => (i.maxAttempts ? `${i.attempts} of ${i.maxAttempts}` : String(i.attempts)),
    },
    {
      id: 'lastError',
      name: 'Last error',
      render: (i) =>
        i.state === 'sent' && i.sentAt
          ? `Sent ${when.format(new Date(i.sentAt))}`
          : (i.lastError ?? '—'),
    },
  ];
  return (
    <div className={styles.outbox}>
      <div className={styles.filter}>
        <Select
          label="State"
          options={[
            { id: ALL, label: 'All states' },
            ...outboxStates.map((s) => ({ id: s, label: s })),
          ]}
          value={state ?? ALL}
          onChange={(value) => {
            const next = value === null || value === ALL ? undefined : (value as OutboxState);
            if (next !== state) onStateChange(next);
          }}
        />
      </div>
      <DataTable
        label="Outbox"
        columns={columns}
        items={items}
        isLoading={isLoading}
        errorText={errorText}
        emptyText={OUTBOX_EMPTY_TEXT}
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={onPageChange}
        rowLabel={(i) => `${destinationLabel[i.destination]} ${i.kind} #${i.id}`}
        rowActions={(i) =>
          i.state === 'dead' ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Retry ${destinationLabel[i.destination]} ${i.kind} #${i.id}`}
              isDisabled={retryingId === i.id}
              onPress={() => onRetry(i)}
            >
              Retry
            </Button>
          ) : null
        }
      />
    </div>
  );
}
