import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  desktop,
  mobile,
  navigate,
  releaseFocus,
  sections,
  storyFrame,
  withRouter,
} from '../../common/storyFixtures.tsx';
import { NavBar } from './NavBar.tsx';

const meta = {
  title: 'Patterns/NavBar',
  tags: ['autodocs'],
  component: NavBar,
  decorators: [
    withRouter,
    // Room below the bar so screenshots include an open menu panel.
    storyFrame({ minHeight: 460 }),
  ],
  parameters: { layout: 'fullscreen' },
  args: { siteName: 'Cabo', sections, onSearch: fn(), onOpenMenu: fn() },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    for (const label of ['STAYS', 'ADVENTURES', 'GROUP TRIPS', 'MORE']) {
      await expect(within(nav).getByRole('button', { name: label })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    await expect(within(nav).getByRole('link', { name: 'EATS' })).toHaveAttribute(
      'href',
      '/restaurants',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'BLOG' }));
    await expect(navigate).toHaveBeenCalledWith('/blog');
    await expect(within(canvasElement).queryByRole('button', { name: 'Open menu' })).toBeNull();
    releaseFocus();
  },
};

export const KeyboardOpensAMenu: Story = {
  name: 'Menu opened with the keyboard',
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stays = canvas.getByRole('button', { name: 'STAYS' });
    stays.focus();
    await userEvent.keyboard('{Enter}');
    await expect(stays).toHaveAttribute('aria-expanded', 'true');
    const villas = canvas.getByRole('link', { name: /Luxury Villas/ });
    await expect(villas).toBeVisible();
    await expect(villas).toHaveAccessibleName(/Private oceanfront villas/);
    await userEvent.tab();
    await expect(villas).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(stays).toHaveAttribute('aria-expanded', 'false');
    await expect(stays).toHaveFocus();
  },
};

export const HoverOpensForMouse: Story = {
  name: 'Menu opened on hover',
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'ADVENTURES' });
    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: /Whale Watching/ })).toBeVisible();
    // A click after the hover keeps it open rather than toggling it shut.
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('link', { name: /ATV Tours/ }));
    await expect(navigate).toHaveBeenCalledWith('/adventures/atv');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const HoverThenClickKeepsItOpenAndAClickCloses: Story = {
  name: 'Menu kept open by a click',
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'STAYS' });
    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The click that follows the hover is "open", not a toggle that shuts it.
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: /Luxury Villas/ })).toBeVisible();
    // The next click closes it, with the pointer still on it.
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: /Luxury Villas/ })).toBeNull();
    // And one more opens it again: click toggles as well as hover.
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
    releaseFocus();
  },
};

export const TouchTapToggles: Story = {
  name: 'Menu on a touch screen',
  globals: desktop,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'MORE' });
    // A touch pointer never opens on "hover": the tap itself toggles.
    await userEvent.pointer([{ keys: '[TouchA>]', target: trigger }, { keys: '[/TouchA]' }]);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.pointer([{ keys: '[TouchA>]', target: trigger }, { keys: '[/TouchA]' }]);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: mobile,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(args.onOpenMenu).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    releaseFocus();
  },
};

export const MenuOpenWithImages: Story = {
  name: 'Menu open with pictures',
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'STAYS' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const links = within(canvasElement.querySelector('ul ul') as HTMLElement).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(['/villas', '/resorts']);
    for (const img of canvasElement.querySelectorAll('ul ul img')) {
      await expect(img).toHaveAttribute('width', '64');
      await expect(img).toHaveAttribute('height', '48');
    }
  },
};

const signedIn = {
  status: 'signedIn',
  name: 'ana',
  email: 'ana@example.com',
  points: 140,
  level: 2,
  onLogOut: fn(),
} as const;

export const AccountAnonymousLogsIn: Story = {
  name: 'Account: logged out',
  globals: desktop,
  args: { account: { status: 'anonymous', onLogIn: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    if (args.account?.status === 'anonymous') {
      await expect(args.account.onLogIn).toHaveBeenCalledTimes(1);
    }
    releaseFocus();
  },
};

export const AccountPendingKeepsItsPlace: Story = {
  name: 'Account: loading',
  globals: desktop,
  args: { account: { status: 'pending' } },
  play: async ({ canvasElement }) => {
    // Nothing to press or read yet; the space is held so the bar does not move.
    await expect(within(canvasElement).queryByRole('button', { name: 'Log in' })).toBeNull();
    await expect(within(canvasElement).getByText('Log in')).not.toBeVisible();
  },
};

export const AccountSignedInShowsPointsAndLogOut: Story = {
  name: 'Account: signed in',
  globals: desktop,
  args: { account: signedIn },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'ana 140 points' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Signed in as ana@example.com')).toBeVisible();
    await expect(canvas.getByText('140 points · Level 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(signedIn.onLogOut).toHaveBeenCalledTimes(1);
    // Escape closes the panel and gives the focus back.
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
    releaseFocus();
  },
};

export const AccountLoggingOut: Story = {
  name: 'Account: logging out',
  globals: desktop,
  args: { account: { ...signedIn, isLoggingOut: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ana 140 points' }));
    await expect(canvas.getByRole('button', { name: 'Logging out...' })).toBeDisabled();
  },
};

export const AccountIsInTheDrawerOnPhones: Story = {
  name: 'Account on a phone',
  globals: mobile,
  args: { account: signedIn },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'ana 140 points' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
  },
};
