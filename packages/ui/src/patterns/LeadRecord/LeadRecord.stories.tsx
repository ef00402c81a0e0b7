import type { AdminActivity, AdminLead } from '@cabo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { LeadRecord } from './LeadRecord.tsx';

const lead: AdminLead = {
  id: 4,
  createdAt: '2026-03-18T17:30:00.000Z',
  updatedAt: '2026-03-19T10:00:00.000Z',
  submissionId: 'lead-fixture-000000004',
  reference: 'CBO-7K4Q2',
  firstName: 'James',
  lastName: 'Carter',
  email: 'james.carter@example.com',
  phone: '+1 415 555 0144',
  interestType: 'group_trip',
  source: 'website',
  status: 'closed',
  budget: '$5000-$10000',
  timeline: '2026-06-02 to 2026-06-09',
  tags: null,
  formName: 'corporate-event',
  formData: {
    companyName: 'Carter & Sons',
    eventType: 'team_building',
    groupSize: '12',
    dates: '2026-06-02 to 2026-06-09',
    notes: 'A boat day for the whole team',
  },
  spam: false,
  spamReason: null,
  attribution: {
    utm_source: 'instagram',
    utm_medium: 'social',
    utm_campaign: 'summer-groups',
    landingPath: '/group-trips',
    referrer: 'https://www.instagram.com/',
  },
  privacyNoticeVersion: '2026-01',
  closeReason: 'lost_price',
  closeReasonText: null,
  owner: { id: 2, username: 'maria', disabled: false },
};

const actor = { id: 1, name: 'maria' };
const entry = (e: Partial<AdminActivity> & Pick<AdminActivity, 'id' | 'at' | 'action'>) => ({
  actor,
  fromStatus: null,
  toStatus: null,
  note: null,
  detail: null,
  ...e,
});

// Every kind of step a record's timeline shows, newest first.
const history: AdminActivity[] = [
  entry({
    id: 9,
    at: '2026-03-21T16:00:00.000Z',
    action: 'update',
    fromStatus: 'contacted',
    toStatus: 'closed',
    note: 'Went with a cheaper option',
    detail: { closeReason: 'Lost: price' },
  }),
  entry({
    id: 8,
    at: '2026-03-20T18:00:00.000Z',
    action: 'merged',
    detail: { reference: 'CBO-3ZX9P' },
  }),
  entry({
    id: 7,
    at: '2026-03-20T15:00:00.000Z',
    action: 'task_completed',
    detail: { task: 'Call about the boat day', due: '2026-03-20' },
  }),
  entry({
    id: 6,
    at: '2026-03-19T16:00:00.000Z',
    action: 'task_added',
    detail: { task: 'Call about the boat day', due: '2026-03-20' },
  }),
  entry({
    id: 5,
    at: '2026-03-19T15:30:00.000Z',
    action: 'reply_sent',
    detail: { subject: 'Your group trip CBO-7K4Q2', to: 'james.carter@example.com' },
  }),
  entry({
    id: 4,
    at: '2026-03-19T15:00:00.000Z',
    action: 'update',
    fromStatus: 'new',
    toStatus: 'contacted',
  }),
  entry({ id: 3, at: '2026-03-19T14:00:00.000Z', action: 'assigned', detail: { owner: 'maria' } }),
  entry({ id: 2, at: '2026-03-19T13:00:00.000Z', action: 'not_spam' }),
  entry({ id: 1, at: '2026-03-19T12:00:00.000Z', action: 'resend' }),
];

