import { catalogueEvents } from '@cabo/data';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { EventsCalendar } from './EventsCalendar.tsx';

// A fixed "today" (Wednesday 6 May 2026), so the grid starts on Sunday 3 May in every run.
const TODAY = '2026-05-06';

const meta = {
  title: 'Patterns/EventsCalendar',
  tags: ['autodocs'],
  component: EventsCalendar,
  args: { today: TODAY, events: catalogueEvents('2026-05-03') },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1100, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EventsCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    // 7 columns, Sunday first; 4 weeks: 28 days from the Sunday of this week.
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((h) => h.textContent)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    const cells = within(table).getAllByRole('cell');
    await expect(cells).toHaveLength(28);
    await expect(cells[0]).toHaveAttribute('data-date', '2026-05-03');
    await expect(cells[27]).toHaveAttribute('data-date', '2026-05-30');
    await expect(cells[0]).toHaveTextContent('Sunday, May 3, 2026');
    // Today is marked for assistive technology.
    await expect(cells[3]).toHaveAttribute('aria-current', 'date');
    await expect(cells[3]).toHaveTextContent('Wednesday, May 6, 2026, today');
    // The legend names the four types.
    const legend = canvas.getByRole('list', { name: 'Event types' });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Music', 'Food', 'Sports', 'Culture']);
    // The first day's event, with its type and time for screen readers.
    await expect(
      within(cells[0]!).getByRole('button', { name: /Sunday Farmers Market, Food, 10:00 AM/ }),
    ).toBeVisible();
  },
};

export const KeyboardOpensTheDetails: Story = {
  name: 'Details opened with the keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: /Sunday Farmers Market/ });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Sunday Farmers Market',
    });
    await expect(dialog).toHaveTextContent('Sunday, May 3, 2026, 10:00 AM');
    await expect(dialog).toHaveTextContent('Flora Farms, San José del Cabo');
    await expect(dialog).toHaveTextContent('Food');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // Focus returns to the event it came from.
    await waitFor(() => expect(first).toHaveFocus());
  },
};

export const NoEvents: Story = {
  name: 'No events',
  args: { events: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('cell')).toHaveLength(28);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getAllByRole('cell')[0]).toHaveTextContent('no events');
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Still 7 columns; each event is a coloured dot with its title for screen readers.
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(7);
    const event = canvas.getByRole('button', { name: /Sunday Farmers Market/ });
    const box = event.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
  },
};
