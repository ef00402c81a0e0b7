import {
  integrationSettings,
  isStoredIntegration,
  outboxStates,
  type Integration,
  type IntegrationTestResult,
  type StoredIntegrationSettings,
} from '@cabo/contract';
import { useId, useState } from 'react';
import { Badge } from '../../components/Badge/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Dialog } from '../../components/Dialog/index.ts';
import type { FormSubmitContext } from '../../form/index.ts';
import { IntegrationSettingsForm } from '../IntegrationSettingsForm/index.ts';
import * as styles from './IntegrationCard.css';

export interface IntegrationCardProps {
  integration: Integration;
  /** Test Connection: the server calls the configured endpoint. */
  onTest: () => void;
  isTesting?: boolean;
  /** What the endpoint answered to the last test. */
  testResult?: IntegrationTestResult | null;
  /** The test request itself failed (e.g. the server refused it). */
  testError?: string | null;
  /**
   * Reconfigure of the table service and the PMS: stores the settings through our server.
   * Resolve on success (the dialog closes); reject after placing field messages.
   */
  onSaveSettings?: (
    values: StoredIntegrationSettings[keyof StoredIntegrationSettings],
    context: FormSubmitContext,
  ) => Promise<unknown>;
}

/**
 * One integration of the Integrations section (docs/admin.md): Connected or Not configured,
 * where it sends, its secret (and the table service's base id) as the first 4 characters
 * and a mask, its outbox counts, and Test Connection. Reconfigure opens a form for the table
 * service and the PMS (stored by our server); for the others it names the environment's
 * settings.
 */
export function IntegrationCard({
  integration,
  onTest,
  isTesting = false,
  testResult,
  testError,
  onSaveSettings,
}: IntegrationCardProps) {
  const [showSettings, setShowSettings] = useState(false);
  const [editing, setEditing] = useState(false);
  const stored = isStoredIntegration(integration.name) && onSaveSettings ? integration.name : null;
  const settingsId = useId();
  const headingId = useId();
  const connected = integration.status === 'connected';
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          {integration.label}
        </h3>
        <Badge tone={connected ? 'green' : 'gray'}>
          {connected ? 'Connected' : 'Not configured'}
        </Badge>
      </div>
      <dl className={styles.fields}>
        <dt className={styles.term}>Endpoint</dt>
        <dd className={styles.value}>{integration.endpoint ?? '—'}</dd>
        <dt className={styles.term}>{integration.secretLabel}</dt>
        <dd className={styles.value}>{integration.secretHint ?? 'Not configured'}</dd>
        {integration.identifier ? (
          <>
            <dt className={styles.term}>{integration.identifier.label}</dt>
            <dd className={styles.value}>{integration.identifier.hint ?? 'Not configured'}</dd>
          </>
        ) : null}
        {integration.source ? (
          <>
            <dt className={styles.term}>Settings</dt>
            <dd className={styles.value}>
              {integration.source === 'database' ? 'Stored from the admin' : 'Server environment'}
            </dd>
          </>
        ) : null}
        {integration.outbox
          ? outboxStates.map((state) => (
              <div key={state} style={{ display: 'contents' }}>
                <dt className={styles.term}>Outbox {state}</dt>
                <dd className={styles.value}>{integration.outbox?.[state]}</dd>
              </div>
            ))
          : null}
      </dl>
      {integration.note ? <p className={styles.note}>{integration.note}</p> : null}
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onPress={onTest} isDisabled={!connected || isTesting}>
          {isTesting ? 'Testing...' : 'Test Connection'}
        </Button>
        {stored ? (
          <Button variant="ghost" size="sm" onPress={() => setEditing(true)}>
            Reconfigure
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showSettings}
            aria-controls={settingsId}
            onPress={() => setShowSettings((shown) => !shown)}
          >
            Reconfigure
          </Button>
        )}
      </div>
      {stored && onSaveSettings ? (
        <Dialog
          isOpen={editing}
          onOpenChange={setEditing}
          title={`Reconfigure: ${integration.label}`}
          description="These settings replace the server environment's for this integration."
        >
          <IntegrationSettingsForm
            name={stored}
            onSubmit={async (values, context) => {
              const result = await onSaveSettings(values, context);
              setEditing(false);
              return result;
            }}
          />
        </Dialog>
      ) : null}
      <div id={settingsId} hidden={stored !== null || !showSettings} className={styles.settings}>
        <p className={styles.note}>
          Set these in the server&apos;s environment, then restart the server:
        </p>
        <ul className={styles.settingList}>
          {integrationSettings[integration.name].map((name) => (
            <li key={name}>
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </div>
      {testError ? (
        <p role="alert" className={styles.failed}>
          Test failed: {testError}
        </p>
      ) : testResult ? (
        <p role="status" className={testResult.ok ? styles.passed : styles.failed}>
          {testResult.ok ? 'Connected' : 'No connection'}: {testResult.message}
        </p>
      ) : null}
    </section>
  );
}