const meta = {
  title: 'Patterns/LeadRecord',
  tags: ['autodocs'],
  component: LeadRecord,
  args: {
    lead,
    history,
    timeZone: 'America/Mazatlan',
    hrefOf: (s) => `/admin/${s.kind}s/${s.id}`,
    samePerson: [
      {
        kind: 'booking',
        id: 3,
        reference: 'CBO-9PQ4M',
        createdAt: '2026-03-10T10:00:00.000Z',
        what: 'villa',
        status: 'confirmed',
      },
      {
        kind: 'lead',
        id: 2,
        reference: 'CBO-3ZX9P',
        createdAt: '2026-03-05T10:00:00.000Z',
        what: 'group_trip',
        status: 'converted',
      },
    ],
  },
} satisfies Meta<typeof LeadRecord>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The answers under the form's labels, in words: no raw keys, no ISO dates, no JSON. */
export const LabelledAnswers: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'James Carter' })).toBeVisible();
    await expect(canvas.getByText('CBO-7K4Q2')).toBeVisible();
    await expect(canvas.getByText('Closed as Lost: price')).toBeVisible();
    const answers = within(canvas.getByRole('region', { name: 'Answers' }));
    const value = (label: string) => answers.getByText(label).nextElementSibling;
    await expect(value('Interest')).toHaveTextContent('Group trip');
    await expect(value('Form')).toHaveTextContent('Corporate event');
    await expect(value('Company Name')).toHaveTextContent('Carter & Sons');
    await expect(value('Event Type')).toHaveTextContent('Team building');
    await expect(value('Group Size')).toHaveTextContent('12');
    await expect(value('Preferred Dates')).toHaveTextContent('Jun 2, 2026 to Jun 9, 2026');
    // Sent 17:30 UTC is 10:30 AM in Cabo.
    await expect(value('Sent')).toHaveTextContent('Mar 18, 2026, 10:30 AM');
    const cameFrom = within(canvas.getByRole('region', { name: 'Where they came from' }));
    await expect(cameFrom.getByText('UTM campaign').nextElementSibling).toHaveTextContent(
      'summer-groups',
    );
    await expect(cameFrom.getByText('Landing page').nextElementSibling).toHaveTextContent(
      '/group-trips',
    );
    const text = canvasElement.textContent ?? '';
    for (const raw of ['group_trip', 'team_building', '2026-06-02', '{', 'utm_source']) {
      await expect(text).not.toContain(raw);
    }
    const same = within(canvas.getByRole('region', { name: 'Same person' }));
    await expect(same.getByRole('link', { name: 'Lead: Group trip (CBO-3ZX9P)' })).toHaveAttribute(
      'href',
      '/admin/leads/2',
    );
    await expect(same.getByRole('link', { name: 'Booking: Villa (CBO-9PQ4M)' })).toBeVisible();
  },
};

/** One timeline, newest first: each step in words, with who and when (Cabo time). */
export const Timeline: Story = {
  play: async ({ canvas }) => {
    const timeline = within(canvas.getByRole('region', { name: 'Timeline' }));
    const items = timeline.getAllByRole('listitem');
    await expect(items).toHaveLength(9);
    await expect(items[0]).toHaveTextContent('Updated by maria, Mar 21, 2026, 9:00 AM');
    await expect(items[0]).toHaveTextContent('Status: contacted → to closed');
    await expect(items[0]).toHaveTextContent('Reason: Lost: price');
    await expect(items[0]).toHaveTextContent('Went with a cheaper option');
    await expect(items[1]).toHaveTextContent('Merged CBO-3ZX9P into this record');
    await expect(items[2]).toHaveTextContent('Task completed by maria');
    await expect(items[3]).toHaveTextContent('Task: Call about the boat day, due Mar 20, 2026');
    await expect(items[4]).toHaveTextContent(
      'E-mail “Your group trip CBO-7K4Q2” to james.carter@example.com',
    );
    await expect(items[6]).toHaveTextContent('Assigned by maria');
    await expect(items[6]).toHaveTextContent('Owner: maria');
    await expect(items[7]).toHaveTextContent('Moved out of spam by maria');
    await expect(items[8]).toHaveTextContent('Guide sent again by maria');
  },
};

/** On a phone: one column, the side column (slot) after the answers. */
export const OnPhone: Story = {
  globals: mobile,
  args: { lead: { ...lead, attribution: null, status: 'new', closeReason: null }, samePerson: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No campaign, page or referrer was recorded.')).toBeVisible();
    await expect(canvas.getByText('No other requests with this e-mail or phone.')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
