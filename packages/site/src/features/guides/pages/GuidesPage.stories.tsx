import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { recordedSubmissions } from '../../../../../../mocks/handlers/index.ts';
import { withSiteProviders } from '../../../app/storyProviders.tsx';
import { seeToast } from '../../../lib/landing/storyHelpers.ts';
import GuidesPage from './GuidesPage.tsx';

/** /guides and /guides/{topic} against the MSW handlers. */
const meta = {
  title: 'Site/GuidesPage',
  decorators: [withSiteProviders],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  beforeEach: () => {
    // A guide's PDF would open a real tab: record the call instead.
    const open = spyOn(window, 'open').mockImplementation(() => null);
    return () => open.mockRestore();
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const cardTitles = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Free guides' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

export const Guides: Story = {
  parameters: { route: '/guides' },
  render: () => <GuidesPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Travel Guides');
    await expect(
      canvas.getByText(/Free guides to beaches, restaurants, adventures, local tips/),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Get Your Ultimate Cabo Guide' }),
    ).toBeVisible();
    // Six cards, each with its type badge.
    await expect(cardTitles(canvas)).toEqual([
      'Cabo Restaurant Guide 2025',
      'Adventure & Activities Guide',
      'Beach Guide',
      'Local Tips & Insider Secrets',
      'Buying Property in Los Cabos',
      'Festivals & Events Calendar',
    ]);
    for (const badge of ['Food & Dining', 'Activities', 'Real Estate', 'Events']) {
      await expect(canvas.getByText(badge)).toBeVisible();
    }
    await expect(canvas.getAllByText('Travel')).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: /^Download Free Guide/ })).toHaveLength(6);
  },
};

export const GuideCardOpensItsDialog: Story = {
  parameters: { route: '/guides', visual: { disable: true } },
  render: () => <GuidesPage />,
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: /Download Free Guide.*Cabo Restaurant Guide 2025/ }),
    );
    const dialog = await screen().findByRole(
      'dialog',
      { name: 'Download Your Free Restaurant Guide' },
      { timeout: 5000 },
    );
    // Only the Real Estate guide asks about an agent.
    await expect(within(dialog).queryByRole('checkbox')).toBeNull();
  },
};

const topicSubmission = recordedSubmissions('guideSubmissions');
/** /guides/real-estate: the topic's guide comes first and its button asks for that guide. */
export const TopicComesFirst: Story = {
  parameters: {
    route: '/guides/real-estate',
    msw: { handlers: { guideSubmissions: topicSubmission.handlers } },
  },
  render: () => <GuidesPage topic="real-estate" />,
  play: async ({ canvas }) => {
    topicSubmission.received.length = 0;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Travel Guides');
    await expect(
      canvas.getByText(
        'Buying Property in Los Cabos: Neighbourhoods, the fideicomiso bank trust, closing costs and rental income.',
      ),
    ).toBeVisible();
    const titles = cardTitles(canvas);
    await expect(titles[0]).toBe('Buying Property in Los Cabos');
    await expect(titles).toHaveLength(6);
    await userEvent.click(canvas.getAllByRole('button', { name: /^Download Free Guide/ })[0]!);
    const dialog = await screen().findByRole(
      'dialog',
      { name: 'Download Your Free Real Estate Guide' },
      { timeout: 5000 },
    );
    await expect(
      within(dialog).getByRole('checkbox', {
        name: "I'd like a local real estate agent to contact me",
      }),
    ).not.toBeChecked();
  },
};

export const TopicGuideRequestPayload: Story = {
  parameters: {
    route: '/guides/real-estate',
    msw: { handlers: { guideSubmissions: topicSubmission.handlers } },
    visual: { disable: true },
  },
  render: () => <GuidesPage topic="real-estate" />,
  play: async ({ canvas }) => {
    topicSubmission.received.length = 0;
    await userEvent.click(canvas.getAllByRole('button', { name: /^Download Free Guide/ })[0]!);
    const dialog = within(
      await screen().findByRole(
        'dialog',
        { name: 'Download Your Free Real Estate Guide' },
        { timeout: 5000 },
      ),
    );
    await userEvent.type(dialog.getByLabelText('First Name'), 'Ana');
    await userEvent.type(dialog.getByLabelText('Last Name'), 'Ruiz');
    await userEvent.type(dialog.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(dialog.getByLabelText('Phone'), '+52 624 123 4567');
    await userEvent.click(dialog.getByRole('button', { name: 'Download Guide' }));
    await seeToast('Thanks for your interest!');
    await expect(
      screen().getByText('Your Real Estate Guide guide has been sent to your email.'),
    ).toBeVisible();
    await expect(topicSubmission.received).toEqual([
      expect.objectContaining({
        guideType: 'Real Estate Guide',
        tags: 'Guide Request, Real Estate Guide, Website',
        formName: 'real-estate-guide-guide',
        formData: expect.objectContaining({ agentInterest: false }) as unknown,
      }),
    ]);
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  },
};
