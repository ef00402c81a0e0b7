import {
  adminBookingDetailSchema,
  adminLeadDetailSchema,
  adminUpdateMessages,
  apiPath,
  apiPaths,
} from '@cabo/contract';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  insertBookingRow,
  insertLeadRow,
  march,
  patchJson,
  signedInAdmin,
} from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { apiError } from './support/client.ts';

const app = useTestApp();
const knex = () => app.db.knex;
const leadPath = (id: number | string) => apiPath(apiPaths.adminLead, { id });
const bookingPath = (id: number | string) => apiPath(apiPaths.adminBooking, { id });

describe('a lead: view, edit, history', () => {
  it('GET answers the whole lead with formData, an empty history, no earlier leads', async () => {
    const id = await insertLeadRow(knex(), {
      phone: '+52 624 555 0150',
      form_data: JSON.stringify({ date: '2026-11-14', guestCount: '80', notes: 'Sunset' }),
    });
    const res = await (await signedInAdmin(app)).get(leadPath(id));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const detail = adminLeadDetailSchema.parse(await res.json());
    expect(detail).toMatchObject({
      record: {
        id,
        phone: '+52 624 555 0150',
        formData: { date: '2026-11-14', guestCount: '80', notes: 'Sunset' },
      },
      history: [],
      earlierLeads: [],
    });
  });

  it('PATCH moves the status with a note; the history says who, when, from and to', async () => {
    const id = await insertLeadRow(knex());
    const admin = await signedInAdmin(app);
    const before = Date.now();
    const res = await patchJson(admin, leadPath(id), {
      status: 'contacted',
      note: '  Called, wants a beach ceremony  ',
    });
    expect(res.status).toBe(200);
    const detail = adminLeadDetailSchema.parse(await res.json());
    expect(detail.record.status).toBe('contacted');
    expect(detail.history).toHaveLength(1);
    const [entry] = detail.history;
    expect(entry).toMatchObject({
      action: 'update',
      fromStatus: 'new',
      toStatus: 'contacted',
      note: 'Called, wants a beach ceremony',
      actor: { name: ADMIN.username },
    });
    expect(entry!.actor.id).toEqual(expect.any(Number));
    expect(Date.parse(entry!.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(detail.record.updatedAt)).toBeGreaterThanOrEqual(before - 1000);

    // A note alone, then a second move: newest first, and GET shows the same history.
    await patchJson(admin, leadPath(id), { note: 'Sent the villa shortlist' });
    await patchJson(admin, leadPath(id), { status: 'qualified' });
    const again = adminLeadDetailSchema.parse(await (await admin.get(leadPath(id))).json());
    expect(again.record.status).toBe('qualified');
    expect(
      again.history.map(({ fromStatus, toStatus, note }) => ({ fromStatus, toStatus, note })),
    ).toEqual([
      { fromStatus: 'contacted', toStatus: 'qualified', note: null },
      { fromStatus: null, toStatus: null, note: 'Sent the villa shortlist' },
      { fromStatus: 'new', toStatus: 'contacted', note: 'Called, wants a beach ceremony' },
    ]);
  });

  it('setting the status it already has, without a note, records nothing', async () => {
    const id = await insertLeadRow(knex(), { status: 'contacted' });
    const res = await patchJson(await signedInAdmin(app), leadPath(id), { status: 'contacted' });
    expect(res.status).toBe(200);
    expect(adminLeadDetailSchema.parse(await res.json()).history).toEqual([]);
  });

  it('refuses a bad status, an empty change and unknown fields with 400 and changes nothing', async () => {
    const id = await insertLeadRow(knex());
    const admin = await signedInAdmin(app);
    const badStatus = await patchJson(admin, leadPath(id), { status: 'pending' });
    expect(badStatus.status).toBe(400);
    const error = await apiError(badStatus);
    expect(error.code).toBe('validation_failed');
    expect(error.errors?.status?.[0]).toMatch(/^Status must be one of: new, contacted/);

    const empty = await patchJson(admin, leadPath(id), { note: '   ' });
    expect(empty.status).toBe(400);
    expect((await apiError(empty)).message).toBe(adminUpdateMessages.nothingToChange);

    const extra = await patchJson(admin, leadPath(id), { status: 'closed', email: 'x@y.z' });
    expect(extra.status).toBe(400);

    const long = await patchJson(admin, leadPath(id), { note: 'x'.repeat(2001) });
    expect((await apiError(long)).errors?.note).toEqual([adminUpdateMessages.noteTooLong]);

    const detail = adminLeadDetailSchema.parse(await (await admin.get(leadPath(id))).json());
    expect(detail.record.status).toBe('new');
    expect(detail.history).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const admin = await signedInAdmin(app);
    for (const id of ['999', 'abc', '0', '99999999999']) {
      const get = await admin.get(leadPath(id));
      expect.soft(get.status, id).toBe(404);
      expect.soft((await apiError(get)).code).toBe('not_found');
      const patch = await patchJson(admin, leadPath(id), { status: 'closed' });
      expect.soft(patch.status, id).toBe(404);
    }
  });

  it("lists the visitor's earlier leads (same e-mail, any case), newest first", async () => {
    const first = await insertLeadRow(knex(), {
      email: 'ana@example.com',
      interest_type: 'villa',
      created_at: march(1),
    });
    const second = await insertLeadRow(knex(), {
      email: 'Ana@Example.com',
      status: 'closed',
      created_at: march(5),
    });
    const latest = await insertLeadRow(knex(), { email: 'ANA@example.com', created_at: march(9) });
    await insertLeadRow(knex(), { email: 'someone@example.com', created_at: march(2) });
    // A later lead is not "earlier".
    await insertLeadRow(knex(), { email: 'ana@example.com', created_at: march(20) });

    const admin = await signedInAdmin(app);
    const detail = adminLeadDetailSchema.parse(await (await admin.get(leadPath(latest))).json());
    expect(detail.earlierLeads).toEqual([
      {
        id: second,
        createdAt: march(5).toISOString(),
        interestType: 'wedding',
        formName: 'wedding',
        status: 'closed',
      },
      {
        id: first,
        createdAt: march(1).toISOString(),
        interestType: 'villa',
        formName: 'wedding',
        status: 'new',
      },
    ]);
    const oldest = adminLeadDetailSchema.parse(await (await admin.get(leadPath(first))).json());
    expect(oldest.earlierLeads).toEqual([]);
  });
});

describe('a booking: view, edit, history', () => {
  it('PATCH confirms it with a note; GET shows the booking and its history', async () => {
    const id = await insertBookingRow(knex());
    const admin = await signedInAdmin(app);
    const res = await patchJson(admin, bookingPath(id), {
      status: 'confirmed',
      note: 'Deposit received',
    });
    expect(res.status).toBe(200);
    const detail = adminBookingDetailSchema.parse(await (await admin.get(bookingPath(id))).json());
    expect(detail.record).toMatchObject({
      id,
      status: 'confirmed',
      startDate: '2026-04-10',
      endDate: '2026-04-15',
      formData: { villaName: 'Villa Las Rocas' },
    });
    expect(detail.history).toMatchObject([
      {
        action: 'update',
        fromStatus: 'pending',
        toStatus: 'confirmed',
        note: 'Deposit received',
        actor: { name: ADMIN.username },
      },
    ]);
  });

  it("refuses a lead's status on a booking, and an unknown booking", async () => {
    const id = await insertBookingRow(knex());
    const admin = await signedInAdmin(app);
    const res = await patchJson(admin, bookingPath(id), { status: 'converted' });
    expect(res.status).toBe(400);
    expect((await apiError(res)).errors?.status?.[0]).toBe(
      'Status must be one of: pending, confirmed, declined, cancelled',
    );
    expect((await admin.get(bookingPath(id + 1))).status).toBe(404);
    expect((await patchJson(admin, bookingPath(id + 1), { status: 'cancelled' })).status).toBe(404);
  });

  it('keeps the history of a lead and a booking with the same id apart', async () => {
    const leadId = await insertLeadRow(knex());
    const bookingId = await insertBookingRow(knex());
    expect(leadId).toBe(bookingId);
    const admin = await signedInAdmin(app);
    await patchJson(admin, leadPath(leadId), { status: 'converted' });
    const booking = adminBookingDetailSchema.parse(
      await (await admin.get(bookingPath(bookingId))).json(),
    );
    expect(booking.history).toEqual([]);
  });
});
