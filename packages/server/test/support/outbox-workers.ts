import { afterEach } from 'vitest';
import type { OutboxConfig } from '../../src/config.ts';
import { startOutbox, type Outbox } from '../../src/submissions/outbox.ts';
import type { TestApp } from './app.ts';
import { errorCollectingLogger } from './logger.ts';

/**
 * Delivery workers for a test file, started by the test (as separate processes would be,
 * beside the app that queues): all stopped after each test, and the queue emptied, so no
 * attempt of one test reaches the fakes during the next.
 */
export function useOutboxWorkers(app: TestApp) {
  const running: Outbox[] = [];
  const errors: unknown[] = [];

  afterEach(async () => {
    await Promise.all(running.splice(0).map((outbox) => outbox.stop()));
    await app.db.knex('pgboss.job').where('name', 'like', 'outbox.%').delete();
    errors.length = 0;
  });

  return {
    /** Errors the workers logged (unexpected ones: a failed delivery is not an error). */
    errors,
    /** `requestsInFlight`: what the workers see of the server's requests (none by default). */
    async start(config: OutboxConfig, requestsInFlight?: () => number): Promise<Outbox> {
      const outbox = await startOutbox(app.db, config, {
        work: true,
        logger: errorCollectingLogger(errors),
        requestsInFlight,
      });
      running.push(outbox);
      return outbox;
    },
  };
}
