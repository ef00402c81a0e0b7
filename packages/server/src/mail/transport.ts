import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailConfig } from '../config.ts';
import type { Letter } from './letters.ts';

export interface SentMail {
  /** The SMTP server's last reply, or the file written. */
  response: string;
}

/** How e-mail leaves: an SMTP server, or .eml files in a folder when none is configured. */
export interface Mailer {
  readonly mode: 'smtp' | 'files';
  /**
   * Sends one letter. `id` names this delivery: it is the Message-ID's local part over SMTP
   * and the file name otherwise, so a repeated attempt rewrites the same file.
   */
  send(letter: Letter, id: string): Promise<SentMail>;
  /** Test Connection: connects (and logs in) without sending anything. */
  verify(): Promise<SentMail>;
  close(): void;
}

/** File names the mailbox accepts back as ids (no path separators, no dot-dot). */
export const MAIL_ID_PATTERN = /^[\w-]+$/;

function messageDomain(mail: MailConfig): string {
  const at = mail.from.match(/@([^>\s]+)/);
  return at?.[1] ?? 'localhost';
}

/**
 * `connections`: SMTP connections kept open and reused (a new conversation per e-mail costs
 * a handshake, and TLS, each time); the outbox sends that many at once at most.
 */
export function createMailer(
  mail: MailConfig,
  timeoutMs: number,
  options: { connections?: number } = {},
): Mailer {
  const domain = messageDomain(mail);
  const envelope = (letter: Letter, id: string) => ({
    from: mail.from,
    to: letter.to,
    ...(letter.cc ? { cc: letter.cc } : {}),
    replyTo: letter.replyTo,
    subject: letter.subject,
    text: letter.text,
    html: letter.html,
    messageId: `<${id}@${domain}>`,
  });

  const { smtp } = mail;
  if (smtp) {
    const transport = createTransport({
      pool: true,
      maxConnections: options.connections ?? 1,
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.user && smtp.password ? { user: smtp.user, pass: smtp.password } : undefined,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    return {
      mode: 'smtp',
      async send(letter, id) {
        const info = await transport.sendMail(envelope(letter, id));
        return { response: info.response };
      },
      async verify() {
        await transport.verify();
        return { response: `SMTP server ${smtp.host}:${smtp.port} accepted the connection` };
      },
      close: () => transport.close(),
    };
  }

  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'files',
    async send(letter, id) {
      if (!MAIL_ID_PATTERN.test(id)) throw new Error(`Unusable mail id ${id}`);
      const info = await transport.sendMail(envelope(letter, id));
      const file = path.join(mail.dir, `${id}.eml`);
      // Written aside, then renamed: the admin's list never reads half a message. Written
      // synchronously: a small file in the page cache takes microseconds, while four trips
      // through libuv's thread pool per message cost more CPU than the writes themselves
      // and kept password hashing (which also runs there) waiting during a burst.
      const partial = `${file}.${process.pid}.partial`;
      try {
        writeFileSync(partial, info.message as Buffer);
      } catch (err) {
        // The folder is made when first missing, not checked before every message.
        if ((err as { code?: string }).code !== 'ENOENT') throw err;
        mkdirSync(mail.dir, { recursive: true });
        writeFileSync(partial, info.message as Buffer);
      }
      renameSync(partial, file);
      return { response: `written to ${file}` };
    },
    async verify() {
      await fs.mkdir(mail.dir, { recursive: true });
      await fs.access(mail.dir, fs.constants.W_OK);
      return { response: `writing .eml files to ${mail.dir}` };
    },
    close: () => transport.close(),
  };
}
