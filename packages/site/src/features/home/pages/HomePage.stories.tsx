import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  mockBlogPosts,
  mockVillas,
  villasError,
  villasSlow,
} from '../../../../../../mocks/handlers/index.ts';
import { withSiteProviders } from '../../../app/storyProviders.tsx';
import HomePage from './HomePage.tsx';

const meta = {
  title: 'Site/HomePage',
  component: HomePage,
  decorators: [withSiteProviders],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Discover the Magic of Cabo',
    );
    for (const name of [
      'Explore Cabo',
      'Featured Luxury Villas',
      'Luxury Concierge Services',
      'Latest from Our Blog',
      '2025 Restaurant Guide',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const villas = await canvas.findAllByRole('link', { name: mockVillas[0]?.name });
    await expect(villas[0]).toHaveAttribute('href', expect.stringMatching(/^\/villas\/villa-/));
    // Six villas featured (the first of the list), the rest a link away.
    const featured = within(canvas.getByRole('region', { name: 'Featured Luxury Villas' }));
    await expect(await featured.findAllByRole('article')).toHaveLength(6);
    await expect(featured.getByRole('link', { name: 'View all villas' })).toHaveAttribute(
      'href',
      '/villas',
    );
    const posts = within(canvas.getByRole('region', { name: 'Latest from Our Blog' }));
    await expect(await posts.findAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: /Learn More/ })).toHaveAttribute(
      'href',
      '/concierge',
    );
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await expect(video.muted).toBe(true);
    await expect(video.loop).toBe(true);
    await expect(video).toHaveAttribute('poster', '/media/cabo-waves-poster.jpg');
    // The test browser asks for reduced motion: the video does not start itself.
    await expect(video.paused).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Play video' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'iphone14' } },
  play: async ({ canvasElement }) => {
    const posts = within(canvasElement).getByRole('region', { name: 'Latest from Our Blog' });
    await within(posts).findAllByRole('article');
    const cards = within(posts).getAllByRole('article', { hidden: true });
    await expect(cards).toHaveLength(3);
    // Spec 2.5: the third post is hidden on small screens.
    await expect(cards[2]).not.toBeVisible();
    await expect(within(posts).getByText(mockBlogPosts[0]?.title ?? '')).toBeVisible();
  },
};

export const GuideButtonOpensTheDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Get Your Free Guide' }),
    );
    // The dialog's code loads on first use: allow for a slow machine.
    await expect(
      await within(document.body).findByRole(
        'dialog',
        { name: 'Download Your Free Cabo Guide' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
};

export const VillasLoading: Story = {
  parameters: { msw: { handlers: { villas: villasSlow } } },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('region', { name: 'Featured villas' });
    await expect(row.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await expect(row.querySelectorAll('[data-skeleton]')).toHaveLength(4);
  },
};

export const VillasError: Story = {
  parameters: { msw: { handlers: { villas: villasError } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Unable to load villas');
    await expect(alert).toHaveTextContent(
      "We're experiencing technical difficulties. Please try again later.",
    );
  },
};
