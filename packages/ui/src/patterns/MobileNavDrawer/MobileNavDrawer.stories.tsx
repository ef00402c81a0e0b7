import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  mobile,
  navigate,
  sections,
  social,
  storyFrame,
  withRouter,
} from '../../common/storyFixtures.tsx';
import { MobileNavDrawer } from './MobileNavDrawer.tsx';

const meta = {
  title: 'Patterns/MobileNavDrawer',
  tags: ['autodocs'],
  component: MobileNavDrawer,
  decorators: [
    withRouter,
    // The drawer is fixed over the viewport; the canvas spans it so screenshots include it.
    storyFrame({ height: 844 }),
  ],
  parameters: { layout: 'fullscreen' },
  globals: mobile,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    sections,
    social,
  },
} satisfies Meta<typeof MobileNavDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

// The drawer renders in a portal over the page: query the document, not the canvas.
const screen = () => within(document.body);

export const Open: Story = {
  play: async () => {
    const dialog = screen().getByRole('dialog', { name: 'Menu' });
    const nav = within(dialog).getByRole('navigation', { name: 'Mobile' });
    const lists = nav.querySelectorAll(':scope > ul');
    await expect(lists).toHaveLength(5);
    const [tiles, pages, trips, moreList, socialList] = Array.from(lists, (l) =>
      within(l as HTMLElement),
    );
    await expect(tiles?.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Luxury Villas',
      'Resorts',
      'All Adventures',
      'ATV Tours',
      'Private Yachts',
      'Whale Watching',
    ]);
    // Every top-level section of the bar is here too: EATS and BLOG by their full names.
    await expect(pages?.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/restaurants',
      '/blog',
    ]);
    await expect(pages?.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Restaurants',
      'Blog',
    ]);
    await expect(
      within(nav)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Group Trips', 'More', 'Follow Us']);
    await expect(trips?.getAllByRole('link')).toHaveLength(5);
    await expect(moreList?.getAllByRole('link')).toHaveLength(6);
    const networks = socialList?.getAllByRole('link') ?? [];
    await expect(networks).toHaveLength(6);
    for (const link of networks) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};

export const EscapeCloses: Story = {
  name: 'Closed with Escape',
  play: async ({ args }) => {
    const dialog = screen().getByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ChoosingALinkNavigatesAndCloses: Story = {
  name: 'Link chosen',
  play: async ({ args }) => {
    await userEvent.click(screen().getByRole('link', { name: 'Corporate Events' }));
    await expect(navigate).toHaveBeenCalledWith('/group-trips/corporate');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ChoosingBlogNavigatesAndCloses: Story = {
  name: 'Blog chosen',
  play: async ({ args }) => {
    await userEvent.click(screen().getByRole('link', { name: 'Blog' }));
    await expect(navigate).toHaveBeenCalledWith('/blog');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const CloseButton: Story = {
  name: 'Closed with its button',
  play: async ({ args }) => {
    const dialog = screen().getByRole('dialog', { name: 'Menu' });
    // Focus moves into the drawer when it opens (and is trapped there).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const close = screen().getByRole('button', { name: 'Close menu' });
    await userEvent.click(close);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const AnonymousLogsInFromTheDrawer: Story = {
  name: 'Logged out: log in',
  args: { account: { status: 'anonymous', onLogIn: fn(), onRegister: fn() } },
  play: async ({ args }) => {
    const account = await screen().findByRole('region', { name: 'Account' });
    await userEvent.click(within(account).getByRole('button', { name: 'Register' }));
    // The drawer closes so the account dialog is the only one open.
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    if (args.account?.status === 'anonymous') {
      await expect(args.account.onRegister).toHaveBeenCalledTimes(1);
      await expect(args.account.onLogIn).not.toHaveBeenCalled();
    }
  },
};

export const SignedInInTheDrawer: Story = {
  name: 'Signed in',
  args: {
    account: {
      status: 'signedIn',
      name: 'ana',
      email: 'ana@example.com',
      points: 140,
      level: 2,
      onLogOut: fn(),
    },
  },
  play: async ({ args }) => {
    const account = await screen().findByRole('region', { name: 'Account' });
    await expect(account).toHaveTextContent('Signed in as ana@example.com');
    await expect(account).toHaveTextContent('140 points · Level 2');
    await userEvent.click(within(account).getByRole('button', { name: 'Log out' }));
    if (args.account?.status === 'signedIn') {
      await expect(args.account.onLogOut).toHaveBeenCalledTimes(1);
    }
  },
};
