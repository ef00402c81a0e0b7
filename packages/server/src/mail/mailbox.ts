import fs from 'node:fs/promises';
import path from 'node:path';
import type { MailMessage, MailSummary } from '@cabo/contract';
import { simpleParser, type AddressObject } from 'mailparser';
import { MAIL_ID_PATTERN } from './transport.ts';

/** How many of the newest files the list reads (each is parsed to show its headers). */
const LIST_LIMIT = 200;

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((a) => a.text).join(', ');

async function parseFile(id: string, raw: Buffer): Promise<MailMessage> {
  const parsed = await simpleParser(raw);
  return {
    id,
    from: addresses(parsed.from),
    to: addresses(parsed.to),
    subject: parsed.subject ?? '',
    date: parsed.date ? parsed.date.toISOString() : null,
    sizeBytes: raw.length,
    text: parsed.text ?? null,
    html: parsed.html === false ? null : (parsed.html ?? null),
    raw: raw.toString('utf8'),
  };
}

/**
 * The e-mail kept as .eml files when no SMTP server is configured (MAIL_DIR), newest first.
 * A missing folder is an empty mailbox.
 */
export async function listMail(dir: string): Promise<MailSummary[]> {
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((n) => n.endsWith('.eml'));
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') return [];
    throw err;
  }
  const files = await Promise.all(
    names
      .map((name) => name.slice(0, -'.eml'.length))
      .filter((id) => MAIL_ID_PATTERN.test(id))
      .map(async (id) => ({ id, stat: await fs.stat(path.join(dir, `${id}.eml`)) })),
  );
  files.sort((a, b) => b.stat.mtimeMs - a.stat.mtimeMs || (a.id < b.id ? 1 : -1));
  return Promise.all(
    files.slice(0, LIST_LIMIT).map(async ({ id }) => {
      const {
        text: _text,
        html: _html,
        raw: _raw,
        ...summary
      } = await parseFile(id, await fs.readFile(path.join(dir, `${id}.eml`)));
      return summary;
    }),
  );
}

/** One kept message, parsed, with its raw text; undefined when there is no such file. */
export async function readMail(dir: string, id: string): Promise<MailMessage | undefined> {
  if (!MAIL_ID_PATTERN.test(id)) return undefined;
  try {
    return await parseFile(id, await fs.readFile(path.join(dir, `${id}.eml`)));
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') return undefined;
    throw err;
  }
}
