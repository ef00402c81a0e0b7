import { createHash } from 'node:crypto';
import {
  spamReason,
  type ParsedSubmissionMeta,
  type SpamReason,
  type SubmissionReceipt,
} from '@cabo/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import type { z } from 'zod';
import { assignNewRecord } from '../admin/owners.ts';
import { groupCommit } from '../db/group-commit.ts';
import { HttpError } from '../errors.ts';
import { parseBody } from '../middleware/validation.ts';
import { tableFields, type Outbox, type OutboxMessage } from './outbox.ts';

/** The tables a submission is stored in; each has the spam and attribution columns. */
export type SubmissionTable = 'leads' | 'guide_submissions' | 'bookings';

/** What a handler's `store` returns: the answer to send and what to forward. */
export interface StoredSubmission {
  recordTable: SubmissionTable;
  recordId: number;
  /** The 201 body; a replay of the same submission gets exactly this again. */
  receipt: SubmissionReceipt;
  outbox: Omit<OutboxMessage, 'recordTable' | 'recordId' | 'submissionId'>;
}

/** A stored record as every submission kind answers and forwards it. */
interface SubmittedRecord {
  id: number;
  /**
   * The short reference a visitor quotes and staff search by ('CBO-7K4Q2'): the column's
   * default, `cabo_reference()` (migration 0310), so no insert can leave it out.
   */
  reference: string;
  submissionId: string;
  status: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * What `store` returns for a stored record: the receipt (id, submissionId, status,
 * createdAt), and the whole record for the webhook and its fields for the table service.
 */
export function storedSubmission(
  recordTable: SubmissionTable,
  record: SubmittedRecord,
  forward: Pick<OutboxMessage, 'topic' | 'table'>,
): StoredSubmission {
  const { id, submissionId, status, createdAt, reference } = record;
  return {
    recordTable,
    recordId: id,
    receipt: {
      id,
      submissionId,
      status,
      createdAt,
      reference,
    },
    outbox: { ...forward, fields: tableFields(record), record: { ...record } },
  };
}

/**
 * One kind of public submission. `formType` namespaces the submissionId (the same id may be
 * used once per form type). Every submission has a `submissionId` field in its schema.
 */
/** Every public submission's schema: the idempotency key, and the form's `meta` if sent. */
type SubmissionSchema = z.ZodType<{ submissionId: string; meta?: ParsedSubmissionMeta }>;

export interface SubmissionHandler<S extends SubmissionSchema> {
  formType: string;
  schema: S;
  /**
   * The part of the request that must match for a repeat to count as "the same payload".
   * Defaults to the whole parsed payload without `meta` (a retry of the same fill took
   * longer); leave out one-time values such as a captcha token, and add who is asking when a
   * submission belongs to a logged-in user.
   */
  fingerprint?: (payload: Omit<z.output<S>, 'meta'>, ctx: Context) => unknown;
  /**
   * Runs after validation and the idempotency check, before anything is stored (e.g. the
   * captcha check or a login requirement). Throw an HttpError to refuse; nothing is stored.
   */
  beforeStore?: (payload: z.output<S>, ctx: Context) => Promise<void>;
  /** Inserts the record inside `trx`. Throw an HttpError (e.g. 422) to refuse; all rolls back. */
  store: (trx: Knex.Transaction, payload: z.output<S>, ctx: Context) => Promise<StoredSubmission>;
  /**
   * Inserts several records of this kind at once (one statement rather than one per record),
   * answering in the order given. Optional: without it, `store` runs once per record. Only
   * for records whose insert has no checks of its own (a refusal would refuse the batch).
   */
  storeMany?: (
    trx: Knex.Transaction,
    payloads: ReadonlyArray<z.output<S>>,
  ) => Promise<StoredSubmission[]>;
}

export interface SubmissionPipeline {
  /** Handles one POST: answers 201, a replay, 400, 422 or the handler's own HttpError. */
  handle<S extends SubmissionSchema>(ctx: Context, handler: SubmissionHandler<S>): Promise<void>;
}

/** Stable JSON (keys sorted at every depth), so key order never changes the hash. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

interface Receipt {
  request_hash: string;
  response_status: number;
  response_body: unknown;
}

const UNIQUE_VIOLATION = '23505';

/** What a submission's `meta` adds to its stored record (docs/lead-forms.md). */
interface Intake {
  spamReason: SpamReason | null;
  attribution: ParsedSubmissionMeta['attribution'];
  privacyNoticeVersion: string | undefined;
}

function intakeColumns({ spamReason: reason, attribution, privacyNoticeVersion }: Intake) {
  return {
    spam: reason !== null,
    spam_reason: reason,
    attribution: attribution ? JSON.stringify(attribution) : null,
    privacy_notice_version: privacyNoticeVersion ?? null,
  };
}

/**
 * The shared path of every public submission (POST /api/leads, /api/guide-submissions,
 * /api/bookings, and the logged-in /api/resort-inquiries, /api/villa-bookings):
 *
 * 1. validate the body with the contract schema → 400 `{ message, code, errors }`;
 * 2. idempotency on (formType, submissionId): the same payload again gets the first answer
 *    (same status and body, header `Idempotent-Replay: true`) and stores nothing; the same
 *    id with a different payload → 422 `submission_id_reused`. A handler with a
 *    `beforeStore` hook looks for the earlier receipt first; the others learn of it from the
 *    unique key (or a refusal by the handler) and then read it, which saves a round trip on
 *    every new submission;
 * 3. the handler's `beforeStore` hook (captcha) — after the idempotency check, so a retry
 *    of an accepted submission never needs a new captcha;
 * 4. one transaction: the handler's record (with what `meta` says: spam or not, the
 *    attribution and the privacy notice version), the receipt, and its outbox deliveries
 *    (the webhook, the table service, its e-mail), configured yet or not; everything after
 *    the handler's own statements goes in one statement. Any failure rolls back all three.
 *    Submissions arriving together share the transaction and that statement (group commit);
 *    if the shared one fails, each is stored on its own. Spam (the honeypot filled, or sent
 *    under MIN_FILL_MS after the form appeared) is stored flagged and answered like any
 *    other, but gets no deliveries: it is never forwarded and the visitor is never told.
 *
 * Two identical requests racing past step 2 meet the unique (formType, submissionId) key;
 * the loser rolls back and answers from the winner's receipt.
 */
export function createSubmissionPipeline(deps: {
  knex: Knex;
  outbox: Outbox;
  /** The signed status page of a reference, from when it was stored (requests/links.ts). */
  statusPath?: (reference: string, at: Date) => string;
}): SubmissionPipeline {
  const { knex, outbox, statusPath } = deps;

  async function findReceipt(formType: string, submissionId: string): Promise<Receipt | undefined> {
    return knex('submission_receipts')
      .where({ form_type: formType, submission_id: submissionId })
      .first('request_hash', 'response_status', 'response_body');
  }

  function answerFromReceipt(ctx: Context, receipt: Receipt, hash: string): void {
    if (receipt.request_hash !== hash) {
      throw new HttpError(
        422,
        'submission_id_reused',
        'This submission id was already used for a different submission',
      );
    }
    ctx.status = receipt.response_status;
    ctx.body = receipt.response_body;
    ctx.set('Idempotent-Replay', 'true');
  }

  /** A validated submission waiting for its transaction. */
  interface Unit {
    handler: SubmissionHandler<SubmissionSchema>;
    payload: z.output<SubmissionSchema>;
    ctx: Context;
    hash: string;
    intake: Intake;
    meta: boolean;
  }

  /**
   * Each unit's record, in the order given: the units of a kind whose handler has `storeMany`
   * in one statement, the others one by one.
   */
  async function storeRecords(
    trx: Knex.Transaction,
    units: readonly Unit[],
  ): Promise<StoredSubmission[]> {
    const results: StoredSubmission[] = new Array(units.length);
    const together = new Map<string, number[]>();
    for (const [i, unit] of units.entries()) {
      if (!unit.handler.storeMany) {
        results[i] = await unit.handler.store(trx, unit.payload, unit.ctx);
        continue;
      }
      const indexes = together.get(unit.handler.formType) ?? [];
      indexes.push(i);
      together.set(unit.handler.formType, indexes);
    }
    for (const indexes of together.values()) {
      const handler = units[indexes[0]!]!.handler;
      const stored = await handler.storeMany!(
        trx,
        indexes.map((i) => units[i]!.payload),
      );
      indexes.forEach((unitIndex, j) => (results[unitIndex] = stored[j]!));
    }
    return results;
  }

  /**
   * Stores units in one transaction: each handler's own statements in turn, then one
   * statement with every receipt, intake and outbox delivery of them all.
   */
  async function storeTogether(units: readonly Unit[]): Promise<StoredSubmission[]> {
    return knex.transaction(async (trx) => {
      const results = await storeRecords(trx, units);
      // Owners round-robin (docs/admin.md, "Owners"), before the outbox so the staff alert
      // goes to the owner; spam is never assigned. Nobody opted in: one statement, then done.
      for (const [i, result] of results.entries()) {
        if (units[i]!.intake.spamReason !== null) continue;
        if ((await assignNewRecord(trx, result.recordTable, result.recordId)) === null) break;
      }
      // Signed from the creation time: the receipt, and so its replays, keep one link.
      if (statusPath) {
        for (const result of results) {
          const { reference, createdAt } = result.receipt;
          result.receipt.statusPath = statusPath(reference, new Date(createdAt));
        }
      }
      const writes: Knex.QueryBuilder[] = [
        trx('submission_receipts').insert(
          units.map((unit, i) => ({
            form_type: unit.handler.formType,
            submission_id: unit.payload.submissionId,
            request_hash: unit.hash,
            response_status: 201,
            response_body: JSON.stringify(results[i]!.receipt),
            record_table: results[i]!.recordTable,
            record_id: results[i]!.recordId,
          })),
        ),
      ];
      // One place for every kind of record, rather than in each handler's insert.
      units.forEach((unit, i) => {
        if (!unit.meta) return;
        const { recordTable, recordId } = results[i]!;
        writes.push(trx(recordTable).where({ id: recordId }).update(intakeColumns(unit.intake)));
      });
      await outbox.enqueue(
        trx,
        results.flatMap((result, i) =>
          units[i]!.intake.spamReason !== null
            ? []
            : [
                {
                  message: {
                    ...result.outbox,
                    recordTable: result.recordTable,
                    recordId: result.recordId,
                    submissionId: result.receipt.submissionId,
                  },
                  at: new Date(result.receipt.createdAt),
                },
              ],
        ),
        writes,
      );
      return results;
    });
  }

  // Submissions arriving together share a transaction (db/group-commit.ts).
  const store = groupCommit(storeTogether, { maxBatch: 64, maxWriters: 2 });

  return {
    async handle(ctx, handler) {
      const payload = parseBody(handler.schema, ctx.request.body);
      const { meta, ...values } = payload;
      const { submissionId } = payload;
      const hash = requestHash(handler.fingerprint ? handler.fingerprint(values, ctx) : values);
      const intake: Intake = {
        spamReason: spamReason(meta),
        attribution: meta?.attribution,
        privacyNoticeVersion: meta?.privacyNoticeVersion,
      };

      // A repeat is found before the hook (a retry never needs a new captcha); without a hook,
      // the unique key finds it, and a new submission saves the round trip of looking.
      if (handler.beforeStore) {
        const earlier = await findReceipt(handler.formType, submissionId);
        if (earlier) return answerFromReceipt(ctx, earlier, hash);
        await handler.beforeStore(payload, ctx);
      }

      let stored: StoredSubmission;
      try {
        stored = await store({
          handler: handler as unknown as SubmissionHandler<SubmissionSchema>,
          payload,
          ctx,
          hash,
          intake,
          meta: meta !== undefined,
        });
      } catch (err) {
        // A repeat meets the unique key, or a check that its own first copy now fails (the
        // nights it holds): either way the first answer is the answer.
        if ((err as { code?: string }).code === UNIQUE_VIOLATION || err instanceof HttpError) {
          const winner = await findReceipt(handler.formType, submissionId);
          if (winner) return answerFromReceipt(ctx, winner, hash);
        }
        throw err;
      }
      ctx.status = 201;
      ctx.body = stored.receipt;
    },
  };
}
