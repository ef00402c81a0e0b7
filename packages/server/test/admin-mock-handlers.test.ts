import {
  adminAnalyticsSchema,
  adminBookingDetailSchema,
  adminBookingPageSchema,
  adminGuideSubmissionDetailSchema,
  adminGuideSubmissionPageSchema,
  adminLeadDetailSchema,
  adminLeadPageSchema,
  apiErrorSchema,
  apiPath,
  apiPaths,
} from '@cabo/contract';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { expectStillPending, MOCK_ORIGIN as origin, useMockServer } from './support/mock-server.ts';

// The dashboard's MSW groups in Node: every answer parses with the contract's schemas, the
// list rules match the server's, request bodies are validated like the server does.
const msw = useMockServer();

const get = (path: string, signal?: AbortSignal) => fetch(`${origin}${path}`, { signal });
const send = (method: string, path: string, body?: unknown) =>
  fetch(`${origin}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const errorOf = async (res: Response) => apiErrorSchema.parse(await res.json());
const leadPath = (id: number) => apiPath(apiPaths.adminLead, { id });

describe('admin lists', () => {
  it('answer pages in the contract, newest first, with every status among the leads', async () => {
    const leads = adminLeadPageSchema.parse(await (await get(apiPaths.adminLeads)).json());
    const times = leads.items.map((l) => l.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(leads.items.map((l) => l.status)).size).toBe(5);
    expect(leads).toMatchObject({ total: leads.items.length, page: 1, pageSize: 20 });
    // The returning visitor: the newest lead shares its e-mail (another case) with an older one.
    expect(leads.items[0]).toMatchObject({ email: 'Luca@example.com', previousLeads: 1 });

    const bookings = adminBookingPageSchema.parse(await (await get(apiPaths.adminBookings)).json());
    expect(new Set(bookings.items.map((b) => b.status))).toEqual(
      new Set(['pending', 'confirmed', 'cancelled']),
    );
    const guides = adminGuideSubmissionPageSchema.parse(
      await (await get(apiPaths.adminGuideSubmissions)).json(),
    );
    expect(new Set(guides.items.map((g) => g.status))).toEqual(
      new Set(['pending', 'sent', 'failed']),
    );
  });

  it('filter, search, sort and page by the server rules', async () => {
    const leads = async (query: string) =>
      adminLeadPageSchema.parse(await (await get(`${apiPaths.adminLeads}${query}`)).json());
    expect((await leads('?status=contacted')).items.map((l) => l.lastName)).toEqual(['Carter']);
    expect((await leads('?interest=villa&status=all')).items.map((l) => l.id)).toEqual([2]);
    expect((await leads('?search=LUCA')).items.map((l) => l.id)).toEqual([6, 2]);
    expect((await leads('?sort=email&direction=ascending')).items[0]!.email).toBe(
      'emma.schulz@example.com',
    );

    const guides = async (query: string) =>
      adminGuideSubmissionPageSchema.parse(
        await (await get(`${apiPaths.adminGuideSubmissions}${query}`)).json(),
      );
    expect((await guides('?guide=Villa')).items.map((g) => g.guideType)).toEqual(['Villa Guide']);
    expect((await guides('?guide=Cabo')).items.map((g) => g.guideType)).toEqual([
      'Ultimate Cabo Guide 2025',
    ]);

    msw.server.use(...msw.mocks.adminMany);
    const second = await leads('?page=2&pageSize=25');
    expect(second).toMatchObject({ total: 66, page: 2, pageSize: 25 });
    expect(second.items).toHaveLength(25);

    const bad = await get(`${apiPaths.adminBookings}?status=converted`);
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).code).toBe('validation_failed');
  });

  it('export the filtered list as CSV', async () => {
    const res = await get(`${apiPaths.adminLeadsCsv}?status=new`);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-/);
    const rows = parse(await res.text(), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.Status)).toEqual(['new', 'new']);
    expect(rows[0]!.Phone).toBe("'+39 06 5550 1122");
  });
});

describe('admin records', () => {
  it('answer a lead with its history and earlier leads, a booking and a guide', async () => {
    const lead = adminLeadDetailSchema.parse(await (await get(leadPath(6))).json());
    expect(lead.earlierLeads.map((l) => l.id)).toEqual([2]);
    const contacted = adminLeadDetailSchema.parse(await (await get(leadPath(4))).json());
    expect(contacted.history[0]).toMatchObject({ fromStatus: 'new', toStatus: 'contacted' });
    adminBookingDetailSchema.parse(
      await (await get(apiPath(apiPaths.adminBooking, { id: 3 }))).json(),
    );
    adminGuideSubmissionDetailSchema.parse(
      await (await get(apiPath(apiPaths.adminGuideSubmission, { id: 2 }))).json(),
    );
    expect((await get(leadPath(999))).status).toBe(404);
  });

  it('answer a change with the new status and history entry; the default group forgets it', async () => {
    const res = await send('PATCH', leadPath(5), { status: 'contacted', note: 'Called her' });
    const detail = adminLeadDetailSchema.parse(await res.json());
    expect(detail.record.status).toBe('contacted');
    expect(detail.history[0]).toMatchObject({
      action: 'update',
      fromStatus: 'new',
      toStatus: 'contacted',
      note: 'Called her',
      actor: { name: 'admin' },
    });
    const after = adminLeadDetailSchema.parse(await (await get(leadPath(5))).json());
    expect(after.record.status).toBe('new');

    const bad = await send('PATCH', leadPath(5), { status: 'pending' });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).errors?.status?.[0]).toMatch(/^Status must be one of/);
    const booking = await send('PATCH', apiPath(apiPaths.adminBooking, { id: 1 }), {
      status: 'confirmed',
    });
    expect(adminBookingDetailSchema.parse(await booking.json()).record.status).toBe('confirmed');
  });

  it('keep changes with remember: the list and the history show them', async () => {
    msw.server.use(...msw.mocks.adminHandlers({}, { remember: true }));
    await send('PATCH', leadPath(5), { status: 'qualified' });
    const list = adminLeadPageSchema.parse(
      await (await get(`${apiPaths.adminLeads}?status=qualified`)).json(),
    );
    expect(list.items.map((l) => l.id).sort()).toEqual([3, 5]);
    const resent = await send('POST', apiPath(apiPaths.adminGuideSubmissionResend, { id: 2 }));
    expect(resent.status).toBe(202);
    const guide = adminGuideSubmissionDetailSchema.parse(
      await (await get(apiPath(apiPaths.adminGuideSubmission, { id: 2 }))).json(),
    );
    expect(guide.record.status).toBe('pending');
    expect(guide.history.map((h) => h.action)).toEqual(['resend', 'resend']);
  });

  it('keep spam apart: ?spam=true lists it, { spam: false } moves it back', async () => {
    const leads = async (query = '') =>
      adminLeadPageSchema.parse(await (await get(`${apiPaths.adminLeads}${query}`)).json());
    expect((await leads()).items.every((l) => !l.spam)).toBe(true);
    const spam = await leads('?spam=true');
    expect(spam.items.map((l) => [l.id, l.spamReason])).toEqual([[7, 'honeypot']]);

    // Answered but forgotten by the default group.
    const answered = adminLeadDetailSchema.parse(
      await (await send('PATCH', leadPath(7), { spam: false, note: 'A real influencer' })).json(),
    );
    expect(answered.record.spam).toBe(false);
    expect(answered.history.map((h) => h.action)).toEqual(['update', 'not_spam']);
    expect((await leads('?spam=true')).total).toBe(1);

    msw.server.use(...msw.mocks.adminHandlers({}, { remember: true }));
    await send('PATCH', leadPath(7), { spam: false });
    expect((await leads('?spam=true')).total).toBe(0);
    expect((await leads()).items.map((l) => l.id)).toContain(7);
    const kept = adminLeadDetailSchema.parse(await (await get(leadPath(7))).json());
    expect(kept.history.map((h) => h.action)).toEqual(['not_spam']);
    expect((await send('PATCH', leadPath(7), { spam: true })).status).toBe(400);
  });
});

describe('admin analytics and variants', () => {
  it('analytics, empty, forbidden, error, change error and slow', async () => {
    const figures = adminAnalyticsSchema.parse(await (await get(apiPaths.adminAnalytics)).json());
    expect(figures.totals.leads).toBe(248);
    expect(figures.totals.conversion.rate).toBeCloseTo(0.4141, 3);
    const ranged = adminAnalyticsSchema.parse(
      await (await get(`${apiPaths.adminAnalytics}?from=2026-02-21&to=2026-03-22`)).json(),
    );
    expect(ranged).toMatchObject({ from: '2026-02-21', to: '2026-03-22', totals: { leads: 29 } });

    msw.server.use(...msw.mocks.adminEmpty);
    expect(adminLeadPageSchema.parse(await (await get(apiPaths.adminLeads)).json())).toMatchObject({
      items: [],
      total: 0,
    });
    expect(
      adminAnalyticsSchema.parse(await (await get(apiPaths.adminAnalytics)).json()).totals.leads,
    ).toBe(0);

    msw.server.resetHandlers();
    msw.server.use(...msw.mocks.adminChangeError);
    expect((await get(apiPaths.adminLeads)).status).toBe(200);
    expect((await send('PATCH', leadPath(5), { status: 'closed' })).status).toBe(500);

    msw.server.use(...msw.mocks.adminForbidden);
    expect((await get(apiPaths.adminBookings)).status).toBe(403);
    expect((await send('PATCH', leadPath(5), { status: 'closed' })).status).toBe(403);
    msw.server.use(...msw.mocks.adminError);
    expect((await get(apiPaths.adminGuideSubmissions)).status).toBe(500);
    expect((await get(apiPaths.adminAnalytics)).status).toBe(500);

    msw.server.use(...msw.mocks.adminSlow);
    await expectStillPending((signal) => get(apiPaths.adminLeads, signal));
  });
});
