import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile, navigate, withRouter } from '../../common/storyFixtures.tsx';
import { AdminShell, type AdminSection } from './AdminShell.tsx';

const sections: AdminSection[] = [
  { id: 'analytics', label: 'Analytics', href: '/admin' },
  { id: 'leads', label: 'Leads', href: '/admin?section=leads' },
  { id: 'bookings', label: 'Bookings', href: '/admin?section=bookings' },
  { id: 'guide-downloads', label: 'Guide Downloads', href: '/admin?section=guide-downloads' },
  { id: 'integrations', label: 'Integrations', href: '/admin?section=integrations' },
];

const meta = {
  title: 'Patterns/AdminShell',
  component: AdminShell,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    sections,
    currentSection: 'analytics',
    onLogout: fn(),
    children: <p>The section’s content.</p>,
  },
} satisfies Meta<typeof AdminShell>;
export default meta;
type Story = StoryObj<typeof meta>;

async function expectCurrent(canvasElement: HTMLElement, label: string) {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Admin sections' });
  const current = within(nav).getByRole('link', { name: label });
  await expect(current).toHaveAttribute('aria-current', 'page');
  for (const link of within(nav).getAllByRole('link')) {
    if (link !== current) await expect(link).not.toHaveAttribute('aria-current');
  }
  await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(label);
}

export const Analytics: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
    const nav = canvas.getByRole('navigation', { name: 'Admin sections' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Analytics', 'Leads', 'Bookings', 'Guide Downloads', 'Integrations']);
    await expect(within(nav).getByRole('button', { name: 'Logout' })).toBeEnabled();
    await expectCurrent(canvasElement, 'Analytics');
  },
};

export const Leads: Story = {
  args: { currentSection: 'leads' },
  play: async ({ canvasElement }) => expectCurrent(canvasElement, 'Leads'),
};

export const Bookings: Story = {
  args: { currentSection: 'bookings' },
  play: async ({ canvasElement }) => expectCurrent(canvasElement, 'Bookings'),
};

export const GuideDownloads: Story = {
  args: { currentSection: 'guide-downloads' },
  play: async ({ canvasElement }) => expectCurrent(canvasElement, 'Guide Downloads'),
};

export const Integrations: Story = {
  args: { currentSection: 'integrations' },
  play: async ({ canvasElement }) => expectCurrent(canvasElement, 'Integrations'),
};

export const KeyboardNavigatesAndLogsOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Analytics' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Leads' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/admin?section=leads');
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const LoggingOut: Story = {
  args: { isLoggingOut: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Logout' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { currentSection: 'bookings' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expectCurrent(canvasElement, 'Bookings');
    // The sidebar becomes a bar above the content: no sideways scroll of the page itself.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const nav = within(canvasElement).getByRole('navigation', { name: 'Admin sections' });
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(nav.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      heading.getBoundingClientRect().top,
    );
  },
};
