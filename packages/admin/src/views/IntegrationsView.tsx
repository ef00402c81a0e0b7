import {
  OUTBOX_PAGE_SIZE,
  apiPath,
  apiPaths,
  isStoredIntegration,
  type Integration,
  type IntegrationName,
  type IntegrationTestResult,
  type MailSummary,
  type OutboxState,
  type StoredIntegrationName,
  type StoredIntegrationSettings,
} from '@cabo/contract';
import {
  DataTable,
  IntegrationCard,
  OUTBOX_ERROR_TEXT,
  OutboxTable,
  Sheet,
  Spinner,
  useToasts,
  WebhookSigningCard,
  type DataTableColumn,
} from '@cabo/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiResponseError } from '@cabo/ui/app/api';
import { useFormSubmission } from '@cabo/ui/app/useFormSubmission';
import {
  postIntegrationTest,
  putIntegrationSettings,
  postOutboxRetry,
  postWebhookSecretRotate,
  useIntegrations,
  useMail,
  useMailMessage,
  useOutbox,
  useWebhookSigning,
} from '../api/integrations.ts';
import * as styles from './IntegrationsView.css';
import { createdDate } from './listCells.tsx';

const serverMessage = (error: unknown) =>
  error instanceof ApiResponseError ? (error.body?.message ?? error.message) : 'Please try again.';

type SettingsValues = StoredIntegrationSettings[StoredIntegrationName];

/** Reconfigure of one integration: stored by our server, the card then reads the answer. */
function useSaveSettings(name: StoredIntegrationName) {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useFormSubmission({
    // Settings are not a visitor's submission: no submissionId.
    toPayload: (values: SettingsValues) => values,
    send: (values: SettingsValues) => putIntegrationSettings(name, values),
    failureToast: (error: unknown) => ({
      variant: 'destructive' as const,
      title: 'Settings not saved',
      description: serverMessage(error),
    }),
    onSuccess: (card: Integration) => {
      queryClient.setQueryData<Integration[] | null>([apiPaths.adminIntegrations], (list) =>
        list ? list.map((i) => (i.name === card.name ? card : i)) : list,
      );
      toasts.show({ title: 'Settings saved', description: `${card.label} uses them now.` });
    },
  });
}

function StoredSettingsCard(
  props: Omit<Parameters<typeof IntegrationCard>[0], 'onSaveSettings'> & {
    name: StoredIntegrationName;
  },
) {
  const { name, ...card } = props;
  const save = useSaveSettings(name);
  return <IntegrationCard {...card} onSaveSettings={save} />;
}

/** The destinations, each with its own Test Connection. */
function Destinations() {
  const integrations = useIntegrations();
  const [results, setResults] = useState<Partial<Record<IntegrationName, IntegrationTestResult>>>(
    {},
  );
  const [errors, setErrors] = useState<Partial<Record<IntegrationName, string>>>({});
  const test = useMutation({
    mutationFn: postIntegrationTest,
    onMutate: (name) => {
      setErrors((e) => ({ ...e, [name]: undefined }));
      setResults((r) => ({ ...r, [name]: undefined }));
    },
    onSuccess: (result) => setResults((r) => ({ ...r, [result.name]: result })),
    onError: (error, name) => setErrors((e) => ({ ...e, [name]: serverMessage(error) })),
  });
  if (integrations.isPending) return <Spinner label="Loading the integrations" />;
  if (!integrations.data) {
    return (
      <p role="alert" className={styles.error}>
        Error loading the integrations. Please try again.
      </p>
    );
  }
  return (
    <div className={styles.cards}>
      {integrations.data.map((integration) => {
        const card = {
          integration,
          onTest: () => test.mutate(integration.name),
          isTesting: test.isPending && test.variables === integration.name,
          testResult: results[integration.name] ?? null,
          testError: errors[integration.name] ?? null,
        };
        return isStoredIntegration(integration.name) ? (
          <StoredSettingsCard key={integration.name} name={integration.name} {...card} />
        ) : (
          <IntegrationCard key={integration.name} {...card} />
        );
      })}
    </div>
  );
}

/**
 * The webhook's signing secret: its hint, and Rotate, whose new secret is kept only in this
 * view's state, so it shows once and is gone when the admin leaves the page.
 */
function WebhookSigning() {
  const queryClient = useQueryClient();
  const signing = useWebhookSigning();
  const [secret, setSecret] = useState<string | null>(null);
  const rotate = useMutation({
    mutationFn: postWebhookSecretRotate,
    onSuccess: ({ secret: made, ...view }) => {
      setSecret(made);
      queryClient.setQueryData([apiPaths.adminWebhookSigning], view);
    },
  });
  const loadFailed = signing.isError || signing.data === null;
  return (
    <WebhookSigningCard
      signing={signing.data ?? undefined}
      newSecret={secret}
      onRotate={() => rotate.mutate()}
      isRotating={rotate.isPending}
      errorText={
        rotate.isError
          ? `The secret was not rotated. ${serverMessage(rotate.error)}`
          : loadFailed
            ? `Error loading the signing secret. ${serverMessage(signing.error)}`
            : null
      }
    />
  );
}

