import { publicApiPaths, MY_REQUESTS_PATH, requestMessages } from '@cabo/contract';
import { Link, PageIntro } from '@cabo/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useHead } from '../../../lib/head.ts';
import { useHydrated } from '../../../lib/useHydrated.ts';
import { postConfirmEmail } from '../api/requests.ts';
import * as styles from './RequestPages.css';

type Outcome = 'confirming' | 'confirmed' | 'invalid';

/**
 * /account/confirm?t=...: where the registration e-mail's link leads. The page confirms once
 * its script runs (a link checker fetching the page confirms nothing), and the requests sent
 * before with that e-mail join the account (docs/accounts-and-security.md).
 */
export default function ConfirmEmailPage() {
  useHead({
    title: 'Confirm your e-mail',
    description: 'Confirm the e-mail of your account.',
    path: '/account/confirm',
  });
  const token = new URLSearchParams(useSearch()).get('t') ?? '';
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const [confirmation, setOutcome] = useState<Outcome>('confirming');
  const outcome: Outcome = token ? confirmation : 'invalid';
  useEffect(() => {
    // A link without its token names nothing to confirm: nothing is sent.
    if (!hydrated || !token) return;
    let live = true;
    postConfirmEmail({ token })
      .then(() => {
        if (!live) return;
        setOutcome('confirmed');
        // The visitor's list now holds what joined.
        void queryClient.invalidateQueries({ queryKey: [publicApiPaths.myRequests] });
      })
      .catch(() => live && setOutcome('invalid'));
    return () => {
      live = false;
    };
  }, [hydrated, token, queryClient]);

  return (
    <div className={styles.page}>
      <PageIntro
        title="Confirm your e-mail"
        intro="Requests you sent us with this e-mail join your account once it is confirmed."
      />
      <p role="status" className={styles.notice}>
        {outcome === 'confirming'
          ? 'Confirming your e-mail...'
          : outcome === 'confirmed'
            ? 'Your e-mail is confirmed.'
            : requestMessages.confirmInvalid}
      </p>
      {outcome === 'confirmed' ? (
        <Link variant="standalone" href={MY_REQUESTS_PATH}>
          See my requests
        </Link>
      ) : null}
    </div>
  );
}
