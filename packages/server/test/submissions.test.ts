import {
  apiErrorSchema,
  leadSchema,
  submissionReceiptSchema,
  type BookingPayload,
  type LeadPayload,
} from '@cabo/contract';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { solveChallenge } from 'altcha-lib';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSeeds } from '../src/db/seeds/index.ts';
import { leadFromRow, type LeadRow } from '../src/leads/repository.ts';
import { useTestApp } from './support/app.ts';
import {
  newSubmissionId,
  postJson,
  validBookings,
  validGuide,
  validLeads,
} from './support/submissions.ts';

const app = useTestApp();

beforeEach(async () => {
  await runSeeds(app.db);
});

async function count(table: string): Promise<number> {
  return Number((await app.db.knex(table).count({ n: '*' }))[0]!.n);
}

/** Nothing of a refused submission may be stored: no record, no receipt (outbox: outbox.test.ts). */
async function expectNothingStored(): Promise<void> {
  for (const table of ['leads', 'bookings', 'guide_submissions', 'submission_receipts']) {
    expect(await count(table), table).toBe(0);
  }
  expect(app.loggedErrors).toEqual([]);
}

type Mutable = Record<string, unknown> & { formData?: Record<string, unknown> };
function edit<T>(payload: T, change: (p: Mutable) => void): T {
  const copy = structuredClone(payload) as Mutable;
  change(copy);
  return copy as T;
}

async function expectFieldError(path: string, body: unknown, field: string, message: string) {
  const res = await postJson(app.url, path, body);
  expect(res.status).toBe(400);
  const error = apiErrorSchema.parse(res.body);
  expect(error.code).toBe('validation_failed');
  expect(error.errors?.[field]).toContain(message);
  await expectNothingStored();
}

