import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DialogTrigger } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Drawer, Sheet } from './Sheet.tsx';

const meta = {
  title: 'Components/Sheet',
  tags: ['autodocs'],
  component: Sheet,
  args: {
    title: 'Book Your Adventure',
    description: "Fill out the form below and we'll get back to you shortly with availability.",
    children: null,
  },
  decorators: [(Story) => <div style={{ minHeight: '100vh' }}>{Story()}</div>],
  render: (args) => (
    <DialogTrigger>
      <Button>Book Now</Button>
      <Sheet {...args}>
        <form style={{ display: 'grid', gap: '1rem' }} onSubmit={(e) => e.preventDefault()}>
          <TextField label="Name" isRequired />
          <TextField label="Email" type="email" isRequired />
          <Button type="submit">Submit Booking Request</Button>
        </form>
      </Sheet>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Sheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RightSheet: Story = {
  name: 'From the right',
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Book Now' });
    await userEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Book Your Adventure' });
    await expect(sheet).toHaveAccessibleDescription(/get back to you shortly with availability/);
    await userEvent.tab();
    await expect(within(sheet).getByRole('textbox', { name: 'Name' })).toHaveFocus();
  },
};

export const ClosesOnEscape: Story = {
  name: 'Closed with Escape',
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Book Now' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const MobileSheet: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'iphone14' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Book Now' }));
    const sheet = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(sheet).getByRole('button', { name: 'Submit Booking Request' })).toBeVisible(),
    );
  },
};

/** The left slide-out drawer of the mobile menu: no visible title, an accessible name. */
export const LeftDrawer: Story = {
  name: 'From the left (menu)',
  globals: { viewport: { value: 'iphone14' } },
  render: () => (
    <DialogTrigger>
      <Button variant="ghost">Open menu</Button>
      <Drawer aria-label="Menu">
        <nav aria-label="Main">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }}>
            <li>
              <a href="#villas">Luxury Villas</a>
            </li>
            <li>
              <a href="#resorts">Resorts</a>
            </li>
            <li>
              <a href="#adventures">Adventures</a>
            </li>
          </ul>
        </nav>
      </Drawer>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() =>
      expect(within(drawer).getByRole('link', { name: 'Resorts' })).toBeVisible(),
    );
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0));
  },
};

export const LeftDrawerCloses: Story = {
  name: 'From the left, closed',
  ...LeftDrawer,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
