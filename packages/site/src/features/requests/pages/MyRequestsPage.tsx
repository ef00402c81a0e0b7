import { requestPagePath } from '@cabo/contract';
import { LoginPrompt, PageIntro, RequestList } from '@cabo/ui';
import { useLoginDialog } from '../../../lib/account/login-dialog.ts';
import { useVisitor } from '../../../lib/account/visitor.ts';
import { useHead } from '../../../lib/head.ts';
import { useMyRequests } from '../api/requests.ts';
import * as styles from './RequestPages.css';

const TITLE = 'My requests';

/**
 * /account/requests: the signed-in visitor's inquiries, bookings and requests, newest first,
 * each leading to its status page (docs/accounts-and-security.md). The page is the same for
 * everyone on the server; the list comes once the browser knows who is there.
 */
export default function MyRequestsPage() {
  useHead({
    title: TITLE,
    description: 'Your inquiries, bookings and requests with our concierge team.',
    path: '/account/requests',
  });
  const visitor = useVisitor();
  const signedIn = Boolean(visitor.data);
  const requests = useMyRequests(signedIn);
  const { openLoginDialog } = useLoginDialog();
  return (
    <div className={styles.page}>
      <PageIntro
        title={TITLE}
        intro="Requests you sent with your account's e-mail appear here once the e-mail is confirmed."
      />
      {visitor.data === null ? (
        <LoginPrompt
          message="Log in to see your requests"
          onLogIn={() => openLoginDialog('login')}
          onRegister={() => openLoginDialog('register')}
        />
      ) : requests.data ? (
        <RequestList requests={requests.data.items} hrefFor={(ref) => requestPagePath(ref)} />
      ) : requests.isError ? (
        <p role="alert" className={styles.notice}>
          We could not load your requests. Please try again.
        </p>
      ) : (
        <p role="status" className={styles.notice}>
          Loading your requests...
        </p>
      )}
    </div>
  );
}
