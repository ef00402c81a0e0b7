import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/index.ts';
import { mobile } from '../../common/storyFixtures.tsx';
import { StatusEditor } from '../StatusEditor/index.ts';
import { RecordDrawer } from './RecordDrawer.tsx';

const actor = { id: 1, name: 'admin' };

/** The drawer once its slide-in has finished. */
async function shownDrawer(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

const lead = {
  id: 6,
  createdAt: '2026-03-21T10:00:00.000Z',
  updatedAt: '2026-03-21T10:00:00.000Z',
  firstName: 'Luca',
  lastName: 'Moretti',
  email: 'Luca@example.com',
  phone: '+39 06 5550 1122',
  interestType: 'adventure',
  source: 'website',
  status: 'contacted',
  budget: null,
  timeline: '2026-07-01 to 2026-07-08',
  formName: 'partner-inquiry',
  formData: { numberOfPeople: '4', message: 'Back again: sailing and snorkelling this time' },
};

const meta = {
  title: 'Patterns/RecordDrawer',
  tags: ['autodocs'],
  component: RecordDrawer,
  parameters: { layout: 'fullscreen' },
  // The drawer is portalled over the page; the page behind gives the screenshot its size.
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', padding: '1rem' }}>
        <p>The leads list behind the drawer</p>
        <Story />
      </div>
    ),
  ],
  args: {
    isOpen: true,
    onOpenChange: fn().mockName('onOpenChange'),
    title: 'Lead: Luca Moretti',
    record: lead,
    timeZone: 'UTC',
    earlierLeads: [
      {
        id: 2,
        createdAt: '2026-03-05T10:00:00.000Z',
        interestType: 'villa',
        formName: 'partner-inquiry',
        status: 'converted',
      },
    ],
    history: [
      {
        id: 7,
        at: '2026-03-21T16:00:00.000Z',
        action: 'update',
        actor,
        fromStatus: 'new',
        toStatus: 'contacted',
        note: 'Called back',
        detail: null,
      },
    ],
    children: (
      <StatusEditor kind="lead" currentStatus="contacted" onSubmit={async () => undefined} />
    ),
  },
} satisfies Meta<typeof RecordDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A returning visitor's lead: every field, the form's answers, earlier leads, editor, history. */
export const LeadWithHistory: Story = {
  name: 'Lead with history',
  play: async () => {
    const d = await shownDrawer('Lead: Luca Moretti');
    const details = d.getByRole('region', { name: 'Details' });
    await expect(within(details).getByText('Email').nextElementSibling).toHaveTextContent(
      'Luca@example.com',
    );
    await expect(within(details).getByText('Budget').nextElementSibling).toHaveTextContent('—');
    await expect(within(details).getByText('Created at').nextElementSibling).toHaveTextContent(
      'Mar 21, 2026, 10:00 AM',
    );
    const answers = d.getByRole('region', { name: 'Form answers' });
    await expect(
      within(answers).getByText('Number of people').nextElementSibling,
    ).toHaveTextContent('4');
    await expect(d.getByText('Returning visitor: 1 earlier lead with this e-mail.')).toBeVisible();
    await expect(
      d.getByText(/Mar 5, 2026, 10:00 AM: villa \(partner-inquiry\), converted/),
    ).toBeVisible();
    await expect(d.getByRole('form', { name: 'Edit status' })).toBeVisible();
    await expect(
      within(d.getByRole('region', { name: 'Activity history' })).getByText('Called back'),
    ).toBeVisible();
  },
};

/** A guide download on a phone: no earlier leads section, a Resend action, no history yet. */
export const GuideOnPhone: Story = {
  name: 'Guide download, on a phone',
  globals: mobile,
  args: {
    title: 'Guide download: Chloe',
    record: {
      id: 1,
      createdAt: '2026-03-02T10:00:00.000Z',
      firstName: 'Chloe',
      email: 'chloe@example.com',
      guideType: 'Resort Guide',
      status: 'failed',
      interestAreas: [],
      formData: { agentInterest: false, preferredContactMethod: 'Email' },
    },
    earlierLeads: undefined,
    history: [],
    children: <Button variant="secondary">Resend</Button>,
  },
  play: async () => {
    const d = await shownDrawer('Guide download: Chloe');
    await expect(d.queryByRole('region', { name: 'Earlier leads' })).toBeNull();
    await expect(d.getByText('Agent interest').nextElementSibling).toHaveTextContent('No');
    await expect(d.getByText('Interest areas').nextElementSibling).toHaveTextContent('—');
    await expect(d.getByRole('button', { name: 'Resend' })).toBeVisible();
    await expect(d.getByText('No changes yet.')).toBeVisible();
  },
};

/** The record is on its way; Escape closes the drawer. */
export const Loading: Story = {
  args: { record: undefined, isLoading: true },
  play: async ({ args }) => {
    const d = await shownDrawer('Lead: Luca Moretti');
    await expect(d.getByRole('progressbar', { name: 'Loading the record' })).toBeVisible();
    // Escape asks the owner to close (and stops the spinner before the screenshot).
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
