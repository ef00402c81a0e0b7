import { createHmac, randomBytes } from 'node:crypto';
import {
  WEBHOOK_PREVIOUS_SECRET_HOURS,
  type WebhookSecretRotated,
  type WebhookSigning,
} from '@cabo/contract';
import type { Knex } from 'knex';
import type { SettingsKeySource } from '../config.ts';
import { HttpError } from '../errors.ts';
import { decryptSettings, encryptSettings, keysOf } from './settings-store.ts';

// The automation webhook's signatures, the Standard Webhooks scheme (docs/integrations.md):
// `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">` keyed with the
// secret's bytes (`whsec_` + base64). The secrets are kept encrypted with the settings key.

const PREFIX = 'whsec_';

/** A new secret: 32 random bytes, `whsec_` + base64. */
export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(32).toString('base64')}`;
}

/** The `webhook-signature` header: one `v1,<sig>` per secret, space-separated. */
export function signWebhook(
  secrets: readonly string[],
  id: string,
  timestampSeconds: number,
  body: string,
): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.slice(PREFIX.length), 'base64');
      const mac = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`);
      return `v1,${mac.digest('base64')}`;
    })
    .join(' ');
}

interface SecretRow {
  id: number;
  encrypted: string;
  created_by_name: string | null;
  created_at: Date;
  retired_at: Date | null;
}

const hintOf = (secret: string) => `${secret.slice(0, PREFIX.length + 4)}…`;
const previousWindowMs = WEBHOOK_PREVIOUS_SECRET_HOURS * 3600_000;

/** The current row and the one rotated out less than 24 h before `at`, if any. */
async function liveRows(
  knex: Knex,
  at: Date,
): Promise<{ current?: SecretRow; previous?: SecretRow }> {
  const rows = (await knex('webhook_secrets')
    .where((q) =>
      q
        .whereNull('retired_at')
        .orWhere('retired_at', '>', new Date(at.getTime() - previousWindowMs)),
    )
    .orderBy('id', 'desc')
    .select('id', 'encrypted', 'created_by_name', 'created_at', 'retired_at')) as SecretRow[];
  return {
    current: rows.find((r) => r.retired_at === null),
    previous: rows.find((r) => r.retired_at !== null),
  };
}

/** 409, not 5xx: the server works, its configuration has no key to keep a secret with. */
function noKey(): HttpError {
  return new HttpError(
    409,
    'settings_key_missing',
    'The signing secret cannot be stored: SETTINGS_ENCRYPTION_KEY is not set on this server',
  );
}

async function insertSecret(
  trx: Knex.Transaction | Knex,
  key: Buffer,
  actor: { id: number; name: string } | null,
  at: Date,
): Promise<string> {
  const secret = newWebhookSecret();
  await trx('webhook_secrets').insert({
    encrypted: encryptSettings(key, secret),
    created_by: actor?.id ?? null,
    created_by_name: actor?.name ?? null,
    created_at: at,
  });
  return secret;
}

/**
 * The secrets that sign a delivery at `at`: the current one first, then the previous one
 * while its 24 h last. The server makes the first secret itself, so no delivery goes
 * unsigned; empty only without a settings key (then deliveries go unsigned).
 */
export async function signingSecrets(
  knex: Knex,
  source: SettingsKeySource | null | undefined,
  at: Date,
): Promise<string[]> {
  const keys = await keysOf(source);
  if (!keys) return [];
  let { current, previous } = await liveRows(knex, at);
  if (!current) {
    await insertSecret(knex, keys.current, null, at).catch((err: { code?: string }) => {
      // Another delivery made it first (the one-current index).
      if (err.code !== '23505') throw err;
    });
    ({ current, previous } = await liveRows(knex, at));
  }
  return [current, previous]
    .filter((row): row is SecretRow => row !== undefined)
    .map((row) => decryptSettings(keys.all, row.encrypted))
    .filter((secret): secret is string => typeof secret === 'string');
}

function describe(row: SecretRow, secret: string, previous: SecretRow | undefined): WebhookSigning {
  return {
    hint: hintOf(secret),
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by_name,
    previousValidUntil: previous?.retired_at
      ? new Date(previous.retired_at.getTime() + previousWindowMs).toISOString()
      : null,
  };
}

/** The Integrations page's view: the current secret's hint (making it when there is none). */
export async function describeWebhookSigning(
  knex: Knex,
  source: SettingsKeySource | null | undefined,
  at: Date,
): Promise<WebhookSigning> {
  const keys = await keysOf(source);
  if (!keys) throw noKey();
  await signingSecrets(knex, source, at);
  const { current, previous } = await liveRows(knex, at);
  const secret = decryptSettings(keys.all, current!.encrypted);
  if (typeof secret !== 'string') {
    throw new HttpError(
      409,
      'secret_unreadable',
      'The signing secret was stored with another settings key: rotate it',
    );
  }
  return describe(current!, secret, previous);
}

/**
 * Rotate: the current secret is retired (it signs for 24 h more, beside the new one) and a
 * new one made; the answer carries the new secret in full, the only time it is shown.
 */
export async function rotateWebhookSecret(
  knex: Knex,
  source: SettingsKeySource | null | undefined,
  actor: { id: number; name: string },
  at: Date,
): Promise<WebhookSecretRotated> {
  const keys = await keysOf(source);
  if (!keys) throw noKey();
  const secret = await knex.transaction(async (trx) => {
    // One rotation at a time: the second waits, then retires the first one's secret.
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', ['webhook_secrets']);
    await trx('webhook_secrets').whereNull('retired_at').update({ retired_at: at });
    return insertSecret(trx, keys.current, actor, at);
  });
  const { current, previous } = await liveRows(knex, at);
  return { ...describe(current!, secret, previous), secret };
}
