import {
  integrationSettings,
  outboxStates,
  type Integration,
  type IntegrationTestResult,
} from '@cabo/contract';
import { useId, useState } from 'react';
import { Badge } from '../../components/Badge/index.ts';
import { Button } from '../../components/Button/index.ts';
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
}

/**
 * One destination of the Integrations section (docs/admin.md): Connected or Not configured,
 * where it sends, its secret as the first 4 characters and a mask, its outbox counts, and
 * Test Connection. Settings live in the server's environment: Reconfigure names them.
 */
export function IntegrationCard({
  integration,
  onTest,
  isTesting = false,
  testResult,
  testError,
}: IntegrationCardProps) {
  const [showSettings, setShowSettings] = useState(false);
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
        <dt className={styles.term}>Secret</dt>
        <dd className={styles.value}>{integration.secretHint ?? '—'}</dd>
        {outboxStates.map((state) => (
          <div key={state} style={{ display: 'contents' }}>
            <dt className={styles.term}>Outbox {state}</dt>
            <dd className={styles.value}>{integration.outbox[state]}</dd>
          </div>
        ))}
      </dl>
      {integration.note ? <p className={styles.note}>{integration.note}</p> : null}
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onPress={onTest} isDisabled={!connected || isTesting}>
          {isTesting ? 'Testing...' : 'Test Connection'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showSettings}
          aria-controls={settingsId}
          onPress={() => setShowSettings((shown) => !shown)}
        >
          Reconfigure
        </Button>
      </div>
      <div id={settingsId} hidden={!showSettings} className={styles.settings}>
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
