import type {
  AdminContactDetail,
  AdminContactSuggestions,
  AdminRecordContact,
  ContactRecordKind,
  User,
} from '@cabo/contract';
import type { Knex } from 'knex';
import { insertActivity } from '../admin/repository.ts';
import { actorOf } from '../admin/service.ts';
import { HttpError } from '../errors.ts';
import {
  contactMerges,
  contactRecords,
  contactsByIds,
  currentContactId,
  foldContact,
  insertMerge,
  lockContacts,
  moveRecords,
  recordContact,
  recordTables,
  suggestedPairs,
} from './repository.ts';

const noContact = () => new HttpError(404, 'not_found', 'No contact with that id');

/**
 * A contact with every request it holds. The id of a contact merged into another answers
 * the kept one (its `contact.id` says which), so an old link still leads to the person.
 */
export async function contactDetail(
  knex: Knex | Knex.Transaction,
  id: number,
): Promise<AdminContactDetail> {
  const current = await currentContactId(knex, id);
  if (current === undefined) throw noContact();
  const [contact] = await contactsByIds(knex, [current]);
  const records = await contactRecords(knex, current);
  if (records.length === 0) throw noContact();
  return {
    // A contact whose every request is spam-flagged is listed nowhere, yet opens here.
    contact: contact ?? {
      id: current,
      name: records[0]!.name,
      emails: [...new Set(records.map((r) => r.email.trim().toLowerCase()))],
      phones: [],
      requests: 0,
      lastActivity: records[0]!.createdAt,
    },
    records,
    merges: await contactMerges(knex, current),
  };
}

export async function contactOfRecord(
  knex: Knex,
  kind: ContactRecordKind,
  id: number,
): Promise<AdminRecordContact> {
  const found = await recordContact(knex, kind, id);
  if (!found) throw new HttpError(404, 'not_found', 'No record with that id');
  return found;
}

/** Pairs of contacts that may be one person, with each contact's summary. */
export async function contactSuggestions(knex: Knex): Promise<AdminContactSuggestions> {
  const pairs = await suggestedPairs(knex, 20);
  const contacts = new Map(
    (await contactsByIds(knex, [...new Set(pairs.flatMap((p) => [p.first, p.second]))])).map(
      (c) => [c.id, c],
    ),
  );
  return {
    suggestions: pairs.flatMap(({ first, second, reason }) => {
      const a = contacts.get(first);
      const b = contacts.get(second);
      return a && b ? [{ first: a, second: b, reason }] : [];
    }),
  };
}

/**
 * Folds contact `otherId` into `keptId` (docs/admin.md, "Merging"): every request of the
 * other joins the kept contact, nothing is deleted, each moved request's history gets a
 * `merged` entry naming a reference of the kept contact, and the merge is kept in
 * `contact_merges` with the requests it moved. Both contacts are locked first, so two merges
 * of the same pair, or crossing ones, run one after the other.
 */
export function mergeContacts(
  knex: Knex,
  keptId: number,
  otherId: number,
  user: User,
  at: Date,
): Promise<AdminContactDetail> {
  if (keptId === otherId) {
    const message = 'A contact cannot be merged into itself';
    throw new HttpError(400, 'validation_failed', message, { otherId: [message] });
  }
  return knex.transaction(async (trx) => {
    const locked = await lockContacts(trx, [keptId, otherId]);
    if (!locked.has(keptId) || !locked.has(otherId)) throw noContact();
    if (locked.get(keptId) !== null || locked.get(otherId) !== null) {
      throw new HttpError(409, 'already_merged', 'That contact was already merged into another');
    }
    const [keptNewest] = await contactRecords(trx, keptId);
    const moved = await moveRecords(trx, otherId, keptId, at);
    await foldContact(trx, otherId, keptId);
    const actor = actorOf(user);
    await insertMerge(trx, { keptId, mergedId: otherId, records: moved, actor, at });
    for (const record of moved) {
      await insertActivity(trx, {
        table: recordTables[record.kind],
        recordId: record.id,
        action: 'merged',
        fromStatus: null,
        toStatus: null,
        note: `Merged into contact ${keptId}`,
        detail: keptNewest ? { reference: keptNewest.reference } : null,
        actor,
        at,
      });
    }
    return contactDetail(trx, keptId);
  });
}
