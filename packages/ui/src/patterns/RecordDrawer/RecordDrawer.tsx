import type { AdminActivity, AdminEarlierLead } from '@cabo/contract';
import type { ReactNode } from 'react';
import { Spinner } from '../../components/Spinner/index.ts';
import { Sheet } from '../../components/Sheet/index.ts';
import { ActivityHistory } from '../ActivityHistory/index.ts';
import * as styles from './RecordDrawer.css';
import { RecordFields } from './RecordFields.tsx';

export interface RecordDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** e.g. "Lead: Luca Moretti". */
  title: string;
  /** The whole record as the API sends it; its formData is listed on its own. */
  record?: Record<string, unknown>;
  isLoading?: boolean;
  errorText?: string | null;
  /** Earlier leads with the same e-mail (a returning visitor); leads only. */
  earlierLeads?: readonly AdminEarlierLead[];
  history?: readonly AdminActivity[];
  /** The StatusEditor, or actions such as Resend. */
  children?: ReactNode;
  /** IANA zone dates are shown in (the viewer's own when left out). */
  timeZone?: string;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** "createdAt" → "Created at", "group_trip" stays readable. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldValue(value: unknown, when: Intl.DateTimeFormat): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && ISO_DATE_TIME.test(value)) return when.format(new Date(value));
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const fieldsOf = (entries: [string, unknown][], when: Intl.DateTimeFormat) =>
  entries.map(([key, value]) => [fieldLabel(key), fieldValue(value, when)] as const);

/**
 * View of one admin record (docs/admin.md: View opens the whole record, formData included):
 * every field, the form's own answers, a returning visitor's earlier leads, then the editor
 * and the activity history.
 */
export function RecordDrawer({
  isOpen,
  onOpenChange,
  title,
  record,
  isLoading = false,
  errorText,
  earlierLeads,
  history,
  children,
  timeZone,
}: RecordDrawerProps) {
  const when = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const { formData, ...fields } = record ?? {};
  const formEntries =
    formData && typeof formData === 'object' ? Object.entries(formData as object) : [];
  return (
    <Sheet isOpen={isOpen} onOpenChange={onOpenChange} title={title}>
      {isLoading ? (
        <Spinner label="Loading the record" />
      ) : errorText ? (
        <p role="alert">{errorText}</p>
      ) : record ? (
        <div className={styles.body}>
          <section className={styles.section} aria-label="Details">
            <h3 className={styles.title}>Details</h3>
            <RecordFields fields={fieldsOf(Object.entries(fields), when)} />
          </section>
          <section className={styles.section} aria-label="Form answers">
            <h3 className={styles.title}>Form answers</h3>
            {formEntries.length ? (
              <RecordFields fields={fieldsOf(formEntries, when)} />
            ) : (
              <p className={styles.muted}>No further answers.</p>
            )}
          </section>
          {earlierLeads ? (
            <section className={styles.section} aria-label="Earlier leads">
              <h3 className={styles.title}>Earlier leads</h3>
              {earlierLeads.length ? (
                <>
                  <p className={styles.muted}>
                    Returning visitor: {earlierLeads.length} earlier{' '}
                    {earlierLeads.length === 1 ? 'lead' : 'leads'} with this e-mail.
                  </p>
                  <ul className={styles.list}>
                    {earlierLeads.map((lead) => (
                      <li key={lead.id}>
                        {when.format(new Date(lead.createdAt))}:{' '}
                        {lead.interestType.replace(/_/g, ' ')}
                        {lead.formName ? ` (${lead.formName})` : ''}, {lead.status}
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p className={styles.muted}>First lead from this e-mail.</p>
              )}
            </section>
          ) : null}
          {children}
          {history ? <ActivityHistory entries={history} timeZone={timeZone} /> : null}
        </div>
      ) : null}
    </Sheet>
  );
}
