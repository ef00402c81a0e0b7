import type { Meta, StoryObj } from '@storybook/react-vite';
import { pricingSettingsSeed } from '@cabo/data/pricing';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { PricingSettingsForm, type PricingSettingsFormProps } from './PricingSettingsForm.tsx';

type Submit = PricingSettingsFormProps['onSubmit'];

const meta = {
  title: 'Patterns/PricingSettingsForm',
  tags: ['autodocs'],
  component: PricingSettingsForm,
  args: {
    settings: pricingSettingsSeed,
    // A fixed day, so the rate's calendar is the same in every run.
    lastRateDate: '2026-11-27',
    onSubmit: fn<Submit>(async () => {}).mockName('onSubmit'),
  },
} satisfies Meta<typeof PricingSettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('textbox', { name });
const save = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Save pricing' }));

/** The stored settings, each with what it applies to; a save sends them all. */
export const Stored: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(field(canvasElement, 'Service fee (%)')).toHaveValue('12');
    await expect(field(canvasElement, 'IVA (%)')).toHaveValue('16');
    await expect(field(canvasElement, 'Lodging tax (%)')).toHaveValue('5');
    await expect(field(canvasElement, 'Deposit (%)')).toHaveValue('30');
    await expect(field(canvasElement, 'Exchange rate (MXN per USD)')).toHaveValue('18.35');
    await expect(canvas.getByText('Baja California Sur’s lodging tax, on the rent.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Nov 2, 2026/ })).toBeVisible();
    const tax = field(canvasElement, 'Lodging tax (%)');
    await userEvent.clear(tax);
    await userEvent.type(tax, '4.5');
    await save(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { ...pricingSettingsSeed, lodgingTaxPercent: 4.5 },
      expect.anything(),
    );
  },
};

/** Terms too short and no rate: the contract's messages under the fields, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getByRole('textbox', { name: 'Cancellation terms' });
    await userEvent.clear(terms);
    await userEvent.type(terms, 'None.');
    await userEvent.clear(field(canvasElement, 'Exchange rate (MXN per USD)'));
    await save(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByText('Write the cancellation terms (at least 20 characters)'),
      ).toBeVisible(),
    );
    await expect(
      canvas.getByText('The exchange rate is pesos per dollar, e.g. 18.25'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the rate's date: its message lands under the field, the values stay. */
export const ServerRefusesTheDate: Story = {
  name: 'Date refused by the server',
  args: {
    onSubmit: fn<Submit>(async (_values, context) => {
      context.setFieldError('mxnRateDate', "The rate's date cannot be after today (Cabo's date)");
      throw new Error('400');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await save(canvasElement);
    await waitFor(() =>
      expect(canvas.getByText("The rate's date cannot be after today (Cabo's date)")).toBeVisible(),
    );
    await expect(field(canvasElement, 'IVA (%)')).toHaveValue('16');
  },
};

export const Phone: Story = {
  name: 'On a phone',
  ...Stored,
  globals: mobile,
};
