import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  integrationSettingsSchemas,
  type StoredIntegrationName,
  type StoredIntegrationSettings,
} from '@cabo/contract';
import type { Knex } from 'knex';
import type { SettingsKeySource } from '../config.ts';
import { HttpError } from '../errors.ts';

// Integration settings stored from the admin (docs/admin.md, "Integrations and the outbox";
// docs/operations.md, "Secrets"): one AES-256-GCM envelope per integration,
// `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url), so the column never holds a secret
// and a key rotation knows which key wrote a row.

const keyId = (key: Buffer) => createHash('sha256').update(key).digest('base64url').slice(0, 8);

interface Keys {
  current: Buffer;
  all: Buffer[];
}

/** The key file outside production: made once (mode 0600), then read at every start. */
async function keyFromFile(file: string): Promise<Buffer> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    const key = Buffer.from(text, 'base64');
    if (key.length === 32) return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const key = randomBytes(32);
  await mkdir(path.dirname(file), { recursive: true });
  // 'wx': two instances starting at once do not overwrite each other's key.
  await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' }).catch(
    async (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EEXIST') throw err;
    },
  );
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
}

const keyCache = new WeakMap<SettingsKeySource, Promise<Keys>>();

export async function keysOf(source: SettingsKeySource | null | undefined): Promise<Keys | null> {
  if (!source) return null;
  let keys = keyCache.get(source);
  if (!keys) {
    keys =
      'key' in source
        ? Promise.resolve({ current: source.key, all: [source.key, ...(source.previous ?? [])] })
        : keyFromFile(source.file).then((key) => ({ current: key, all: [key] }));
    keyCache.set(source, keys);
  }
  return keys;
}

export function encryptSettings(key: Buffer, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const text = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), text].map((b) => b.toString('base64url'));
  return ['v1', keyId(key), ...parts].join('.');
}

/** The settings an envelope holds, or null when no key we hold wrote it (or it was altered). */
export function decryptSettings(keys: Buffer[], envelope: string): unknown {
  const [version, id, iv, tag, text] = envelope.split('.');
  if (version !== 'v1' || !iv || !tag || !text) return null;
  const key = keys.find((k) => keyId(k) === id);
  if (!key) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const clear = Buffer.concat([
      decipher.update(Buffer.from(text, 'base64url')),
      decipher.final(),
    ]);
    return JSON.parse(clear.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

export interface StoredSettings {
  table_service?: StoredIntegrationSettings['table_service'];
  pms?: StoredIntegrationSettings['pms'];
  /** Rows no key we hold can read (the key was changed without its previous one). */
  unreadable: StoredIntegrationName[];
}

/** Every stored integration's settings, decrypted. */
export async function readStoredSettings(
  knex: Knex,
  source: SettingsKeySource | null | undefined,
): Promise<StoredSettings> {
  const rows = (await knex('integration_settings').select('name', 'encrypted')) as {
    name: StoredIntegrationName;
    encrypted: string;
  }[];
  const stored: StoredSettings = { unreadable: [] };
  if (rows.length === 0) return stored;
  const keys = await keysOf(source);
  for (const row of rows) {
    const schema = integrationSettingsSchemas[row.name];
    const parsed = schema?.safeParse(keys ? decryptSettings(keys.all, row.encrypted) : null);
    if (parsed?.success) Object.assign(stored, { [row.name]: parsed.data });
    else stored.unreadable.push(row.name);
  }
  return stored;
}

/** Stores (or replaces) one integration's settings, encrypted with the current key. */
export async function writeStoredSettings<N extends StoredIntegrationName>(
  knex: Knex,
  source: SettingsKeySource | null | undefined,
  name: N,
  settings: StoredIntegrationSettings[N],
  actor: { id: number; name: string },
  at: Date,
): Promise<void> {
  const keys = await keysOf(source);
  if (!keys) {
    throw new HttpError(
      503,
      'settings_key_missing',
      'Settings cannot be stored: SETTINGS_ENCRYPTION_KEY is not set on this server',
    );
  }
  await knex.transaction(async (trx) => {
    await trx('integration_settings')
      .insert({
        name,
        encrypted: encryptSettings(keys.current, settings),
        updated_by: actor.id,
        updated_by_name: actor.name,
        updated_at: at,
      })
      .onConflict('name')
      .merge();
    // Delivered at commit: every instance's outbox takes the new settings (outbox.ts).
    await trx.raw('select pg_notify(?, ?)', [INTEGRATION_SETTINGS_CHANNEL, name]);
  });
}

/** The channel that tells every instance's outbox the stored settings changed. */
export const INTEGRATION_SETTINGS_CHANNEL = 'cabo_integration_settings';
