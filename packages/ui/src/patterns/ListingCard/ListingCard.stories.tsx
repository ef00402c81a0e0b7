import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../../components/Badge/index.ts';
import { Button } from '../../components/Button/index.ts';
import {
  listingPictures,
  mobile,
  navigate,
  showsCardCover,
  withRouter,
} from '../../common/storyFixtures.tsx';
import { cardDescription, cardPlace, cardPriceLevel, ListingCard } from './index.ts';

const onAction = fn();

const meta = {
  title: 'Patterns/ListingCard',
  tags: ['autodocs'],
  component: ListingCard,
  decorators: [withRouter, (Story) => <div style={{ width: 360 }}>{Story()}</div>],
  args: {
    title: 'Casa del Mar',
    href: '/resorts/casa-del-mar',
    media: { imageUrl: '/images/adventures/sunset-sailing.svg', width: 480, height: 320 },
  },
} satisfies Meta<typeof ListingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const title = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('link', { name: 'Casa del Mar' });

/** Only the cover and the title: the title's link covers the card. */
export const TitleOnly: Story = {
  name: 'Title only',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the heading names the card and links to its page', async () => {
      await expect(canvas.getByRole('heading', { level: 3, name: 'Casa del Mar' })).toBeVisible();
      await expect(title(canvas)).toHaveAttribute('href', '/resorts/casa-del-mar');
    });
    await step('the drawn art is decorative and loads lazily', async () => {
      const img = canvasElement.querySelector('img')!;
      await expect(img).toHaveAttribute('alt', '');
      await expect(img).toHaveAttribute('loading', 'lazy');
    });
    await step('a click on the link navigates in the app', async () => {
      navigate.mockClear();
      await userEvent.click(title(canvas));
      await expect(navigate).toHaveBeenCalledWith('/resorts/casa-del-mar');
    });
  },
};

/** Every slot filled: badge, eyebrow, meta, price and an action above the card's link. */
export const AllSlots: Story = {
  name: 'All slots',
  args: {
    eager: true,
    badge: <Badge tone="brand">Beachfront</Badge>,
    eyebrow: <p className={cardPlace}>Cabo San Lucas</p>,
    meta: (
      <p className={cardDescription}>
        An all-suite resort on Médano Beach with a spa, three pools and a view of the Arch from
        every balcony, a short walk from the marina and its restaurants.
      </p>
    ),
    price: <p className={cardPriceLevel}>$$$$</p>,
    actions: (
      <Button size="sm" onPress={onAction} aria-label="Inquire Now about Casa del Mar">
        Inquire Now
      </Button>
    ),
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('each slot shows', async () => {
      await expect(canvas.getByText('Beachfront')).toBeVisible();
      await expect(canvas.getByText('Cabo San Lucas')).toBeVisible();
      await expect(canvas.getByText('$$$$')).toBeVisible();
      await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'eager');
    });
    await step('the description is cut to two lines', async () => {
      const description = canvas.getByText(/An all-suite resort/);
      const lineHeight = parseFloat(getComputedStyle(description).lineHeight);
      await expect(description.getBoundingClientRect().height).toBeLessThanOrEqual(
        lineHeight * 2 + 1,
      );
    });
    await step('the action gets its own click, not the card link', async () => {
      onAction.mockClear();
      navigate.mockClear();
      await userEvent.click(canvas.getByRole('button', { name: 'Inquire Now about Casa del Mar' }));
      await expect(onAction).toHaveBeenCalledTimes(1);
      await expect(navigate).not.toHaveBeenCalled();
    });
  },
};

/** The listing's own picture: AVIF, WebP and JPEG at the widths the grid needs. */
export const WithPicture: Story = {
  name: 'With a picture',
  args: {
    media: { ...meta.args.media, pictures: listingPictures },
    eyebrow: <p className={cardPlace}>Cabo San Lucas</p>,
  },
  play: showsCardCover(),
};

/** A row card of the home page: 300 px wide, the tight spacing, heading level 2. */
export const Scroller: Story = {
  name: 'In a scrolling row',
  decorators: [(Story) => <div style={{ display: 'flex', width: 700 }}>{Story()}</div>],
  args: {
    layout: 'scroller',
    density: 'tight',
    headingLevel: 2,
    eyebrow: <p className={cardPlace}>San José del Cabo</p>,
    price: <p className={cardPriceLevel}>$ 1,200 per night</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Casa del Mar' })).toBeVisible();
    await expect(canvasElement.querySelector('article')!.getBoundingClientRect().width).toBe(300);
    // Without actions the footer stays under the card's link: the price opens the listing too.
    const price = canvas.getByText('$ 1,200 per night').getBoundingClientRect();
    await expect(
      document.elementFromPoint(price.x + price.width / 2, price.y + price.height / 2),
    ).toBe(title(canvas));
  },
};

/** The featured post: the picture beside the text from md, the title larger. */
export const Featured: Story = {
  decorators: [(Story) => <div style={{ width: 900 }}>{Story()}</div>],
  args: {
    layout: 'featured',
    headingLevel: 2,
    eyebrow: <p className={cardPlace}>Travel tips</p>,
    meta: <p>Hidden beaches, yacht days and the tables locals book.</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Casa del Mar' });
    const img = canvasElement.querySelector('img')!;
    // Side by side: the text starts right of the picture.
    await expect(heading.getBoundingClientRect().left).toBeGreaterThan(
      img.getBoundingClientRect().right - 1,
    );
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  globals: mobile,
  decorators: [(Story) => <div style={{ width: '100%' }}>{Story()}</div>],
  args: AllSlots.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(title(canvas)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Inquire Now about Casa del Mar' }),
    ).toBeVisible();
  },
};

export const FeaturedOnAPhone: Story = {
  name: 'Featured on a phone',
  globals: mobile,
  decorators: [(Story) => <div style={{ width: '100%' }}>{Story()}</div>],
  args: Featured.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Casa del Mar' });
    const img = canvasElement.querySelector('img')!;
    // Stacked: the text below the picture.
    await expect(heading.getBoundingClientRect().top).toBeGreaterThan(
      img.getBoundingClientRect().bottom - 1,
    );
  },
};