describe('POST /api/leads', () => {
  it.each(Object.keys(validLeads()) as LeadPayload['formName'][])(
    'stores a %s lead with status new and answers 201 with the receipt',
    async (formName) => {
      const payload = validLeads()[formName];
      const res = await postJson(app.url, '/api/leads', payload);
      expect(res.status).toBe(201);
      const receipt = submissionReceiptSchema.parse(res.body);
      expect(receipt).toMatchObject({ submissionId: payload.submissionId, status: 'new' });
      const row = (await app.db.knex('leads').where({ id: receipt.id }).first()) as LeadRow;
      const lead = leadSchema.parse(leadFromRow(row));
      expect(lead).toMatchObject({
        formName,
        email: payload.email,
        interestType: payload.interestType,
        status: 'new',
        source: 'website',
        formData: payload.formData,
      });
    },
  );

  const leads = validLeads();
  // Every validation message of docs/lead-forms.md and the quick inquiry (docs/stays.md), word for word.
  const cases: Array<[LeadPayload['formName'], string, (p: Mutable) => void, string]> = [
    ['family-trip', 'firstName', (p) => (p.firstName = 'L'), 'Please enter your first name'],
    ['family-trip', 'lastName', (p) => (p.lastName = 'M'), 'Please enter your last name'],
    ['family-trip', 'email', (p) => (p.email = 'lucia@'), 'Please enter a valid email'],
    ['family-trip', 'phone', (p) => (p.phone = ''), 'Phone is required'],
    ['family-trip', 'phone', (p) => delete p.phone, 'Phone is required'],
    ['family-trip', 'phone', (p) => (p.phone = '624 123'), 'Please enter a valid phone number'],
    [
      'family-trip',
      'formData.checkIn',
      (p) => delete p.formData!.checkIn,
      'Please select a check-in date',
    ],
    [
      'family-trip',
      'formData.checkOut',
      (p) => (p.formData!.checkOut = ''),
      'Please select a check-out date',
    ],
    [
      'family-trip',
      'formData.checkOut',
      (p) => (p.formData!.checkOut = '2026-06-01'),
      'Check-out date must be after check-in date',
    ],
    ['family-trip', 'budget', (p) => (p.budget = ''), 'Please enter your budget'],
    [
      'family-trip',
      'formData.numberOfChildren',
      (p) => (p.formData!.numberOfChildren = ' '),
      'Please enter number of children',
    ],
    [
      'group-trip',
      'formData.checkIn',
      (p) => (p.formData!.checkIn = 'soon'),
      'Please enter a valid date',
    ],
    [
      'corporate-event',
      'formData.companyName',
      (p) => (p.formData!.companyName = 'A'),
      'Please enter your company name',
    ],
    [
      'corporate-event',
      'formData.eventType',
      (p) => (p.formData!.eventType = 'party'),
      'Please select an event type',
    ],
    ['luxury-concierge', 'email', (p) => (p.email = ''), 'Email is required'],
    ['luxury-concierge', 'email', (p) => (p.email = 'nope'), 'Please enter a valid email address'],
    [
      'influencer',
      'formData.socialHandle',
      (p) => delete p.formData!.socialHandle,
      'Please enter your social media handle',
    ],
    [
      'influencer',
      'formData.platform',
      (p) => (p.formData!.platform = ''),
      'Please select your main platform',
    ],
    [
      'influencer',
      'formData.followers',
      (p) => delete p.formData!.followers,
      'Please enter your follower count',
    ],
    [
      'influencer',
      'formData.dates',
      (p) => delete p.formData!.dates,
      'Please select a check-in date',
    ],
    [
      'influencer',
      'formData.dates',
      (p) => (p.formData!.dates = '2026-08-05 to 2026-08-01'),
      'Check-out date must be after check-in date',
    ],
    [
      'influencer',
      'formData.dates',
      (p) => (p.formData!.dates = '2026-08-01 to 2026-08-01'),
      'Check-out date must be after check-in date',
    ],
    [
      'influencer',
      'formData.dates',
      (p) => (p.formData!.dates = '2026-08-01'),
      'Please select a check-out date',
    ],
    [
      'influencer',
      'formData.dates',
      (p) => (p.formData!.dates = '2026-02-30 to 2026-03-02'),
      'Please select a check-out date',
    ],
    ['wedding', 'formData.date', (p) => delete p.formData!.date, 'Please select a preferred date'],
    [
      'wedding',
      'formData.guestCount',
      (p) => (p.formData!.guestCount = ''),
      'Please enter expected guest count',
    ],
    ['wedding', 'budget', (p) => delete p.budget, 'Please enter your budget'],
    [
      'property-management',
      'formData.propertyType',
      (p) => (p.formData!.propertyType = 'castle'),
      'Please select your property type',
    ],
    [
      'partner-inquiry',
      'formData.numberOfPeople',
      (p) => delete p.formData!.numberOfPeople,
      'Please indicate group size',
    ],
    [
      'partner-inquiry',
      'formData.message',
      (p) => (p.formData!.message = 'Hi there'),
      'Please tell us more about your trip',
    ],
    [
      'partner-inquiry',
      'formData.preferredDates',
      (p) => (p.formData!.preferredDates = ''),
      'Please indicate your preferred dates',
    ],
    ['bachelorette-modal', 'firstName', (p) => (p.firstName = ''), 'First name is required'],
    ['bachelorette-modal', 'lastName', (p) => delete p.lastName, 'Last name is required'],
    ['bachelorette-modal', 'email', (p) => (p.email = 'a@b'), 'Invalid email address'],
    ['bachelorette-modal', 'phone', (p) => (p.phone = '12345'), 'Phone number is required'],
    ['bachelorette-modal', 'timeline', (p) => delete p.timeline, 'Timeline is required'],
    ['bachelorette-modal', 'budget', (p) => (p.budget = 'lots'), 'Budget is required'],
    [
      'bachelorette-modal',
      'formData.groupSize',
      (p) => delete p.formData!.groupSize,
      'Group size is required',
    ],
    [
      'resort-inquiry',
      'firstName',
      (p) => (p.firstName = 'L'),
      'First name must be at least 2 characters',
    ],
    [
      'resort-inquiry',
      'lastName',
      (p) => (p.lastName = 'M'),
      'Last name must be at least 2 characters',
    ],
    ['resort-inquiry', 'email', (p) => (p.email = 'x'), 'Please enter a valid email address'],
    ['resort-inquiry', 'phone', (p) => (p.phone = '123'), 'Please enter a valid phone number'],
    [
      'resort-inquiry',
      'formData.dates',
      (p) => (p.formData!.dates = ''),
      'Please specify your preferred dates',
    ],
    [
      'resort-inquiry',
      'formData.guests',
      (p) => (p.formData!.guests = ''),
      'Please specify number of guests',
    ],
  ];
  it.each(cases)('%s: %s → "%s"', async (formName, field, change, message) => {
    await expectFieldError('/api/leads', edit(leads[formName], change), field, message);
  });

  it('refuses an unknown form name, naming the field', async () => {
    const body = edit(leads.wedding, (p) => (p.formName = 'newsletter'));
    const res = await postJson(app.url, '/api/leads', body);
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(res.body).errors).toHaveProperty('formName');
    await expectNothingStored();
  });

  it('refuses a status other than new (staff set statuses, not visitors)', async () => {
    const body = edit(leads.wedding, (p) => (p.status = 'converted'));
    expect((await postJson(app.url, '/api/leads', body)).status).toBe(400);
    await expectNothingStored();
  });
});

