import type { Meta, StoryObj } from '@storybook/react-vite';
import { villaPriceSummary } from '@cabo/contract';
import { pricingSettingsSeed } from '@cabo/data/pricing';
import { expect, within } from 'storybook/test';
import {
  listingPictures,
  mobile,
  sampleImage,
  showsCardCover,
  withRouter,
} from '../../common/storyFixtures.tsx';
import { VillaCard } from './VillaCard.tsx';

const meta = {
  title: 'Patterns/VillaCard',
  tags: ['autodocs'],
  component: VillaCard,
  decorators: [withRouter],
  args: {
    href: '/villas/villa-bellissima',
    villa: {
      name: 'Villa Bellissima',
      location: 'Pedregal, Cabo San Lucas',
      imageUrl: sampleImage('villa', '#F6EFE3'),
      bedrooms: 6,
      maxGuests: 14,
      pricePerNight: '3850',
    },
  },
} satisfies Meta<typeof VillaCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { villa: { ...meta.args.villa, rating: 4.7 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Villa Bellissima' });
    await expect(link).toHaveAttribute('href', '/villas/villa-bellissima');
    await expect(canvas.getByText('Rated 4.7 out of 5')).toBeInTheDocument();
    await expect(canvasElement.querySelector('p > [aria-hidden="true"]')).toHaveTextContent(
      '★ 4.7',
    );
    await expect(canvas.getByText('$ 3,850 per night')).toBeVisible();
    await expect(canvas.getByText('6 BR • Up to 14 guests')).toBeVisible();
    await expect(canvas.queryByText(/total for/)).toBeNull();
    // Villa cards are 300 px wide in the home row (docs/stays.md).
    await expect(canvas.getByRole('article').getBoundingClientRect().width).toBe(300);
    // The whole card opens the villa, its price too.
    const price = canvas.getByText('$ 3,850 per night').getBoundingClientRect();
    await expect(
      document.elementFromPoint(price.x + price.width / 2, price.y + price.height / 2),
    ).toBe(link);
  },
};

/** A villa without published reviews shows no rating (docs/stays.md). */
export const WithoutReviews: Story = {
  name: 'Without reviews',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/^Rated/)).toBeNull();
    await expect(canvas.queryByText('★')).toBeNull();
    await expect(canvas.getByText('$ 3,850 per night')).toBeVisible();
  },
};

const villaPricing = { pricePerNight: 3850, cleaningFee: '450' };
const threeNights = villaPriceSummary(
  '2026-05-01',
  '2026-05-04',
  villaPricing,
  pricingSettingsSeed,
);

/**
 * With dates chosen on the list: the stay's landed total (docs/stays.md, "True totals"), the
 * booking card's: rent, cleaning, service fee, IVA and lodging tax.
 */
export const WithDatesChosen: Story = {
  name: 'With dates chosen',
  args: {
    stay: { nights: threeNights.nights, totalCents: threeNights.totalCents, perNight: 3850 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // $11,550 + $450 + $1,386 + IVA $2,141.76 + lodging $577.50.
    await expect(canvas.getByText('$16,105.26 total for 3 nights')).toBeVisible();
    await expect(canvas.getByText('$ 3,850 per night')).toBeVisible();
  },
};

export const OneNight: Story = {
  name: 'One night',
  args: {
    stay: {
      nights: 1,
      totalCents: villaPriceSummary('2026-05-01', '2026-05-02', villaPricing, pricingSettingsSeed)
        .totalCents,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$5,716.42 total for 1 night')).toBeVisible();
  },
};

// Two nights before the holidays and two in them (docs/stays.md, "Season rates").
const intoTheHolidays = villaPriceSummary(
  '2030-12-18',
  '2030-12-22',
  {
    ...villaPricing,
    seasonRates: [
      { name: 'Holidays', start: '2030-12-20', end: '2031-01-02', pricePerNight: '5200' },
    ],
  },
  pricingSettingsSeed,
);

/**
 * Dates reaching into a season: the total prices each night at its rate, and the nightly
 * figure is the stay's average, marked as such.
 */
export const WithDatesInASeason: Story = {
  name: 'Dates in a season',
  args: {
    stay: {
      nights: intoTheHolidays.nights,
      totalCents: intoTheHolidays.totalCents,
      perNight: Math.round(intoTheHolidays.rentCents / 100 / intoTheHolidays.nights),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 2 × $3,850 + 2 × $5,200 = $18,100, with cleaning, fee and taxes.
    await expect(canvas.getByText('$24,942.52 total for 4 nights')).toBeVisible();
    await expect(canvas.getByText('$ 4,525 avg per night')).toBeVisible();
    await expect(canvas.queryByText('$ 3,850 per night')).toBeNull();
  },
};

/** In the villas list grid the card fills its cell. */
export const GridCell: Story = {
  name: 'In a grid',
  args: { layout: 'grid' },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article').getBoundingClientRect().width).toBe(
      360,
    );
  },
};

/** With pictures of its own (docs/media.md): the cover, responsive, in the home row's 300 px. */
export const WithPicture: Story = {
  args: { villa: { ...meta.args.villa, pictures: listingPictures } },
  play: showsCardCover('300px'),
};

/** The same in the villas list's grid, at phone width. */
export const WithPictureOnPhone: Story = {
  name: 'With a picture, on a phone',
  args: { villa: { ...meta.args.villa, pictures: listingPictures }, layout: 'grid' },
  globals: mobile,
  play: showsCardCover(),
};
