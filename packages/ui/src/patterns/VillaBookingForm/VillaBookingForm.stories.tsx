import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile, storyFrame } from '../../common/storyFixtures.tsx';
import { VillaBookingForm, type VillaBookingFormProps } from './VillaBookingForm.tsx';
import { pricingSettingsSeed } from '@cabo/data/pricing';

type Submit = VillaBookingFormProps['onSubmit'];

// A fixed future month, so the calendars and screenshots are the same every day.
const FIRST = '2030-05-01';
const filled = {
  contactPhone: '+52 624 555 0101',
  contactEmail: 'ana@example.com',
};

const meta = {
  title: 'Patterns/VillaBookingForm',
  tags: ['autodocs'],
  component: VillaBookingForm,
  decorators: [
    storyFrame({ minHeight: 760 }),
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    villaName: 'Villa Bellissima',
    pricePerNight: '3850',
    cleaningFee: '450',
    pricing: pricingSettingsSeed,
    maxGuests: 14,
    firstDate: FIRST,
    signedIn: true,
    onSubmit: fn<Submit>(async () => ({})),
  },
} satisfies Meta<typeof VillaBookingForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const submit = (canvas: ReturnType<typeof within>) =>
  userEvent.click(canvas.getByRole('button', { name: 'Request to Book' }));

export const EmptySubmitShowsEveryMessage: Story = {
  name: 'Sent empty: every error',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$3,850')).toBeVisible();
    await expect(canvas.getByLabelText(/Number of Guests/)).toHaveValue(1);
    await submit(canvas);
    for (const message of [
      'Check-in date is required',
      'Check-out date is required',
      'Valid phone number is required',
      'Valid email is required',
    ]) {
      await waitFor(() => expect(canvas.getByText(message)).toBeVisible());
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('definition')).toBeNull();
  },
};

/** Without dates there is no night to price: no summary, no terms yet, only the rate. */
export const NoDates: Story = {
  name: 'No dates yet',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$3,850')).toBeVisible();
    await expect(canvas.queryByLabelText('Price summary')).toBeNull();
    await expect(canvas.queryByText(/MX\$/)).toBeNull();
    await expect(canvas.queryByText(/Cancellation terms/)).toBeNull();
  },
};

const terms = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByLabelText('Price summary'))
    .getAllByRole('term')
    .map((term) => term.textContent);
const amounts = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByLabelText('Price summary'))
    .getAllByRole('definition')
    .map((d) => d.textContent);

/** The summary's lines after the nights, the same for every stay (docs/stays.md). */
const feeTerms = [
  'Cleaning fee',
  'Service fee (12%)',
  'IVA (16%)',
  'Lodging tax (5%)',
  'Total (USD)',
  'Deposit due at confirmation (30%)',
  'Balance',
];

/**
 * Three nights at one rate (docs/stays.md, "True totals"): 3 × $3,850 = $11,550, cleaning
 * $450, 12% service fee on the rent $1,386, IVA 16% on all three $2,141.76, lodging tax 5% on
 * the rent $577.50: $16,105.26; 30% deposit $4,831.58, balance $11,273.68.
 */
export const PriceSummary: Story = {
  name: 'Price summary',
  args: { defaultValues: { startDate: '2030-05-01', endDate: '2030-05-04' } },
  play: async ({ canvasElement }) => {
    await expect(terms(canvasElement)).toEqual(['3 nights × $3,850', ...feeTerms]);
    await expect(amounts(canvasElement)).toEqual([
      '$11,550.00',
      '$450.00',
      '$1,386.00',
      '$2,141.76',
      '$577.50',
      '$16,105.26',
      '$4,831.58',
      '$11,273.68',
    ]);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('≈ MX$295,532 at 18.35 MXN per USD (rate of Nov 2, 2026)'),
    ).toBeVisible();
    await expect(canvas.getByText(/Cancel up to 30 days before check-in/)).toBeVisible();
  },
};

/**
 * The peso equivalent and the terms follow what staff set: another rate on another day, a
 * half deposit and their own terms; a villa without a cleaning fee shows no such line.
 */
