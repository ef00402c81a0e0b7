import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { navigate, withRouter } from '../../common/storyFixtures.tsx';
import { Link } from './Link.tsx';

const meta = {
  title: 'Components/Link',
  tags: ['autodocs'],
  component: Link,
  args: { href: '#blog', children: 'Back to Blog' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Read our <Link {...args}>local tips</Link> before you fly.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'local tips' });
    await expect(link).toHaveAttribute('href', '#blog');
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back to Blog' });
    // Underlined on hover only: a native CSS state, checked with a real mouse in
    // e2e/navigation.spec.ts (the stories' simulated pointer cannot hover).
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
  },
};

export const LooksLikeAButton: Story = {
  name: 'Styled as a button',
  args: { variant: 'button', href: '#concierge', children: 'Learn More' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Learn More' })).toHaveAttribute(
      'href',
      '#concierge',
    );
  },
};

export const KeyboardFocus: Story = {
  name: 'Focused by keyboard',
  args: { variant: 'standalone', onClick: fn(), href: '/blog', children: 'Blog' },
  decorators: [withRouter],
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Blog' });
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineWidth).toBe('3px');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // The app's router takes the navigation: the page is not reloaded.
    await expect(navigate).toHaveBeenCalledWith('/blog');
  },
};

export const External: Story = {
  name: 'Opens in a new tab',
  args: { href: 'https://www.instagram.com/', isExternal: true, children: 'Instagram' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Instagram (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
