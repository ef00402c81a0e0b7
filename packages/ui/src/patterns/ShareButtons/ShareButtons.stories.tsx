import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { SHARE_WINDOW_FEATURES, ShareButtons } from './ShareButtons.tsx';

const url = 'https://cabo.example/adventures/luxury-sailing';

const meta = {
  title: 'Patterns/ShareButtons',
  tags: ['autodocs'],
  component: ShareButtons,
  args: {
    title: 'Share This Adventure',
    url,
    text: 'Luxury Sailing',
    onShare: fn(),
  },
  // No real window: the story checks what would have opened.
  beforeEach: () => {
    const open = spyOn(window, 'open').mockImplementation(() => null);
    return () => open.mockRestore();
  },
} satisfies Meta<typeof ShareButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourNetworks: Story = {
  name: 'Four networks',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Share This Adventure' })).toBeVisible();
    await expect(canvas.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'WhatsApp',
      'Facebook',
      'Twitter',
      'Pinterest',
    ]);
  },
};

export const EachOpensA600x400Window: Story = {
  name: 'Share window',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const expected = [
      ['WhatsApp', `https://wa.me/?text=${encodeURIComponent(`Luxury Sailing ${url}`)}`],
      ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`],
      [
        'Twitter',
        `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=Luxury%20Sailing`,
      ],
      [
        'Pinterest',
        `https://www.pinterest.com/pin/create/button/?url=${encodeURIComponent(url)}&description=Luxury%20Sailing`,
      ],
    ] as const;
    for (const [label, href] of expected) {
      await userEvent.click(
        canvas.getByRole('button', { name: `Share on ${label} (opens a new window)` }),
      );
      await expect(window.open).toHaveBeenLastCalledWith(href, '_blank', SHARE_WINDOW_FEATURES);
    }
    await expect(SHARE_WINDOW_FEATURES).toContain('width=600,height=400');
    await expect(args.onShare).toHaveBeenNthCalledWith(1, 'whatsapp');
    await expect(args.onShare).toHaveBeenNthCalledWith(4, 'pinterest');
  },
};

export const WithANoteOnPhone: Story = {
  name: 'With a note, on a phone',
  args: { title: 'Share This Villa', note: 'Log in to earn 10 points for each share.' },
  globals: mobile,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Log in to earn 10 points for each share.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /WhatsApp/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onShare).toHaveBeenCalledWith('whatsapp');
  },
};
