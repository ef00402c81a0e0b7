import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueResorts } from '@cabo/data';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  listingPictures,
  mobile,
  navigate,
  showsCardCover,
  withRouter,
} from '../../common/storyFixtures.tsx';
import { ResortCard } from './ResortCard.tsx';

const resorts = catalogueResorts();
const casaDorada = resorts.find((r) => r.id === 2)!;
const waldorf = resorts.find((r) => r.id === 1)!;

const meta = {
  title: 'Patterns/ResortCard',
  tags: ['autodocs'],
  component: ResortCard,
  decorators: [withRouter, (Story) => <div style={{ width: 360 }}>{Story()}</div>],
  args: {
    resort: casaDorada,
    href: '/resorts/casa-dorada-los-cabos-resort-spa',
    onInquire: fn(),
  },
} satisfies Meta<typeof ResortCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Beachfront: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Beachfront')).toBeVisible();
    await expect(canvas.queryByText('Oceanfront')).toBeNull();
    // The mean and count of its stored reviews (docs/catalogue.md, "Ratings and reviews").
    await expect(
      canvas.getByRole('img', { name: `Rated ${casaDorada.rating} out of 5` }),
    ).toBeVisible();
    await expect(canvas.getByText(casaDorada.rating!.toFixed(1))).toBeVisible();
    await expect(canvas.getByText(`(${casaDorada.reviewCount} reviews)`)).toBeVisible();
    await expect(canvas.getByText('CABO SAN LUCAS')).toBeVisible();
    await expect(canvas.getByText('$$$$', { exact: true })).toBeVisible();
    await expect(canvas.getByText('avg/night')).toBeVisible();
    // The description is cut to two lines.
    const description = canvas.getByText(/An all-suite resort on Médano Beach/);
    const lineHeight = parseFloat(getComputedStyle(description).lineHeight);
    await expect(description.getBoundingClientRect().height).toBeLessThanOrEqual(
      lineHeight * 2 + 1,
    );
    await userEvent.click(
      canvas.getByRole('button', { name: 'Inquire Now about Casa Dorada Los Cabos Resort & Spa' }),
    );
    await expect(args.onInquire).toHaveBeenCalledTimes(1);
  },
};

/** No published reviews: no stars and no count, rather than a made-up figure. */
export const WithoutReviews: Story = {
  name: 'Without reviews',
  args: { resort: { ...casaDorada, rating: undefined, reviewCount: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img', { name: /^Rated/ })).toBeNull();
    await expect(canvas.queryByText(/reviews?\)/)).toBeNull();
    await expect(canvas.getByText('CABO SAN LUCAS')).toBeVisible();
  },
};

export const OceanfrontLinksToItsPage: Story = {
  name: 'Oceanfront',
  args: { resort: waldorf, href: '/resorts/waldorf-astoria-los-cabos-pedregal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Oceanfront')).toBeVisible();
    await expect(canvas.getByText(waldorf.rating!.toFixed(1))).toBeVisible();
    await expect(canvas.getByText('$$$$$', { exact: true })).toBeVisible();
    // Staff set a "from" price for it (docs/stays.md, "True totals").
    await expect(canvas.getByText(/^from/)).toHaveTextContent('from $1,450 / night');
    await expect(canvas.queryByText('avg/night')).toBeNull();
    const link = canvas.getByRole('link', { name: 'Waldorf Astoria Los Cabos Pedregal' });
    await userEvent.click(link);
    await expect(navigate).toHaveBeenLastCalledWith('/resorts/waldorf-astoria-los-cabos-pedregal');
  },
};

/** No "from" price set: the price level alone, no figure made up. */
export const WithoutFromPrice: Story = {
  name: 'Without a from price',
  args: { resort: { ...casaDorada, fromNightlyPrice: undefined } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('avg/night')).toBeVisible();
    await expect(canvas.queryByText(/^from/)).toBeNull();
  },
};

/** A "from" price on a phone: it fits beside the button. */
export const FromPriceOnPhone: Story = {
  name: 'From price, on a phone',
  globals: mobile,
  args: { resort: { ...casaDorada, fromNightlyPrice: '420' } },
  decorators: [(Story) => <div style={{ width: 340 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^from/)).toHaveTextContent('from $420 / night');
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: mobile,
  decorators: [(Story) => <div style={{ width: 340 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Inquire Now/ })).toBeVisible();
  },
};

/** With pictures of its own (docs/media.md): the cover, responsive, instead of the art. */
export const WithPicture: Story = {
  args: { resort: { ...casaDorada, pictures: listingPictures } },
  play: showsCardCover(),
};

export const WithPictureOnPhone: Story = {
  name: 'With a picture, on a phone',
  args: { resort: { ...casaDorada, pictures: listingPictures } },
  globals: mobile,
  play: showsCardCover(),
};