export const PesosAtTheStaffRate: Story = {
  name: 'Total in pesos',
  args: {
    cleaningFee: '0',
    pricing: {
      ...pricingSettingsSeed,
      mxnPerUsd: 17.5,
      mxnRateDate: '2026-10-15',
      depositPercent: 50,
      cancellationTerms: 'The deposit is not refundable; the balance is due on arrival.',
    },
    defaultValues: { startDate: '2030-05-01', endDate: '2030-05-02' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(terms(canvasElement)).not.toContain('Cleaning fee');
    // $3,850 + $462 + IVA $689.92 + lodging $192.50 = $5,194.42; × 17.5 = MX$90,902.35.
    await expect(amounts(canvasElement)).toContain('$5,194.42');
    await expect(
      canvas.getByText('≈ MX$90,902 at 17.5 MXN per USD (rate of Oct 15, 2026)'),
    ).toBeVisible();
    await expect(canvas.getByText('Deposit due at confirmation (50%)')).toBeVisible();
    await expect(amounts(canvasElement)).toContain('$2,597.21');
    await expect(
      canvas.getByText('The deposit is not refundable; the balance is due on arrival.'),
    ).toBeVisible();
  },
};

export const SubmitsTheParsedValues: Story = {
  name: 'Filled in and sent',
  args: { defaultValues: { startDate: '2030-05-01', endDate: '2030-05-04' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const guests = canvas.getByLabelText(/Number of Guests/);
    await userEvent.clear(guests);
    await userEvent.type(guests, '6');
    await userEvent.type(canvas.getByLabelText(/Phone Number/), filled.contactPhone);
    await userEvent.type(canvas.getByLabelText(/Email/), filled.contactEmail);
    await userEvent.type(canvas.getByLabelText('Special Requests'), 'Late arrival');
    await submit(canvas);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          startDate: '2030-05-01',
          endDate: '2030-05-04',
          guests: '6',
          ...filled,
          specialRequests: 'Late arrival',
        },
        expect.anything(),
      ),
    );
    // Success resets the form to its starting values.
    await waitFor(() => expect(canvas.getByLabelText(/Phone Number/)).toHaveValue(''));
  },
};

