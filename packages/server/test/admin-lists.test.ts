import { adminGuideSubmissionListSchema, adminLeadListSchema } from '@cabo/contract';
import { describe, expect, it } from 'vitest';
import { ensureAdmin } from '../src/accounts/service.ts';
import { useTestApp } from './support/app.ts';
import { CookieClient } from './support/client.ts';

const app = useTestApp();

async function signedInAdmin(): Promise<CookieClient> {
  await ensureAdmin(app.db.knex, { username: 'boss', password: 'a long admin password' });
  const client = new CookieClient(app.url);
  const res = await client.post('/api/admin/login', {
    username: 'boss',
    password: 'a long admin password',
  });
  expect(res.status).toBe(200);
  return client;
}

describe('admin lists with records', () => {
  it('GET /api/admin/leads answers every lead, newest first, formData included', async () => {
    const lead = (id: string, day: number) => ({
      submission_id: id,
      first_name: 'Sofía',
      last_name: 'Ramírez',
      email: `${id}@example.com`,
      interest_type: 'wedding',
      source: 'website',
      status: 'new',
      form_name: 'wedding',
      form_data: JSON.stringify({ guestCount: '80' }),
      created_at: new Date(`2026-03-${day}T10:00:00Z`),
    });
    await app.db.knex('leads').insert([lead('older-lead', 10), lead('newer-lead', 12)]);

    const res = await (await signedInAdmin()).get('/api/admin/leads');
    expect(res.status).toBe(200);
    const leads = adminLeadListSchema.parse(await res.json());
    expect(leads.map((l) => l.submissionId)).toEqual(['newer-lead', 'older-lead']);
    expect(leads[0]).toMatchObject({
      firstName: 'Sofía',
      phone: null,
      interestType: 'wedding',
      status: 'new',
      formData: { guestCount: '80' },
      createdAt: '2026-03-12T10:00:00.000Z',
    });
  });

  it('GET /api/admin/guide-submissions answers every request with its interest areas', async () => {
    await app.db.knex('guide_submissions').insert({
      submission_id: 'guide-1',
      first_name: 'Hannah',
      email: 'hannah@example.com',
      guide_type: 'Ultimate Cabo Guide 2025',
      source: 'website',
      status: 'pending',
      interest_areas: JSON.stringify(['Beaches']),
      form_name: 'ultimate-cabo-guide-2025-guide',
      form_data: JSON.stringify({ requestType: 'Guide Download' }),
    });
    const res = await (await signedInAdmin()).get('/api/admin/guide-submissions');
    const guides = adminGuideSubmissionListSchema.parse(await res.json());
    expect(guides).toHaveLength(1);
    expect(guides[0]).toMatchObject({
      firstName: 'Hannah',
      lastName: null,
      guideType: 'Ultimate Cabo Guide 2025',
      status: 'pending',
      interestAreas: ['Beaches'],
    });
  });

  it('stops answering once the admin logs out', async () => {
    const client = await signedInAdmin();
    expect((await client.get('/api/admin/leads')).status).toBe(200);
    expect((await client.post('/api/logout')).status).toBe(204);
    expect((await client.get('/api/admin/leads')).status).toBe(401);
  });
});
