import type { OutboxConfig } from '../config.ts';

/** An attempt that did not deliver: the message is what the admin reads in the outbox. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    /** The HTTP status when the endpoint answered, else null. */
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

export interface HttpAnswer {
  status: number;
  statusText: string;
  durationMs: number;
}

type TableService = NonNullable<OutboxConfig['tableService']>;

/** Names the failure of a fetch that never got an answer (refused, unknown host, timeout). */
function networkFailure(err: unknown, timeoutMs: number): string {
  const error = err as {
    name?: string;
    message?: string;
    cause?: { code?: string; message?: string };
  };
  if (error.name === 'TimeoutError' || error.name === 'AbortError') {
    return `No answer within ${Math.round(timeoutMs / 1000)} s`;
  }
  return error.cause?.code ?? error.cause?.message ?? error.message ?? String(err);
}

/** One HTTP request; any answer (even 500) resolves, a network failure throws DeliveryError. */
async function request(url: string, init: RequestInit, timeoutMs: number): Promise<HttpAnswer> {
  const started = performance.now();
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      // A redirect is an answer to report, not a second request to make with our token.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'user-agent': 'cabo-outbox/1', ...init.headers },
    });
    await res.arrayBuffer();
  } catch (err) {
    throw new DeliveryError(networkFailure(err, timeoutMs));
  }
  return {
    status: res.status,
    statusText: res.statusText,
    durationMs: Math.round(performance.now() - started),
  };
}

function delivered(answer: HttpAnswer): void {
  if (answer.status < 200 || answer.status > 299) {
    throw new DeliveryError(`HTTP ${answer.status} ${answer.statusText}`.trim(), answer.status);
  }
}

/** `{url}/{baseId}/{table}`, the Airtable-style address of one table. */
export function tableUrl(service: TableService, table: string): string {
  const base = service.url.replace(/\/+$/, '');
  const baseId = service.baseId ? `/${encodeURIComponent(service.baseId)}` : '';
  return `${base}${baseId}/${encodeURIComponent(table)}`;
}

/**
 * The idempotency key travels with every attempt of one delivery, so a receiver that keeps
 * keys can drop the repeat a crash between its answer and our commit would cause.
 */
export async function postToWebhook(
  url: string,
  body: unknown,
  idempotencyKey: string,
  timeoutMs: number,
  /** Signs the exact body sent: the Standard Webhooks headers (webhook-signing.ts). */
  sign?: (body: string) => Record<string, string>,
): Promise<HttpAnswer> {
  const text = JSON.stringify(body);
  const answer = await request(
    url,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': idempotencyKey,
        ...sign?.(text),
      },
      body: text,
    },
    timeoutMs,
  );
  delivered(answer);
  return answer;
}

export async function postToTableService(
  service: TableService,
  table: string,
  body: unknown,
  idempotencyKey: string,
  timeoutMs: number,
): Promise<HttpAnswer> {
  const answer = await request(
    tableUrl(service, table),
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${service.token}`,
        'content-type': 'application/json',
        'idempotency-key': idempotencyKey,
      },
      body: JSON.stringify(body),
    },
    timeoutMs,
  );
  delivered(answer);
  return answer;
}

/** Test Connection for the webhook: a test event it can tell from a submission. */
export function pingWebhook(url: string, timeoutMs: number): Promise<HttpAnswer> {
  return request(
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'connection.test', sentAt: new Date().toISOString() }),
    },
    timeoutMs,
  );
}

/** Test Connection for the table service: reads one record, writes nothing. */
export function pingTableService(
  service: TableService,
  table: string,
  timeoutMs: number,
): Promise<HttpAnswer> {
  return request(
    `${tableUrl(service, table)}?maxRecords=1`,
    { method: 'GET', headers: { authorization: `Bearer ${service.token}` } },
    timeoutMs,
  );
}

/** Test Connection for the PMS: one authenticated read of its base URL, nothing written. */
export function pingPms(
  pms: { url: string; apiKey: string },
  timeoutMs: number,
): Promise<HttpAnswer> {
  return request(
    pms.url,
    {
      method: 'GET',
      headers: { authorization: `Bearer ${pms.apiKey}`, accept: 'application/json' },
    },
    timeoutMs,
  );
}
