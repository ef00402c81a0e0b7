import {
  adminContactDetailSchema,
  adminContactPageSchema,
  adminContactSuggestionsSchema,
  apiPaths,
  phoneKey,
} from '@cabo/contract';
import { describe, expect, it } from 'vitest';
import {
  insertBookingRow,
  insertGuideRow,
  insertLeadRow,
  march,
  patchJson,
  signedInAdmin,
  signedInEditor,
} from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { newSubmissionId, postJson, validLeads } from './support/submissions.ts';

const app = useTestApp();

const contactPath = (id: number) => apiPaths.adminContact.replace(':id', String(id));
const mergePath = (id: number) => apiPaths.adminContactMerge.replace(':id', String(id));
const recordContactPath = (kind: string, id: number) =>
  apiPaths.adminRecordContact.replace(':kind', kind).replace(':id', String(id));

async function contactIdOf(table: string, id: number): Promise<number> {
  const row = (await app.db.knex(table).where({ id }).first('contact_id')) as {
    contact_id: number;
  };
  return row.contact_id;
}

describe('contacts', () => {
  it('joins records with the same e-mail (any case, spaces) or the same phone into one contact', async () => {
    const lead = await insertLeadRow(app.db.knex, {
      email: 'Ana@Example.com',
      phone: '624 123 4567',
      first_name: 'Ana',
      last_name: 'Ruiz',
      created_at: march(1),
    });
    const booking = await insertBookingRow(app.db.knex, {
      email: ' ana@example.COM ',
      first_name: 'Ana',
      last_name: 'Ruiz',
      created_at: march(2),
    });
    // Another e-mail, the same phone written the international way.
    const guide = await insertGuideRow(app.db.knex, {
      email: 'ana.work@example.mx',
      phone: '+52 (624) 123-4567',
      first_name: 'Ana',
      last_name: 'Ruiz',
      created_at: march(3),
    });
    const other = await insertLeadRow(app.db.knex, { email: 'ben@example.com' });
    const contact = await contactIdOf('leads', lead);
    expect(await contactIdOf('bookings', booking)).toBe(contact);
    expect(await contactIdOf('guide_submissions', guide)).toBe(contact);
    expect(await contactIdOf('leads', other)).not.toBe(contact);

    const admin = await signedInAdmin(app);
    const list = adminContactPageSchema.parse(
      await (await admin.get(apiPaths.adminContacts)).json(),
    );
    expect(list.total).toBe(2);
    const ana = list.items.find((c) => c.id === contact)!;
    expect(ana).toMatchObject({ name: 'Ana Ruiz', requests: 3 });
    expect(ana.emails.sort()).toEqual(['ana.work@example.mx', 'ana@example.com']);

    const found = adminContactPageSchema.parse(
      await (await admin.get(`${apiPaths.adminContacts}?search=6241234`)).json(),
    );
    expect(found.items.map((c) => c.id)).toEqual([contact]);

    const detail = adminContactDetailSchema.parse(
      await (await admin.get(contactPath(contact))).json(),
    );
    expect(detail.records.map((r) => [r.kind, r.id])).toEqual([
      ['guide', guide],
      ['booking', booking],
      ['lead', lead],
    ]);

    const samePerson = await (await admin.get(recordContactPath('lead', lead))).json();
    expect(samePerson).toEqual({ contactId: contact, otherRequests: 2 });
  });

  it('puts two submissions from the same new e-mail at once on one contact', async () => {
    // Two transactions: the second waits on the first's contact, then takes it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const firstIn = new Promise<void>((resolve) => (inserted = resolve));
    const first = app.db.knex.transaction(async (trx) => {
      await insertLeadRow(trx as never, { email: 'new.person@example.com' });
      inserted();
      await held;
    });
    await firstIn;
    const second = app.db.knex.transaction(async (trx) => {
      await insertLeadRow(trx as never, { email: 'NEW.person@example.com' });
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await Promise.all([first, second]);

    // And through the form, two posts at once.
    const payload = { ...validLeads().wedding, email: 'twice@example.com' };
    const answers = await Promise.all([
      postJson(app.url, '/api/leads', { ...payload, submissionId: newSubmissionId() }),
      postJson(app.url, '/api/leads', { ...payload, submissionId: newSubmissionId() }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);

    const rows = (await app.db.knex('leads').select('email', 'contact_id').orderBy('id')) as {
      email: string;
      contact_id: number;
    }[];
    const contactsOf = (email: string) =>
      new Set(rows.filter((r) => r.email.toLowerCase() === email).map((r) => r.contact_id));
    expect(contactsOf('new.person@example.com').size).toBe(1);
    expect(contactsOf('twice@example.com').size).toBe(1);
    const [contactCount] = (await app.db.knex('contacts').count({ n: '*' })) as { n: string }[];
    // The form's phone (+52 624 123 4567) is its own: two e-mails, two contacts, no third.
    expect(Number(contactCount?.n)).toBe(2);
  });

  it('merges a contact into another, keeping every submission and the history of both', async () => {
    const admin = await signedInAdmin(app);
    const keptLead = await insertLeadRow(app.db.knex, {
      email: 'maria@example.com',
      first_name: 'María',
      created_at: march(1),
    });
    const otherLead = await insertLeadRow(app.db.knex, {
      email: 'maria.g@work.example',
      first_name: 'María',
      created_at: march(2),
    });
    const otherGuide = await insertGuideRow(app.db.knex, {
      email: 'maria.g@work.example',
      created_at: march(3),
    });
    // A history entry on each side before the merge.
    for (const id of [keptLead, otherLead]) {
      const res = await patchJson(admin, apiPaths.adminLead.replace(':id', String(id)), {
        status: 'contacted',
        note: `called ${id}`,
      });
      expect(res.status).toBe(200);
    }
    const kept = await contactIdOf('leads', keptLead);
    const other = await contactIdOf('leads', otherLead);
    expect(kept).not.toBe(other);

    const res = await admin.post(mergePath(kept), { otherId: other });
    expect(res.status).toBe(200);
    const detail = adminContactDetailSchema.parse(await res.json());
    expect(detail.contact.id).toBe(kept);
    expect(detail.records.map((r) => r.id).sort()).toEqual(
      [keptLead, otherLead, otherGuide].sort(),
    );
    expect(detail.merges).toEqual([
      expect.objectContaining({ mergedId: other, actor: 'boss', references: expect.any(Array) }),
    ]);
    expect(detail.merges[0]!.references).toHaveLength(2);
    // Nothing deleted: the three requests, the other contact's row (folded), both histories.
    const [leadCount] = (await app.db.knex('leads').count({ n: '*' })) as { n: string }[];
    expect(Number(leadCount?.n)).toBe(2);
    expect(await contactIdOf('guide_submissions', otherGuide)).toBe(kept);
    const folded = (await app.db.knex('contacts').where({ id: other }).first()) as {
      merged_into_id: number;
    };
    expect(folded.merged_into_id).toBe(kept);

    const keptReference = (
      (await app.db.knex('leads').where({ id: keptLead }).first('reference')) as {
        reference: string;
      }
    ).reference;
    const history = (await (
      await admin.get(apiPaths.adminLead.replace(':id', String(otherLead)))
    ).json()) as { history: { action: string; note: string | null; detail: unknown }[] };
    expect(history.history.map((h) => h.action)).toEqual(['merged', 'update']);
    expect(history.history[0]!.detail).toEqual({ reference: keptReference });
    expect(history.history[1]!.note).toBe(`called ${otherLead}`);
    const keptHistory = (await (
      await admin.get(apiPaths.adminLead.replace(':id', String(keptLead)))
    ).json()) as { history: { action: string }[] };
    expect(keptHistory.history.map((h) => h.action)).toEqual(['update']);

    // The old contact's page answers the kept one; a new request from its e-mail lands there.
    const old = adminContactDetailSchema.parse(await (await admin.get(contactPath(other))).json());
    expect(old.contact.id).toBe(kept);
    const later = await insertLeadRow(app.db.knex, { email: 'Maria.G@work.example' });
    expect(await contactIdOf('leads', later)).toBe(kept);

    // Merging again is refused, not a 500.
    const again = await admin.post(mergePath(kept), { otherId: other });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'already_merged' });
  });

  it('refuses a bad merge with a clear 4xx and keeps contacts to admins', async () => {
    const lead = await insertLeadRow(app.db.knex, {});
    const contact = await contactIdOf('leads', lead);
    const admin = await signedInAdmin(app);
    const self = await admin.post(mergePath(contact), { otherId: contact });
    expect(self.status).toBe(400);
    expect(await self.json()).toMatchObject({ code: 'validation_failed' });
    const bad = await admin.post(mergePath(contact), { otherId: 'x' });
    expect(bad.status).toBe(400);
    const unknown = await admin.post(mergePath(contact), { otherId: 999999 });
    expect(unknown.status).toBe(404);
    expect((await admin.get(contactPath(999999))).status).toBe(404);
    expect((await admin.get(recordContactPath('nope', lead))).status).toBe(404);

    const editor = await signedInEditor(app);
    expect((await editor.get(apiPaths.adminContacts)).status).toBe(403);
    expect((await editor.post(mergePath(contact), { otherId: contact })).status).toBe(403);
  });

  it('suggests contacts that may be one person', async () => {
    await insertLeadRow(app.db.knex, {
      email: 'lu@example.com',
      first_name: 'Lucía',
      last_name: 'Paz',
      phone: '+1 310 555 1234',
    });
    await insertLeadRow(app.db.knex, {
      email: 'lucia.paz@example.org',
      first_name: 'lucía',
      last_name: 'Paz ',
      phone: '555-1234',
    });
    await insertGuideRow(app.db.knex, { email: 'hannah.lee@one.example' });
    await insertGuideRow(app.db.knex, { email: 'hannah.lee@two.example' });
    await insertGuideRow(app.db.knex, { email: 'someone@else.example' });
    const admin = await signedInAdmin(app);
    const { suggestions } = adminContactSuggestionsSchema.parse(
      await (await admin.get(apiPaths.adminContactSuggestions)).json(),
    );
    expect(suggestions.map((s) => s.reason).sort()).toEqual(['email_name', 'name_and_phone']);
    const byEmail = suggestions.find((s) => s.reason === 'email_name')!;
    expect([...byEmail.first.emails, ...byEmail.second.emails].sort()).toEqual([
      'hannah.lee@one.example',
      'hannah.lee@two.example',
    ]);
  });
});

describe('phoneKey', () => {
  it('reads a phone as E.164-style digits, as the database does', async () => {
    const phones = [
      '624 123 4567',
      '+52 624 123 4567',
      '0052 1 624 123 4567',
      '+1 (310) 555-1234',
      '12',
    ];
    expect(phones.map(phoneKey)).toEqual([
      '526241234567',
      '526241234567',
      '526241234567',
      '13105551234',
      null,
    ]);
    const { rows } = (await app.db.knex.raw(
      `select cabo_phone_key(p) as key from unnest(?::text[]) with ordinality as t(p, i) order by i`,
      [phones],
    )) as { rows: { key: string | null }[] };
    expect(rows.map((r) => r.key)).toEqual(phones.map(phoneKey));
  });
});