/** Check-out on or before check-in is refused in the browser; nothing is sent. */
export const CheckOutBeforeCheckIn: Story = {
  name: 'Check-out before check-in',
  args: { defaultValues: { startDate: '2030-05-04', endDate: '2030-05-02', ...filled } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Price summary')).toBeNull();
    await submit(canvas);
    await waitFor(() =>
      expect(canvas.getByText('Check-out date must be after check-in date')).toBeVisible(),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooManyGuests: Story = {
  name: 'Too many guests',
  args: { defaultValues: { startDate: '2030-05-01', endDate: '2030-05-03', ...filled } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Up to 14 guests')).toBeVisible();
    const guests = canvas.getByLabelText(/Number of Guests/);
    await userEvent.clear(guests);
    await userEvent.type(guests, '15');
    await submit(canvas);
    await waitFor(() =>
      expect(canvas.getByText('This villa welcomes at most 14 guests')).toBeVisible(),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Held nights (May 10-13, check-out May 14) are greyed out and cannot be picked. */
export const UnavailableDatesGreyedOut: Story = {
  name: 'Held nights greyed out',
  args: { unavailable: [{ start: '2030-05-10', end: '2030-05-14' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Greyed-out dates are already booked.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Select date Check-in/ }));
    const calendar = await screen().findByRole('dialog', { name: 'Check-in' });
    const cell = (day: number) =>
      within(calendar).getByRole('button', { name: new RegExp(`May ${day}, 2030`) });
    for (const day of [10, 11, 12, 13]) {
      await expect(cell(day)).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(cell(9)).not.toHaveAttribute('aria-disabled');
    // The morning the guests before leave is free to check in.
    await expect(cell(14)).not.toHaveAttribute('aria-disabled');
    await userEvent.click(cell(12));
    await expect(calendar).toBeVisible();
    await userEvent.click(cell(7));
    await waitFor(() => expect(canvas.getByRole('button', { name: /May 7, 2030/ })).toBeVisible());
    // From May 7 the stay can end on May 10 at the latest.
    await userEvent.click(canvas.getByRole('button', { name: /Select date Check-out/ }));
    const checkOut = await screen().findByRole('dialog', { name: 'Check-out' });
    const out = (day: number) =>
      within(checkOut).getByRole('button', { name: new RegExp(`May ${day}, 2030`) });
    await expect(out(10)).not.toHaveAttribute('aria-disabled');
    await expect(out(11)).toHaveAttribute('aria-disabled', 'true');
    await expect(out(20)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

/** Signed out: the log-in message shows; a submit is refused before any call, values kept. */
export const SignedOut: Story = {
  name: 'Logged out',
  args: {
    signedIn: false,
    defaultValues: { startDate: '2030-05-01', endDate: '2030-05-04', ...filled },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please log in to make a booking')).toBeVisible();
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please log in to make a booking',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(/Email/)).toHaveValue(filled.contactEmail);
  },
};

/** Signed out with a valid card: the press asks for a log-in, then sends what was typed. */
export const SignedOutLogsInThenSends: Story = {
  name: 'Logged out: log in, then send',
  args: {
    signedIn: false,
    defaultValues: { startDate: '2030-05-01', endDate: '2030-05-04', ...filled },
    onLoginRequired: fn(() => Promise.resolve(true)),
  },
  play: async ({ canvasElement, args }) => {
    await submit(within(canvasElement));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onLoginRequired).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        startDate: '2030-05-01',
        endDate: '2030-05-04',
        contactEmail: filled.contactEmail,
      }),
      expect.anything(),
    );
  },
};

/** Signed out, the log-in dialog closed instead: nothing sent, the values stay. */
export const SignedOutDeclinesTheLogIn: Story = {
  name: 'Logged out: log in declined',
  args: {
    signedIn: false,
    defaultValues: { startDate: '2030-05-01', endDate: '2030-05-04', ...filled },
    onLoginRequired: fn(() => Promise.resolve(false)),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please log in to make a booking',
    );
    await expect(args.onLoginRequired).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(/Email/)).toHaveValue(filled.contactEmail);
  },
};

export const Submitting: Story = {
  name: 'Sending',
  args: {
    defaultValues: { startDate: '2030-05-01', endDate: '2030-05-04', ...filled },
    onSubmit: fn<Submit>(() => new Promise<never>(() => {})),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvas);
    await expect(await canvas.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  },
};

/** The server put a message on a field (400): it shows there and the values stay. */
export const ServerFieldError: Story = {
  name: 'Server error on a field',
  args: {
    defaultValues: { startDate: '2030-05-01', endDate: '2030-05-04', ...filled },
    onSubmit: fn<Submit>(async (_values, context) => {
      context.setFieldError('guests', 'This villa welcomes at most 8 guests');
      throw new Error('400');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvas);
    await waitFor(() =>
      expect(canvas.getByText('This villa welcomes at most 8 guests')).toBeVisible(),
    );
    await expect(canvas.getByLabelText(/Phone Number/)).toHaveValue(filled.contactPhone);
  },
};

const seasonRates = [
  // Over before the first bookable day: not listed.
  { name: 'Spring break', start: '2030-03-09', end: '2030-03-23', pricePerNight: '4100' },
  { name: 'Holidays', start: '2030-12-20', end: '2031-01-02', pricePerNight: '5200' },
  { name: 'Whale season', start: '2030-05-03', end: '2030-05-09', pricePerNight: '4400' },
];

/**
 * A stay crossing into a season (docs/stays.md, "Season rates"): May 1 and 2 at the villa's
 * $3,850, May 3-5 at the season's $4,400: rent $20,900, cleaning $450, fee $2,508, IVA
 * $3,817.28, lodging tax $1,045: $28,720.28. The seasons still to come are listed under the rate.
 */
export const StayCrossingASeason: Story = {
  name: 'Stay across two seasons',
  args: {
    seasonRates,
    defaultValues: { startDate: '2030-05-01', endDate: '2030-05-06' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rates = within(canvas.getByRole('list', { name: 'Season rates' }));
    const items = rates.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Whale seasonMay 3 – May 9, 2030$4,400 / night',
      'HolidaysDec 20, 2030 – Jan 2, 2031$5,200 / night',
    ]);
    await expect(rates.getByText('May 3 – May 9, 2030')).toBeVisible();
    await expect(terms(canvasElement)).toEqual([
      '2 nights × $3,850',
      '3 nights × $4,400 · Whale season',
      ...feeTerms,
    ]);
    await expect(amounts(canvasElement)).toEqual([
      '$7,700.00',
      '$13,200.00',
      '$450.00',
      '$2,508.00',
      '$3,817.28',
      '$1,045.00',
      '$28,720.28',
      '$8,616.08',
      '$20,104.20',
    ]);
  },
};

/** The same stay at phone width: the season lines and the rates list wrap in the card. */
export const StayCrossingASeasonOnPhone: Story = {
  name: 'Stay across two seasons, on a phone',
  ...StayCrossingASeason,
  globals: mobile,
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: mobile,
  args: { defaultValues: { startDate: '2030-05-01', endDate: '2030-05-02' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 night × $3,850')).toBeVisible();
  },
};