/** Every delivery, newest first, filtered by state; a dead one has Retry. */
function Outbox() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const [state, setState] = useState<OutboxState | undefined>(undefined);
  const [page, setPage] = useState(1);
  const outbox = useOutbox(state, page);
  const retry = useMutation({
    mutationFn: postOutboxRetry,
    onSuccess: () => {
      void queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          String(queryKey[0]).startsWith(apiPaths.adminOutbox) ||
          queryKey[0] === apiPaths.adminIntegrations,
      });
      toasts.show({ title: 'Delivery queued', description: 'It will be sent again shortly.' });
    },
    onError: (error) =>
      toasts.show({
        variant: 'destructive',
        title: 'Retry failed',
        description: serverMessage(error),
      }),
  });
  return (
    <OutboxTable
      items={outbox.data?.items}
      isLoading={outbox.isPending}
      errorText={outbox.isError || outbox.data === null ? OUTBOX_ERROR_TEXT : null}
      state={state}
      onStateChange={(next) => {
        setState(next);
        setPage(1);
      }}
      page={page}
      pageSize={outbox.data?.pageSize ?? OUTBOX_PAGE_SIZE}
      total={outbox.data?.total}
      onPageChange={setPage}
      onRetry={(item) => retry.mutate(item.id)}
      retryingId={retry.isPending ? (retry.variables ?? null) : null}
    />
  );
}

const mailColumns: DataTableColumn<MailSummary>[] = [
  { id: 'date', name: 'Date', render: (m) => (m.date ? createdDate(m.date) : '—') },
  { id: 'subject', name: 'Subject', isRowHeader: true, render: (m) => m.subject || '(no subject)' },
  { id: 'to', name: 'To', render: (m) => m.to },
];

/** The e-mail kept as .eml files when no SMTP server is configured, readable here. */
function KeptMail() {
  const mail = useMail();
  const [reading, setReading] = useState<string | null>(null);
  const message = useMailMessage(reading);
  return (
    <>
      <DataTable
        label="Kept e-mail"
        columns={mailColumns}
        items={mail.data ?? undefined}
        isLoading={mail.isPending}
        errorText={
          mail.isError || mail.data === null ? 'Error loading the e-mail. Please try again.' : null
        }
        emptyText="No e-mail kept as files."
        total={mail.data?.length}
        pageSize={Math.max(mail.data?.length ?? 0, 1)}
        onView={(m) => setReading(m.id)}
        rowLabel={(m) => m.subject || m.id}
      />
      <Sheet
        isOpen={reading !== null}
        onOpenChange={(open) => !open && setReading(null)}
        title={message.data?.subject || 'E-mail'}
      >
        {message.isPending ? (
          <Spinner label="Loading the e-mail" />
        ) : !message.data ? (
          <p role="alert">This e-mail could not be loaded.</p>
        ) : (
          <div className={styles.message}>
            <dl className={styles.headers}>
              <dt>From</dt>
              <dd>{message.data.from}</dd>
              <dt>To</dt>
              <dd>{message.data.to}</dd>
              <dt>Date</dt>
              <dd>{message.data.date ? createdDate(message.data.date) : '—'}</dd>
            </dl>
            {/* The plain-text part only: the HTML part is never rendered in the admin. */}
            <pre className={styles.body}>{message.data.text ?? '(no text part)'}</pre>
            <a
              className={styles.download}
              href={apiPath(apiPaths.adminMailRaw, { id: message.data.id })}
              download
            >
              Download .eml
            </a>
          </div>
        )}
      </Sheet>
    </>
  );
}

/**
 * The Integrations section (docs/admin.md, "Integrations and the outbox"): where stored
 * submissions go, the outbox of their deliveries, and the e-mail kept as files.
 */
export function IntegrationsView() {
  return (
    <div className={styles.view}>
      <Destinations />
      <WebhookSigning />
      <section className={styles.section} aria-labelledby="admin-outbox-heading">
        <h3 id="admin-outbox-heading" className={styles.heading}>
          Outbox
        </h3>
        <Outbox />
      </section>
      <section className={styles.section} aria-labelledby="admin-mail-heading">
        <h3 id="admin-mail-heading" className={styles.heading}>
          Kept e-mail
        </h3>
        <KeptMail />
      </section>
    </div>
  );
}
