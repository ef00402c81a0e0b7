import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  listingPictures,
  mobile,
  navigate,
  showsCardCover,
  releaseFocus,
  sampleImage,
  withRouter,
} from '../../common/storyFixtures.tsx';
import { BlogCard } from './BlogCard.tsx';

const meta = {
  title: 'Patterns/BlogCard',
  tags: ['autodocs'],
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
    // The whole excerpt, not two lines.
    const excerpt = canvas.getByText(/From sunset cruises/);
    await expect(getComputedStyle(excerpt).webkitLineClamp).toBe('none');
  },
};

export const MobileWidth: Story = {
  name: 'On a phone',
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
  play: showsCardCover(),
};

export const WithPictureOnPhone: Story = {
  name: 'With a picture, on a phone',
  args: { post: { ...meta.args.post, pictures: listingPictures } },
  globals: mobile,
  play: showsCardCover(),
};
