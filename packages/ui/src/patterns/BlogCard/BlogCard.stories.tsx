import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  expectPictureShown,
  listingPictures,
  mobile,
  navigate,
  releaseFocus,
  sampleImage,
  withRouter,
} from '../../common/storyFixtures.tsx';
import { BlogCard } from './BlogCard.tsx';

const meta = {
  title: 'Patterns/BlogCard',
  component: BlogCard,
  decorators: [
    withRouter,
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    post: {
      slug: 'luxury-yacht-charters-guide',
      title: 'The Complete Guide to Luxury Yacht Charters',
      excerpt:
        'From sunset cruises past the Arch to full-day trips to Santa María bay: how to choose a boat, a crew and the right season.',
      imageUrl: sampleImage('yacht', '#D7ECEE'),
      category: 'Luxury Travel',
      author: 'Marisol Vega',
      date: '2025-03-02',
      readTime: '7 min read',
    },
  },
} satisfies Meta<typeof BlogCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Mar 2, 2025')).toHaveAttribute('datetime', '2025-03-02');
    await expect(canvas.getByText('7 min read')).toBeVisible();
    await expect(canvas.getByText('Luxury Travel')).toBeVisible();
    await expect(canvas.getByText('Marisol Vega')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'The Complete Guide to Luxury Yacht Charters' });
    await expect(link).toHaveAttribute('href', '/blog/luxury-yacht-charters-guide');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/blog/luxury-yacht-charters-guide');
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'lazy');
    releaseFocus();
  },
};

export const Featured: Story = {
  args: { variant: 'featured', headingLevel: 2, eager: true },
  decorators: [
    (Story) => (
      <div style={{ width: 900, maxWidth: 'none' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'The Complete Guide to Luxury Yacht Charters',
    );
    await expect(canvas.getByText('7 min read')).toBeVisible();
    await expect(canvas.getByText('Luxury Travel')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'eager');
  },
};

export const MobileWidth: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const excerpt = within(canvasElement).getByText(/From sunset cruises/);
    // Two lines at most (docs/catalogue.md): clamped with an ellipsis.
    await expect(getComputedStyle(excerpt).webkitLineClamp).toBe('2');
  },
};

/** With pictures of its own (docs/media.md): the cover, responsive, instead of the art. */
export const WithPicture: Story = {
  args: { post: { ...meta.args.post, pictures: listingPictures } },
  play: async ({ canvasElement }) => {
    const img = await expectPictureShown(
      canvasElement,
      listingPictures[0]!,
      '(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw',
    );
    // The card's heading names it: the photo is not announced again.
    await expect(img).toHaveAttribute('alt', '');
    await expect(canvasElement.querySelectorAll('picture')).toHaveLength(1);
  },
};

export const WithPictureOnPhone: Story = {
  args: { post: { ...meta.args.post, pictures: listingPictures } },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expectPictureShown(
      canvasElement,
      listingPictures[0]!,
      '(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw',
    );
  },
};
