import type { Meta, StoryObj } from '@storybook/react-vite';
import { siteFiguresSeed } from '@cabo/data/landing';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SiteFiguresForm, type SiteFiguresFormProps } from './SiteFiguresForm.tsx';

type Submit = SiteFiguresFormProps['onSubmit'];

const meta = {
  title: 'Patterns/SiteFiguresForm',
  tags: ['autodocs'],
  component: SiteFiguresForm,
  args: {
    figures: siteFiguresSeed,
    onSubmit: fn<Submit>(async () => {}).mockName('onSubmit'),
  },
} satisfies Meta<typeof SiteFiguresForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('textbox', { name });
const save = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Save figures' }));

/** The stored figures, each with where the site shows it; a save sends them all. */
export const Stored: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(field(canvasElement, 'Travelers')).toHaveValue('227,000');
    await expect(field(canvasElement, 'Weddings planned')).toHaveValue('150');
    await expect(field(canvasElement, 'Owner satisfaction (%)')).toHaveValue('95');
    await expect(canvas.getByText('Shown as "N+": weddings page.')).toBeVisible();
    const weddings = field(canvasElement, 'Weddings planned');
    await userEvent.clear(weddings);
    await userEvent.type(weddings, '212');
    await save(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { ...siteFiguresSeed, weddings: 212 },
      expect.anything(),
    );
  },
};

/** A figure out of its bounds: the contract's message under it, nothing sent. */
export const OutOfBounds: Story = {
  name: 'Out of range',
  play: async ({ canvasElement, args }) => {
    const satisfaction = field(canvasElement, 'Owner satisfaction (%)');
    await userEvent.clear(satisfaction);
    await userEvent.type(satisfaction, '120');
    // React Aria clamps to the field's maximum when it loses focus.
    await userEvent.tab();
    await expect(satisfaction).toHaveValue('100');
    const weddings = field(canvasElement, 'Weddings planned');
    await userEvent.clear(weddings);
    await save(canvasElement);
    await waitFor(() =>
      expect(within(canvasElement).getByText('Weddings is a whole number')).toBeVisible(),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
