import { adminLeadDetailSchema, apiPath, apiPaths, leadCloseMessages } from '@cabo/contract';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  insertBookingRow,
  insertGuideRow,
  insertLeadRow,
  march,
  patchJson,
  signedInAdmin,
  signedInEditor,
} from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { apiError } from './support/client.ts';

// The pipeline board's moves and the readable record (docs/admin.md, "Pipeline board" and
// "The lead's record").

const app = useTestApp();
const knex = () => app.db.knex;
const leadPath = (id: number | string) => apiPath(apiPaths.adminLead, { id });

describe('moving a lead across the board', () => {
  it('a move writes the history with who, from and to', async () => {
    const id = await insertLeadRow(knex());
    const admin = await signedInAdmin(app);
    const res = await patchJson(admin, leadPath(id), { status: 'contacted' });
    expect(res.status).toBe(200);
    const detail = adminLeadDetailSchema.parse(await res.json());
    expect(detail.record.status).toBe('contacted');
    expect(detail.record.closeReason).toBeNull();
    expect(detail.history).toMatchObject([
      {
        action: 'update',
        fromStatus: 'new',
        toStatus: 'contacted',
        actor: { name: ADMIN.username },
        detail: null,
      },
    ]);
  });

  it('closing without a reason is a 400 and changes nothing', async () => {
    const id = await insertLeadRow(knex(), { status: 'qualified' });
    const admin = await signedInAdmin(app);
    const res = await patchJson(admin, leadPath(id), { status: 'closed' });
    expect(res.status).toBe(400);
    const error = await apiError(res);
    expect(error).toMatchObject({
      code: 'close_reason_required',
      message: leadCloseMessages.reasonRequired,
    });
    expect(error.errors?.closeReason).toEqual([leadCloseMessages.reasonRequired]);

    // "Other" needs its words; a reason without closing is refused by the schema.
    const other = await patchJson(admin, leadPath(id), { status: 'closed', closeReason: 'other' });
    expect(other.status).toBe(400);
    expect((await apiError(other)).errors?.closeReasonText).toEqual([leadCloseMessages.otherText]);
    const stray = await patchJson(admin, leadPath(id), {
      status: 'contacted',
      closeReason: 'lost_price',
    });
    expect(stray.status).toBe(400);
    expect((await apiError(stray)).errors?.closeReason).toEqual([
      leadCloseMessages.reasonWithoutClosing,
    ]);
    const bad = await patchJson(admin, leadPath(id), { status: 'closed', closeReason: 'bored' });
    expect(bad.status).toBe(400);

    const detail = adminLeadDetailSchema.parse(await (await admin.get(leadPath(id))).json());
    expect(detail.record.status).toBe('qualified');
    expect(detail.history).toEqual([]);
  });

  it('closing with a reason stores it, returns it and names it in the history', async () => {
    const id = await insertLeadRow(knex(), { status: 'qualified' });
    const admin = await signedInAdmin(app);
    const res = await patchJson(admin, leadPath(id), {
      status: 'closed',
      closeReason: 'lost_price',
      note: 'Went with a cheaper villa',
    });
    expect(res.status).toBe(200);
    const detail = adminLeadDetailSchema.parse(await res.json());
    expect(detail.record).toMatchObject({
      status: 'closed',
      closeReason: 'lost_price',
      closeReasonText: null,
    });
    expect(detail.history[0]).toMatchObject({
      action: 'update',
      fromStatus: 'qualified',
      toStatus: 'closed',
      note: 'Went with a cheaper villa',
      detail: { closeReason: 'Lost: price' },
    });
    const row = await knex()('leads').where({ id }).first();
    expect(row).toMatchObject({ close_reason: 'lost_price', status: 'closed' });

    // Opened again, the lead forgets why it closed.
    const reopened = adminLeadDetailSchema.parse(
      await (await patchJson(admin, leadPath(id), { status: 'contacted' })).json(),
    );
    expect(reopened.record).toMatchObject({ status: 'contacted', closeReason: null });
  });

  it('"won" is the status converted; "other" keeps its words', async () => {
    const won = await insertLeadRow(knex(), { status: 'qualified' });
    const other = await insertLeadRow(knex());
    const admin = await signedInAdmin(app);
    const wonDetail = adminLeadDetailSchema.parse(
      await (
        await patchJson(admin, leadPath(won), { status: 'closed', closeReason: 'won' })
      ).json(),
    );
    expect(wonDetail.record).toMatchObject({ status: 'converted', closeReason: 'won' });
    expect(wonDetail.history[0]).toMatchObject({
      fromStatus: 'qualified',
      toStatus: 'converted',
      detail: { closeReason: 'Won' },
    });
    const otherDetail = adminLeadDetailSchema.parse(
      await (
        await patchJson(admin, leadPath(other), {
          status: 'closed',
          closeReason: 'other',
          closeReasonText: '  Booked a cruise instead ',
        })
      ).json(),
    );
    expect(otherDetail.record).toMatchObject({
      status: 'closed',
      closeReason: 'other',
      closeReasonText: 'Booked a cruise instead',
    });
    expect(otherDetail.history[0]!.detail).toEqual({
      closeReason: 'Other: Booked a cruise instead',
    });
    // A converted lead counts as won without the word.
    const plain = await insertLeadRow(knex());
    const converted = adminLeadDetailSchema.parse(
      await (await patchJson(admin, leadPath(plain), { status: 'converted' })).json(),
    );
    expect(converted.record.closeReason).toBe('won');
  });

  it('an editor may not move a lead', async () => {
    const id = await insertLeadRow(knex());
    const editor = await signedInEditor(app);
    const res = await patchJson(editor, leadPath(id), { status: 'closed', closeReason: 'won' });
    expect(res.status).toBe(403);
  });
});

describe('the record', () => {
  it('returns the reference and every request of the same person, newest first', async () => {
    const lead = await insertLeadRow(knex(), {
      email: 'ana@example.com',
      phone: '+52 624 555 0150',
      created_at: march(10),
    });
    const sameEmail = await insertLeadRow(knex(), {
      email: 'ANA@Example.com',
      interest_type: 'villa',
      created_at: march(2),
    });
    const samePhone = await insertLeadRow(knex(), {
      email: 'ana.work@example.com',
      phone: '526245550150',
      created_at: march(12),
    });
    const booking = await insertBookingRow(knex(), {
      email: 'ana@example.com',
      created_at: march(5),
    });
    const guide = await insertGuideRow(knex(), {
      email: 'other@example.com',
      phone: '(52) 624-555-0150',
      created_at: march(1),
    });
    // Someone else, and a spam lead with the same e-mail: not listed.
    await insertLeadRow(knex(), { email: 'someone@example.com', phone: '+1 415 555 0144' });
    await insertLeadRow(knex(), { email: 'ana@example.com', spam: true, spam_reason: 'honeypot' });

    const admin = await signedInAdmin(app);
    const detail = adminLeadDetailSchema.parse(await (await admin.get(leadPath(lead))).json());
    expect(detail.record.reference).toMatch(/^CBO-[0-9A-Z]{5}$/);
    expect(detail.samePerson.map(({ kind, id }) => ({ kind, id }))).toEqual([
      { kind: 'lead', id: samePhone },
      { kind: 'booking', id: booking },
      { kind: 'lead', id: sameEmail },
      { kind: 'guide', id: guide },
    ]);
    expect(detail.samePerson[2]).toMatchObject({
      what: 'villa',
      status: 'new',
      createdAt: march(2).toISOString(),
    });
    expect(detail.samePerson[1]!.reference).toMatch(/^CBO-/);
  });
});
