import {
  CABO_TIME_ZONE,
  closeReasonWords,
  interestWords,
  leadAnswerLabel,
  leadAnswerText,
  leadAttributionLabels,
  type AdminActivity,
  type AdminLead,
  type AdminSamePersonSubmission,
} from '@cabo/contract';
import type { ReactNode } from 'react';
import { Badge, leadStatusTone } from '../../components/Badge/index.ts';
import { Link } from '../../components/Link/index.ts';
import { ActivityHistory } from '../ActivityHistory/index.ts';
import { RecordFields, type RecordField } from '../RecordDrawer/RecordFields.tsx';
import * as styles from './LeadRecord.css';

export interface LeadRecordProps {
  lead: AdminLead;
  /** Every other request of the same person, newest first. */
  samePerson: readonly AdminSamePersonSubmission[];
  /** The activity history, notes and messages, newest first. */
  history: readonly AdminActivity[];
  /** Where a same-person request opens. */
  hrefOf: (submission: AdminSamePersonSubmission) => string;
  /** Slot: what staff do from the record ("Reply", "WhatsApp", "Merge"). */
  actions?: ReactNode;
  /** Slot: the side column (status, owner, tasks). */
  aside?: ReactNode;
  /** IANA zone times are shown in: Cabo's unless a story fixes another. */
  timeZone?: string;
}

const kindWords: Record<AdminSamePersonSubmission['kind'], string> = {
  lead: 'Lead',
  booking: 'Booking',
  guide: 'Guide request',
};

/** "partner-inquiry" as "Partner inquiry". */
const formWords = (formName: string) => interestWords(formName.replace(/-/g, '_'));

/**
 * A lead's page (docs/admin.md, "The lead's record"): the reference, the visitor's answers
 * under their form's labels and in words, where they came from, the same person's other
 * requests, and one timeline; slots for the actions and the side column.
 */
export function LeadRecord({
  lead,
  samePerson,
  history,
  hrefOf,
  actions,
  aside,
  timeZone = CABO_TIME_ZONE,
}: LeadRecordProps) {
  const when = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone });
  const name = `${lead.firstName} ${lead.lastName}`;
  const answers: RecordField[] = [
    [
      'Email',
      <Link href={`mailto:${lead.email}`} variant="inline">
        {lead.email}
      </Link>,
    ],
    ['Phone', lead.phone ?? '—'],
    ['Interest', interestWords(lead.interestType)],
    ['Form', formWords(lead.formName)],
    ['Sent', when.format(new Date(lead.createdAt))],
    ...(lead.budget
      ? [[leadAnswerLabel(lead.formName, 'budget'), leadAnswerText(lead.budget)] as const]
      : []),
    ...(lead.timeline
      ? [[leadAnswerLabel(lead.formName, 'timeline'), leadAnswerText(lead.timeline)] as const]
      : []),
    ...Object.entries(lead.formData).map(
      ([key, value]) => [leadAnswerLabel(lead.formName, key), leadAnswerText(value)] as const,
    ),
  ];
  const attribution = lead.attribution ?? {};
  const cameFrom = leadAttributionLabels
    .filter(([key]) => typeof attribution[key] === 'string' && attribution[key] !== '')
    .map(([key, label]) => [label, String(attribution[key])] as const);
  return (
    <article className={styles.record} aria-labelledby="lead-record-name">
      <header className={styles.header}>
        <h2 id="lead-record-name" className={styles.name}>
          {name}
        </h2>
        {lead.reference ? (
          <p className={styles.reference}>
            <span className={styles.term}>Reference </span>
            {lead.reference}
          </p>
        ) : null}
        <Badge tone={leadStatusTone(lead.status)}>{lead.status}</Badge>
        {lead.closeReason ? (
          <p className={styles.muted}>
            Closed as {closeReasonWords(lead.closeReason, lead.closeReasonText)}
          </p>
        ) : null}
        {lead.spam ? <p className={styles.muted}>Spam: {lead.spamReason ?? 'flagged'}</p> : null}
      </header>
      {actions ? (
        <div className={styles.actions} role="group" aria-label="Actions">
          {actions}
        </div>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.column}>
          <section className={styles.section} aria-labelledby="lead-answers">
            <h3 id="lead-answers" className={styles.title}>
              Answers
            </h3>
            <RecordFields fields={answers} />
          </section>
          <section className={styles.section} aria-labelledby="lead-came-from">
            <h3 id="lead-came-from" className={styles.title}>
              Where they came from
            </h3>
            {cameFrom.length ? (
              <RecordFields fields={cameFrom} />
            ) : (
              <p className={styles.muted}>No campaign, page or referrer was recorded.</p>
            )}
          </section>
          <ActivityHistory entries={history} timeZone={timeZone} title="Timeline" />
        </div>
        <div className={styles.column}>
          {aside}
          <section className={styles.section} aria-labelledby="lead-same-person">
            <h3 id="lead-same-person" className={styles.title}>
              Same person
            </h3>
            {samePerson.length ? (
              <ul className={styles.list}>
                {samePerson.map((s) => (
                  <li key={`${s.kind}-${s.id}`}>
                    <Link href={hrefOf(s)} variant="inline">
                      {kindWords[s.kind]}: {interestWords(s.what)}
                      {s.reference ? ` (${s.reference})` : ''}
                    </Link>
                    <span className={styles.muted}>
                      {' '}
                      {day.format(new Date(s.createdAt))}, {s.status}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>No other requests with this e-mail or phone.</p>
            )}
          </section>
        </div>
      </div>
    </article>
  );
}
