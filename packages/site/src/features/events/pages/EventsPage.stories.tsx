import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { eventsError, eventsSlow } from '../../../../../../mocks/handlers/index.ts';
import { withSiteProviders } from '../../../app/storyProviders.tsx';
import EventsPage from './EventsPage.tsx';

/** /events against the MSW handlers. */
const meta = {
  title: 'Site/EventsPage',
  decorators: [withSiteProviders],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today's four weeks: the dates change every day, so the calendar pattern keeps the baselines. */
export const Events: Story = {
  parameters: { route: '/events', visual: { disable: true } },
  render: () => <EventsPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Local Events');
    await expect(
      canvas.getByText('What is on in Los Cabos over the next four weeks.'),
    ).toBeVisible();
    const section = within(canvas.getByRole('region', { name: 'Events calendar' }));
    const table = await section.findByRole('table', undefined, { timeout: 5000 });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const cells = within(table).getAllByRole('cell');
    await expect(cells).toHaveLength(28);
    // The first day is this week's Sunday.
    await expect(cells[0]).toHaveTextContent(/Sunday, /);
    const first = cells[0]!.getAttribute('data-date') ?? '';
    await expect(new Date(`${first}T00:00:00Z`).getUTCDay()).toBe(0);
    await expect(table.querySelector('[aria-current="date"]')).not.toBeNull();
    await expect(
      within(section.getByRole('list', { name: 'Event types' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Music', 'Food', 'Sports', 'Culture']);
  },
};

export const EventsLoading: Story = {
  parameters: { route: '/events', msw: { handlers: { events: eventsSlow } } },
  render: () => <EventsPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Local Events');
    await expect(canvas.getByRole('progressbar', { name: 'Loading events' })).toBeVisible();
  },
};

export const EventsError: Story = {
  parameters: { route: '/events', msw: { handlers: { events: eventsError } } },
  render: () => <EventsPage />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Error loading events. Please try again.',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
