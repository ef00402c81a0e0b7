import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteLayout } from './SiteLayout.tsx';
import { withSiteProviders } from './storyProviders.tsx';

/** The site's chrome with its real menus, footer and chat button around a page. */
const meta = {
  title: 'Site/Chrome',
  component: SiteLayout,
  decorators: [withSiteProviders],
  parameters: { layout: 'fullscreen' },
  args: { children: <p>Page content</p> },
} satisfies Meta<typeof SiteLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopMenus: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const more = within(nav).getByRole('button', { name: 'MORE' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const panel = document.getElementById(more.getAttribute('aria-controls') ?? '') as HTMLElement;
    await expect(
      within(panel)
        .getAllByRole('link')
        .map((l) => l.querySelector('span span')?.textContent),
    ).toEqual([
      'Real Estate',
      'Property Management',
      'Local Events',
      'Travel Guides',
      'Work with Us',
      'Weddings',
    ]);
    await userEvent.keyboard('{Escape}');
    const groupTrips = within(nav).getByRole('button', { name: 'GROUP TRIPS' });
    await userEvent.hover(groupTrips);
    await expect(groupTrips).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getAllByRole('link', { name: /Influencer Program/ })).toHaveLength(1);
  },
};

export const MobileDrawer: Story = {
  globals: { viewport: { value: 'iphone14' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Menu' });
    const trips = within(drawer).getByRole('heading', { name: 'Group Trips' })
      .nextElementSibling as HTMLElement;
    await expect(within(trips).getAllByRole('link')).toHaveLength(5);
    await userEvent.click(within(drawer).getByRole('link', { name: 'Family Vacations' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // Focus returns to the native menu button: a real click leaves no ring there, a simulated
    // one may (Chrome decides from earlier focus), so the screenshot shows the bar at rest.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const FooterAndChat: Story = {
  globals: { viewport: { value: 'iphone14' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Your premier destination for luxury travel experiences in Cabo San Lucas'),
    ).toBeInTheDocument();
    const chat = canvas.getByRole('link', { name: /Chat with us on WhatsApp/ });
    await expect(chat.getAttribute('href')).toContain(
      encodeURIComponent("Hi! I'm interested in learning more about Cabo experiences."),
    );
    await expect(canvas.getByRole('link', { name: 'concierge@example.com' })).toHaveAttribute(
      'href',
      'mailto:concierge@example.com',
    );
  },
};