describe('strict bodies (every public POST)', () => {
  const paths = ['/api/leads', '/api/guide-submissions', '/api/bookings'];
  const valid = (path: string): unknown =>
    path === '/api/leads'
      ? validLeads().wedding
      : path === '/api/guide-submissions'
        ? validGuide()
        : validBookings().villa;

  it.each(paths)('%s: an unknown field is 400 and stores nothing', async (path) => {
    const res = await postJson(app.url, path, { ...(valid(path) as object), isAdmin: true });
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(res.body).message).toMatch(/isAdmin/);
    await expectNothingStored();
  });

  it.each(paths)('%s: an unknown field inside formData is 400', async (path) => {
    const body = edit(valid(path), (p) => (p.formData = { ...p.formData, extra: 'x' }));
    expect((await postJson(app.url, path, body)).status).toBe(400);
    await expectNothingStored();
  });

  it.each(paths)('%s: a __proto__ key is 400, never merged', async (path) => {
    const json = JSON.stringify(valid(path)).replace(/^\{/, '{"__proto__":{"admin":true},');
    const res = await postJson(app.url, path, json);
    expect(res.status).toBe(400);
    await expectNothingStored();
  });

  it.each(paths)('%s: wrong types are 400 with field errors', async (path) => {
    const body = edit(valid(path), (p) => {
      p.email = 42;
      p.submissionId = ['x'];
    });
    const res = await postJson(app.url, path, body);
    expect(res.status).toBe(400);
    const { errors } = apiErrorSchema.parse(res.body);
    expect(Object.keys(errors ?? {})).toEqual(expect.arrayContaining(['submissionId']));
    await expectNothingStored();
  });

  it.each(paths)('%s: a submissionId that is not 21 characters is 400', async (path) => {
    const body = edit(valid(path), (p) => (p.submissionId = 'short-id'));
    const res = await postJson(app.url, path, body);
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(res.body).errors?.submissionId).toEqual([
      'Submission id must be 21 characters of A-Z, a-z, 0-9, _ or -',
    ]);
  });

  it.each([
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'firstName=Lucia&email=a%40b.co'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    ],
  ])('a %s body is 415 and stores nothing', async (type, body) => {
    for (const path of paths) {
      const res = await fetch(`${app.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
      expect(res.status).toBe(415);
      expect(apiErrorSchema.parse(await res.json()).code).toBe('unsupported_media_type');
    }
    await expectNothingStored();
  });

  it.each(paths)('%s: a body over 100 kB is 413 and stores nothing', async (path) => {
    const body = edit(valid(path), (p) => (p.tags = 'x'.repeat(120_000)));
    const res = await postJson(app.url, path, body);
    expect(res.status).toBe(413);
    expect(apiErrorSchema.parse(res.body).code).toBe('payload_too_large');
    await expectNothingStored();
  });

  it.each(['[]', 'null', '"text"', '{'])('a JSON body of %s is 400, never a 5xx', async (json) => {
    for (const path of paths) {
      const res = await postJson(app.url, path, json);
      expect(res.status).toBe(400);
    }
    await expectNothingStored();
  });

  it.each(paths)('%s: an empty POST is a 400 with field errors', async (path) => {
    const res = await fetch(`${app.url}${path}`, { method: 'POST' });
    expect(res.status).toBe(400);
    await expectNothingStored();
  });
});

describe('idempotency on submissionId', () => {
  it('the same payload again gets the first answer and stores nothing new', async () => {
    const payload = validLeads()['family-trip'];
    const first = await postJson(app.url, '/api/leads', payload);
    // Key order does not matter: the same values are the same submission.
    const reordered = Object.fromEntries(Object.entries(payload).reverse());
    const second = await postJson(app.url, '/api/leads', reordered);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replay')).toBe('true');
    expect(await count('leads')).toBe(1);
    expect(await count('submission_receipts')).toBe(1);
  });

  it('the first answer is replayed even after staff changed the record', async () => {
    const payload = validBookings().adventure;
    const first = await postJson(app.url, '/api/bookings', payload);
    await app.db.knex('bookings').update({ status: 'confirmed' });
    const second = await postJson(app.url, '/api/bookings', payload);
    expect(second.body).toEqual(first.body);
    expect(submissionReceiptSchema.parse(second.body).status).toBe('pending');
  });

  it('the same id with a different payload is 422 and changes nothing', async () => {
    const payload = validLeads().wedding;
    await postJson(app.url, '/api/leads', payload);
    const res = await postJson(app.url, '/api/leads', { ...payload, firstName: 'Someone' });
    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(res.body).code).toBe('submission_id_reused');
    const [row] = await app.db.knex('leads').select('first_name');
    expect(row).toEqual({ first_name: 'Lucia' });
    expect(await count('leads')).toBe(1);
  });

  it('ids are scoped per form type: a lead and a guide may share one', async () => {
    const submissionId = newSubmissionId();
    const lead = await postJson(app.url, '/api/leads', { ...validLeads().wedding, submissionId });
    const guide = await postJson(app.url, '/api/guide-submissions', {
      ...validGuide(),
      submissionId,
    });
    expect([lead.status, guide.status]).toEqual([201, 201]);
  });

  it('two identical requests at once store one record and both get the same answer', async () => {
    const payload = validBookings().restaurant;
    const [a, b] = await Promise.all([
      postJson(app.url, '/api/bookings', payload),
      postJson(app.url, '/api/bookings', payload),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body).toEqual(b.body);
    expect(await count('bookings')).toBe(1);
  });
});

describe('a burst of submissions (stored together)', () => {
  it('stores each once and answers each its own, though one is refused and one repeats', async () => {
    const leads = Array.from({ length: 30 }, (_, i) => ({
      ...validLeads().wedding,
      submissionId: newSubmissionId(),
      firstName: `Guest ${i}`,
    }));
    const repeated = leads[7]!;
    // A booking in the past is refused by its handler, inside the transaction.
    const refused = edit(validBookings().restaurant, (p) => (p.date = '2001-01-01'));
    const answers = await Promise.all([
      ...leads.map((lead) => postJson(app.url, '/api/leads', lead)),
      postJson(app.url, '/api/leads', repeated),
      postJson(app.url, '/api/bookings', refused),
      postJson(app.url, '/api/bookings', validBookings().adventure),
    ]);
    const [refusedAnswer, booked] = answers.slice(-2);
    expect(refusedAnswer!.status).toBe(400);
    expect(booked!.status).toBe(201);
    expect(answers.slice(0, 31).map((a) => a.status)).toEqual(Array(31).fill(201));
    // The repeat got the first copy's answer: the same lead.
    expect(answers[30]!.body).toEqual(answers[7]!.body);
    expect(await count('leads')).toBe(30);
    expect(await count('bookings')).toBe(1);
    expect(await count('submission_receipts')).toBe(31);
    const names = (await app.db.knex('leads').pluck('first_name')) as string[];
    expect(new Set(names)).toEqual(new Set(leads.map((lead) => lead.firstName)));
    // Every answer names its own record.
    const ids = answers.slice(0, 30).map((a) => submissionReceiptSchema.parse(a.body).id);
    expect(new Set(ids).size).toBe(30);
  });
});

describe('POST /api/guide-submissions', () => {
  it('stores the full guide form as pending', async () => {
    const payload = validGuide();
    const res = await postJson(app.url, '/api/guide-submissions', payload);
    expect(res.status).toBe(201);
    expect(submissionReceiptSchema.parse(res.body).status).toBe('pending');
    const row = await app.db.knex('guide_submissions').first();
    expect(row).toMatchObject({
      guide_type: 'Ultimate Cabo Guide 2025',
      form_name: 'ultimate-cabo-guide-2025-guide',
      status: 'pending',
      interest_areas: ['beaches', 'dining'],
    });
  });

  it('stores the optional investment level, which the admin record shows', async () => {
    const payload = edit(validGuide(), (p) => {
      p.guideType = 'Real Estate Guide';
      p.formName = 'real-estate-guide-guide';
      p.formData!.investmentLevel = '$1M - $3M';
      p.formData!.agentInterest = true;
    });
    const res = await postJson(app.url, '/api/guide-submissions', payload);
    expect(res.status).toBe(201);
    const row = await app.db.knex('guide_submissions').first();
    expect(row.form_data).toMatchObject({ investmentLevel: '$1M - $3M', agentInterest: true });
  });

  it.each([
    ['a trip budget for the Real Estate guide', 'Real Estate Guide', '$5,000 - $10,000'],
    ['a property budget for a travel guide', 'Ultimate Cabo Guide 2025', '$3M+'],
    ['a level of its own', 'Ultimate Cabo Guide 2025', 'a lot'],
  ])('refuses %s (400, nothing stored)', async (_case, guideType, level) => {
    const body = edit(validGuide(), (p) => {
      p.guideType = guideType;
      p.formData!.investmentLevel = level;
    });
    await expectFieldError(
      '/api/guide-submissions',
      body,
      'formData.investmentLevel',
      'Please choose an investment level from the list',
    );
  });

  it.each([
    ['firstName', (p: Mutable) => (p.firstName = 'L'), 'Please enter your first name'],
    ['lastName', (p: Mutable) => delete p.lastName, 'Please enter your last name'],
    ['email', (p: Mutable) => (p.email = 'x@'), 'Please enter a valid email'],
    ['phone', (p: Mutable) => delete p.phone, 'Phone is required'],
    ['phone', (p: Mutable) => (p.phone = '555'), 'Please enter a valid phone number'],
  ])('%s → "%s"', async (field, change, message) => {
    await expectFieldError('/api/guide-submissions', edit(validGuide(), change), field, message);
  });

  async function solvedToken(): Promise<string> {
    const res = await fetch(`${app.url}/api/captcha/challenge`);
    expect(res.status).toBe(200);
    const challenge = (await res.json()) as Parameters<typeof solveChallenge>[0]['challenge'];
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  it('the short dialog (first name, e-mail, captcha) is accepted with a solved challenge', async () => {
    const { lastName: _l, phone: _p, ...short } = validGuide();
    const payload = { ...short, captchaToken: await solvedToken() };
    const first = await postJson(app.url, '/api/guide-submissions', payload);
    expect(first.status).toBe(201);
    // The token is now spent; the replay is still answered, because idempotency runs first.
    const replay = await postJson(app.url, '/api/guide-submissions', payload);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(await count('guide_submissions')).toBe(1);
  });

  it('a failed captcha is 400 with the spec message and stores nothing', async () => {
    const { lastName: _l, phone: _p, ...short } = validGuide();
    // A real challenge with a wrong answer.
    const challenge: unknown = await (await fetch(`${app.url}/api/captcha/challenge`)).json();
    const token = Buffer.from(
      JSON.stringify({ challenge, solution: { counter: 0, derivedKey: '00' } }),
    ).toString('base64');
    const res = await postJson(app.url, '/api/guide-submissions', {
      ...short,
      captchaToken: token,
    });
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(res.body)).toEqual({
      message: 'reCAPTCHA verification failed. Please try again.',
      code: 'captcha_failed',
    });
    await expectNothingStored();
  });
});

describe('POST /api/bookings', () => {
  it.each(Object.keys(validBookings()) as BookingPayload['bookingType'][])(
    'stores a %s booking as pending with the booked listing',
    async (type) => {
      const res = await postJson(app.url, '/api/bookings', validBookings()[type]);
      expect(res.status).toBe(201);
      expect(submissionReceiptSchema.parse(res.body).status).toBe('pending');
      const row = await app.db.knex('bookings').first();
      expect(row).toMatchObject({ booking_type: type, status: 'pending', form_type: 'booking' });
      expect(row.listing_name).toBeTruthy();
    },
  );

  it('keeps the calendar days of ISO date-times', async () => {
    await postJson(app.url, '/api/bookings', validBookings().villa);
    const [row] = await app.db
      .knex('bookings')
      .select(
        app.db.knex.raw(
          `to_char(start_date, 'YYYY-MM-DD') as s, to_char(end_date, 'YYYY-MM-DD') as e`,
        ),
      );
    expect(row).toEqual({ s: '2030-05-01', e: '2030-05-05' });
  });

  const villa = validBookings().villa;
  it.each([
    ['startDate', (p: Mutable) => delete p.startDate, 'Check-in date is required'],
    ['endDate', (p: Mutable) => (p.endDate = ''), 'Check-out date is required'],
    [
      'endDate',
      (p: Mutable) => (p.endDate = '2030-04-30'),
      'Check-out date must be after check-in date',
    ],
    [
      'endDate',
      (p: Mutable) => (p.endDate = p.startDate),
      'Check-out date must be after check-in date',
    ],
    ['guests', (p: Mutable) => delete p.guests, 'Number of guests is required'],
    ['guests', (p: Mutable) => (p.guests = 0), 'Number of guests is required'],
    ['firstName', (p: Mutable) => (p.firstName = ''), 'Please enter your first name'],
  ])('villa modal %s → "%s"', async (field, change, message) => {
    await expectFieldError('/api/bookings', edit(villa, change), field, message);
  });

  type Change = (p: Mutable) => void;
  it.each<[BookingPayload['bookingType'], string, Change, string]>([
    ['adventure', 'name', (p: Mutable) => (p.name = ''), 'Name is required'],
    ['adventure', 'guests', (p: Mutable) => (p.guests = 11), 'At most 10 guests'],
    ['adventure', 'email', (p: Mutable) => delete p.email, 'Email is required'],
    ['restaurant', 'time', (p: Mutable) => (p.time = '7pm'), 'Please choose a time'],
    ['restaurant', 'date', (p: Mutable) => delete p.date, 'Please pick a date'],
    ['restaurant', 'partySize', (p: Mutable) => (p.partySize = '13'), 'Please choose a party size'],
  ])('%s %s → "%s"', async (type, field, change, message) => {
    await expectFieldError('/api/bookings', edit(validBookings()[type], change), field, message);
  });

  it.each<[BookingPayload['bookingType'], Change]>([
    ['villa', (p: Mutable) => (p.formData = { ...p.formData, villaId: 'villa-999' })],
    ['resort', (p: Mutable) => (p.formData = { ...p.formData, resortId: '999' })],
    ['adventure', (p: Mutable) => (p.adventureSlug = 'moon-landing')],
    ['restaurant', (p: Mutable) => (p.restaurantId = 999)],
    ['event', (p: Mutable) => (p.eventId = 999)],
  ])('an unknown %s is 422 and stores nothing', async (type, change) => {
    const res = await postJson(app.url, '/api/bookings', edit(validBookings()[type], change));
    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(res.body).code).toBe('unknown_listing');
    await expectNothingStored();
  });

  it.each<[BookingPayload['bookingType'], string, Change, string]>([
    [
      'villa',
      'startDate',
      (p) => Object.assign(p, { startDate: '2020-01-01', endDate: '2020-01-05' }),
      'Check-in date cannot be in the past',
    ],
    [
      'resort',
      'startDate',
      (p) => Object.assign(p, { startDate: '2020-01-01', endDate: '2020-01-05' }),
      'Check-in date cannot be in the past',
    ],
    [
      'adventure',
      'date',
      (p) => (p.date = '2020-01-01'),
      'Please pick a date that is not in the past',
    ],
    [
      'restaurant',
      'date',
      (p) => (p.date = '2020-01-01'),
      'Please pick a date that is not in the past',
    ],
  ])('a %s booking for a past %s is 400 "%s"', async (type, field, change, message) => {
    await expectFieldError('/api/bookings', edit(validBookings()[type], change), field, message);
  });

  it('an unknown booking type is 400', async () => {
    const body = edit(validBookings().event, (p) => (p.bookingType = 'spa'));
    const res = await postJson(app.url, '/api/bookings', body);
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(res.body).errors).toHaveProperty('bookingType');
  });
});
