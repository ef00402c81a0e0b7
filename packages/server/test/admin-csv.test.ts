import { apiPaths, caboDate, neutraliseFormula } from '@cabo/contract';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  insertBookingRow,
  insertGuideRow,
  insertLeadRow,
  march,
  patchJson,
  signedInAdmin,
} from './support/admin.ts';
import { useTestApp } from './support/app.ts';

const app = useTestApp();

/** The export as a spreadsheet would read it: header row, then one object per row. */
async function download(path: string) {
  const res = await (await signedInAdmin(app)).get(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-store');
  const bytes = new Uint8Array(await res.arrayBuffer());
  // A UTF-8 byte-order mark first, so Excel reads the accents right.
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const rows = parse(text, { bom: true, columns: true, skip_empty_lines: true }) as Record<
    string,
    string
  >[];
  return { res, text, rows };
}

describe('CSV exports', () => {
  it('exports the filtered leads, every page, as an attachment a CSV parser reads back', async () => {
    await insertLeadRow(app.db.knex, {
      first_name: 'Ana, "the planner"',
      last_name: 'Núñez',
      email: 'ana@example.com',
      status: 'contacted',
      created_at: march(2),
      form_data: JSON.stringify({ notes: 'Line one\nline two' }),
    });
    await insertLeadRow(app.db.knex, {
      email: 'ana@example.com',
      status: 'contacted',
      created_at: march(4),
    });
    await insertLeadRow(app.db.knex, { status: 'new', created_at: march(3) });
    for (let day = 10; day < 35; day += 1) {
      await insertLeadRow(app.db.knex, {
        status: 'contacted',
        created_at: new Date(Date.UTC(2026, 3, day)),
        email: `bulk${day}@example.com`,
      });
    }

    const { res, rows } = await download(`${apiPaths.adminLeadsCsv}?status=contacted&page=2`);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // Every contacted lead (more than a page), none of the others, newest first.
    expect(rows).toHaveLength(27);
    expect(rows.every((r) => r.Status === 'contacted')).toBe(true);
    const oldest = rows.at(-1)!;
    expect(oldest).toMatchObject({
      'First name': 'Ana, "the planner"',
      'Last name': 'Núñez',
      Email: 'ana@example.com',
      Created: march(2).toISOString(),
      'Earlier leads': '0',
    });
    // The answers, one column each under the form's label, not one JSON cell.
    expect(oldest['Form data']).toBeUndefined();
    expect(oldest).toMatchObject({ Notes: 'Line one\nline two', 'Other answers': '' });
    expect(rows.at(-2)).toMatchObject({ Email: 'ana@example.com', 'Earlier leads': '1' });
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    await insertLeadRow(app.db.knex, {
      first_name: '=HYPERLINK("http://evil.example","click")',
      last_name: '+SUM(A1:A9)',
      email: '@evil@example.com',
      phone: '-1+1',
      budget: '\tTAB',
      timeline: '\rCR',
      tags: 'safe = text',
    });
    const { rows, text } = await download(apiPaths.adminLeadsCsv);
    expect(rows[0]).toMatchObject({
      'First name': `'=HYPERLINK("http://evil.example","click")`,
      'Last name': "'+SUM(A1:A9)",
      Email: "'@evil@example.com",
      Phone: "'-1+1",
      Budget: "'\tTAB",
      Timeline: "'\rCR",
      Tags: 'safe = text',
    });
    // No cell in the file starts with a formula character.
    const cells = (parse(text, { bom: true }) as string[][]).flat();
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
  });

  it('exports bookings and guide downloads with their filters', async () => {
    await insertBookingRow(app.db.knex, { status: 'confirmed', guests: 4 });
    await insertBookingRow(app.db.knex, { status: 'pending' });
    await insertGuideRow(app.db.knex, { guide_type: 'Villa Guide' });
    await insertGuideRow(app.db.knex, { interest_areas: JSON.stringify(['Beaches', 'Dining']) });

    const bookings = await download(`${apiPaths.adminBookingsCsv}?status=confirmed`);
    expect(bookings.res.headers.get('content-disposition')).toMatch(/filename="bookings-/);
    expect(bookings.rows).toEqual([
      expect.objectContaining({
        Status: 'confirmed',
        Type: 'villa',
        'Start date': '2026-04-10',
        'End date': '2026-04-15',
        Guests: '4',
      }),
    ]);

    const guides = await download(`${apiPaths.adminGuideSubmissionsCsv}?guide=Cabo`);
    expect(guides.res.headers.get('content-disposition')).toMatch(/filename="guide-downloads-/);
    expect(guides.rows).toEqual([
      expect.objectContaining({
        'Guide type': 'Ultimate Cabo Guide 2025',
        'Interest areas': 'Beaches, Dining',
      }),
    ]);
  });

  it('gives each form answer its column, and the reference, contact, staff notes and status history', async () => {
    const family = await insertLeadRow(app.db.knex, {
      email: 'fam@example.com',
      interest_type: 'group_trip',
      form_name: 'family-trip',
      created_at: new Date('2026-11-18T17:00:00Z'),
      form_data: JSON.stringify({
        numberOfChildren: '2',
        checkIn: '2026-12-20',
        checkOut: '2026-12-27',
        preferredContactMethod: 'WhatsApp',
        notes: 'Near the beach',
        specificType: 'family',
        legacyField: 'kept',
      }),
    });
    const wedding = await insertLeadRow(app.db.knex, {
      email: 'fam@example.com',
      created_at: new Date('2026-11-19T17:00:00Z'),
      form_data: JSON.stringify({ date: '2027-03-01', guestCount: '=80' }),
    });
    const admin = await signedInAdmin(app);
    const lead = apiPaths.adminLead.replace(':id', String(family));
    expect((await patchJson(admin, lead, { status: 'contacted', note: 'Called her' })).status).toBe(
      200,
    );
    expect((await patchJson(admin, lead, { status: 'qualified' })).status).toBe(200);

    const { rows, text } = await download(apiPaths.adminLeadsCsv);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.split('\r\n').length).toBeGreaterThan(2);
    const byId = new Map(rows.map((r) => [Number(r.ID), r]));
    const today = caboDate(new Date());
    const stored = (await app.db.knex('leads').where({ id: family }).first()) as {
      reference: string;
      contact_id: number;
    };
    expect(byId.get(family)).toMatchObject({
      'Number of Children': '2',
      'Check-in Date': '2026-12-20',
      'Check-out Date': '2026-12-27',
      'Preferred Contact Method': 'WhatsApp',
      Notes: 'Near the beach',
      'Trip Type': 'family',
      'Expected Guest Count': '',
      'Other answers': JSON.stringify({ legacyField: 'kept' }),
      Reference: stored.reference,
      'Contact ID': String(stored.contact_id),
      'Staff notes': `${today} boss: Called her`,
      // The day received is Cabo's: 17:00 UTC is 10:00 there.
      'Status history': `2026-11-18 received; ${today} new→contacted by boss; ${today} contacted→qualified by boss`,
    });
    expect(byId.get(wedding)).toMatchObject({
      'Preferred Date': '2027-03-01',
      // A form answer is guarded like any cell.
      'Expected Guest Count': "'=80",
      'Contact ID': String(stored.contact_id),
      'Status history': '2026-11-19 received',
    });
    await insertBookingRow(app.db.knex, { email: 'fam@example.com' });
    const bookings = await download(apiPaths.adminBookingsCsv);
    expect(bookings.rows[0]).toMatchObject({
      Reference: expect.stringMatching(/^CBO-/) as unknown,
      'Contact ID': String(stored.contact_id),
      'Status history': expect.stringMatching(/^\d{4}-\d{2}-\d{2} received$/) as unknown,
    });
  });

  it('refuses a bad filter with 400 JSON, not a CSV', async () => {
    const res = await (await signedInAdmin(app)).get(`${apiPaths.adminLeadsCsv}?status=nope`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('neutraliseFormula', () => {
  it('prefixes only the dangerous first characters', () => {
    expect(['=1', '+1', '-1', '@a', '\t1', '\r1', 'a=1', '1', ''].map(neutraliseFormula)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@a",
      "'\t1",
      "'\r1",
      'a=1',
      '1',
      '',
    ]);
  });
});
