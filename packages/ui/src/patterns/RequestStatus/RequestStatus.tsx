import {
  caboDate,
  MONTH_NAMES,
  pesosEquivalent,
  requestStatusLabels,
  type RequestKind,
  type VisitorRequest,
} from '@cabo/contract';
import { Badge } from '../../components/Badge/index.ts';
import type { BadgeTone } from '../../components/Badge/statusTones.ts';
import { Link } from '../../components/Link/index.ts';
import { dollarsAndCents } from '../../common/numbers.ts';
import * as styles from './RequestStatus.css';

const kindLabels: Record<RequestKind, string> = {
  lead: 'Trip request',
  guide: 'Guide request',
  villa: 'Villa booking',
  resort: 'Resort inquiry',
  adventure: 'Tour booking',
  restaurant: 'Table request',
  event: 'Event booking',
};

/** A status's tone: confirmed green, waiting yellow, declined red, the rest gray. */
export function requestStatusTone(status: string): BadgeTone {
  if (status === 'confirmed' || status === 'converted' || status === 'sent') return 'green';
  if (status === 'pending' || status === 'new' || status === 'contacted' || status === 'qualified')
    return 'yellow';
  if (status === 'declined' || status === 'failed') return 'red';
  return 'gray';
}

/** '2030-05-02' → '2 May 2030', written by hand (no Intl on a page's first load). */
export function calendarDay(date: string): string {
  const [y, m, d] = date.split('-');
  return `${Number(d)} ${MONTH_NAMES[Number(m) - 1] ?? ''} ${y}`;
}

function datesOf(request: VisitorRequest): string | null {
  const { startDate, endDate, time } = request;
  if (!startDate) return null;
  const from = calendarDay(startDate);
  if (endDate) return `${from} to ${calendarDay(endDate)}`;
  return time ? `${from} at ${time}` : from;
}

const partyOf = (guests: number | null) =>
  guests === null ? null : `${guests} ${guests === 1 ? 'guest' : 'guests'}`;

function StatusBadge({ status }: { status: string }) {
  return <Badge tone={requestStatusTone(status)}>{requestStatusLabels[status] ?? status}</Badge>;
}

/**
 * The stored price (docs/stays.md, "True totals"): the total and the deposit in dollars, the
 * total in pesos at the rate it was priced at. A request without one shows none.
 */
function priceFacts(price: VisitorRequest['price']): Array<[string, string]> {
  if (!price) return [];
  return [
    ['Total', `${dollarsAndCents(price.totalCents)} USD`],
    ['In pesos', pesosEquivalent(price.totalMxnCents, price.mxnPerUsd, price.mxnRateDate)],
    ['Deposit due at confirmation', `${dollarsAndCents(price.depositCents)} USD`],
  ];
}

/** The facts of a request that are known: dates, party, price, when it was sent. */
function Facts({ request }: { request: VisitorRequest }) {
  const facts: Array<[string, string | null]> = [
    ['Reference', request.reference],
    ['Dates', datesOf(request)],
    ['Party', partyOf(request.guests)],
    ...priceFacts(request.price),
    // The day it was sent is Cabo's day, like every date on the site.
    ['Sent', calendarDay(caboDate(new Date(request.createdAt)))],
  ];
  return (
    <dl className={styles.facts}>
      {facts
        .filter((fact): fact is [string, string] => fact[1] !== null)
        .map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt className={styles.factLabel}>{label}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export interface RequestStatusCardProps {
  request: VisitorRequest;
  headingLevel?: 1 | 2;
}

/**
 * One request as its visitor follows it (docs/lead-forms.md, "After success"): what was
 * asked for, its status and staff's message, and the facts that are known.
 */
export function RequestStatusCard({ request, headingLevel = 1 }: RequestStatusCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} aria-labelledby={`request-${request.reference}`}>
      <p className={styles.kind}>{kindLabels[request.kind]}</p>
      <Heading id={`request-${request.reference}`} className={styles.title}>
        {request.title}
      </Heading>
      <p className={styles.statusLine}>
        Status: <StatusBadge status={request.status} />
      </p>
      {request.statusMessage ? (
        <blockquote className={styles.message}>
          <p className={styles.messageLabel}>A note from our concierge team</p>
          <p className={styles.messageText}>{request.statusMessage}</p>
        </blockquote>
      ) : null}
      {request.status === 'pending' || request.status === 'new' ? (
        <p className={styles.next}>
          Our concierge team checks availability and replies within 24 hours. You will get an e-mail
          when the status changes.
        </p>
      ) : null}
      <Facts request={request} />
    </article>
  );
}

export interface RequestListProps {
  requests: VisitorRequest[];
  /** The status page of a request. */
  hrefFor: (reference: string) => string;
}

/** "My requests": every request of the visitor, newest first, each leading to its page. */
export function RequestList({ requests, hrefFor }: RequestListProps) {
  if (requests.length === 0) {
    return <p className={styles.empty}>You have no requests yet.</p>;
  }
  return (
    <ul className={styles.list}>
      {requests.map((request) => (
        <li key={request.reference} className={styles.item}>
          <div className={styles.itemHead}>
            <Link variant="standalone" href={hrefFor(request.reference)}>
              {request.title}
            </Link>
            <StatusBadge status={request.status} />
          </div>
          <p className={styles.kind}>{kindLabels[request.kind]}</p>
          <Facts request={request} />
        </li>
      ))}
    </ul>
  );
}
