import { MY_REQUESTS_PATH, requestMessages, type VisitorRequest } from '@cabo/contract';
import { Link, LoginPrompt, PageIntro, RequestStatusCard } from '@cabo/ui';
import { useSearch } from 'wouter';
import { useLoginDialog } from '../../../lib/account/login-dialog.ts';
import { useVisitor } from '../../../lib/account/visitor.ts';
import { useHead } from '../../../lib/head.ts';
import { useLinkedRequest, useOwnRequest } from '../api/requests.ts';
import * as styles from './RequestPages.css';

/**
 * /requests/:reference (docs/lead-forms.md, "After success"): a request's status for the
 * link in its e-mail (rendered on the server with the token) or for its signed-in owner
 * (asked once the browser knows who is there). Never indexed, never cached.
 */
export default function RequestStatusPage({ reference = '' }: { reference?: string }) {
  const token = new URLSearchParams(useSearch()).get('t');
  const path = `/requests/${reference}`;
  useHead({
    title: `Request ${reference}`,
    description: 'The status of your request with our concierge team.',
    path,
  });
  const linked = useLinkedRequest(reference, token);
  const visitor = useVisitor();
  const signedIn = Boolean(visitor.data);
  // The owner is asked when the link does not open it (none, or expired).
  const own = useOwnRequest(reference, signedIn && !linked.data);
  const request: VisitorRequest | null | undefined = linked.data ?? own.data;

  return (
    <div className={styles.page}>
      {request ? (
        <RequestStatusCard request={request} />
      ) : (
        <>
          <PageIntro
            title={`Request ${reference}`}
            intro="Where your request stands with our concierge team."
          />
          <RequestAccess
            expired={Boolean(token) && (linked.data === null || linked.isError)}
            visitorKnown={visitor.data !== undefined || visitor.isError}
            signedIn={signedIn}
            notYours={own.data === null}
          />
        </>
      )}
      {signedIn ? (
        <Link variant="standalone" href={MY_REQUESTS_PATH}>
          All my requests
        </Link>
      ) : null}
    </div>
  );
}

/** Why the request is not shown, and the way in. */
function RequestAccess({
  expired,
  visitorKnown,
  signedIn,
  notYours,
}: {
  expired: boolean;
  visitorKnown: boolean;
  signedIn: boolean;
  notYours: boolean;
}) {
  const { openLoginDialog } = useLoginDialog();
  if (signedIn) {
    return notYours ? (
      <p role="status" className={styles.notice}>
        {requestMessages.notYours}
      </p>
    ) : (
      <p role="status" className={styles.notice}>
        Loading your request...
      </p>
    );
  }
  return (
    <div className={styles.notice}>
      {expired ? (
        <>
          <h2 className={styles.noticeTitle}>{requestMessages.linkExpired}</h2>
          <p>{requestMessages.linkExpiredHint}</p>
        </>
      ) : null}
      {visitorKnown || expired ? (
        <LoginPrompt
          message={requestMessages.signInToSee}
          onLogIn={() => openLoginDialog('login')}
          onRegister={() => openLoginDialog('register')}
        />
      ) : null}
    </div>
  );
}
