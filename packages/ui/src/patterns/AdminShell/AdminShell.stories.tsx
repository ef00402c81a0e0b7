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
  tags: ['autodocs'],
  component: AdminShell,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Dashboard',
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
  name: 'Used with the keyboard',
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

const areas: AdminSection[] = [
  { id: 'dashboard', label: 'Dashboard', href: '/admin' },
  { id: 'studio', label: 'Studio', href: '/admin/studio' },
];

/** Two areas: each is listed, the current one's sections nested under it. */
export const AreasWithSections: Story = {
  name: 'Areas with sections',
  args: { areas, currentArea: 'dashboard', currentSection: 'leads' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Admin sections' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Dashboard',
      'Analytics',
      'Leads',
      'Bookings',
      'Guide Downloads',
      'Integrations',
      'Studio',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(within(nav).getByRole('link', { name: 'Leads' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Studio' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** An area without sections: its own link is the current page, its name the only heading. */
export const AreaWithoutSections: Story = {
  name: 'An area without sections',
  args: {
    title: 'Studio',
    areas,
    currentArea: 'studio',
    sections: [],
    currentSection: undefined,
    children: <p>The studio’s content.</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Admin sections' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Dashboard', 'Studio']);
    await expect(within(nav).getByRole('link', { name: 'Studio' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Studio');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    await expect(canvas.getByText('The studio’s content.')).toBeVisible();
  },
};

export const LoggingOut: Story = {
  name: 'Logging out',
  args: { isLoggingOut: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Logout' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  name: 'On a phone',
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
