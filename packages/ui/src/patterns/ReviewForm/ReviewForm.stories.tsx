import { reviewMessages } from '@cabo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReviewForm, type ReviewFormProps } from './ReviewForm.tsx';

type Submit = ReviewFormProps['onSubmit'];

const meta = {
  title: 'Patterns/ReviewForm',
  tags: ['autodocs'],
  component: ReviewForm,
  args: {
    itemName: 'Sunset Sailing Cruise',
    onSubmit: fn<Submit>(async () => {}).mockName('onSubmit'),
  },
} satisfies Meta<typeof ReviewForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const text = 'Our guide was patient and funny, and the sunset over the arch was unforgettable.';

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit review' }));

/** Five stars to start with; the text is asked for. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Review Sunset Sailing Cruise' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Stars (1 to 5)' })).toHaveValue('5');
    await expect(canvas.getByRole('textbox', { name: 'Your review' })).toHaveValue('');
  },
};

/** A text too short: the contract's message, nothing sent. */
export const TooShort: Story = {
  name: 'Review too short',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your review' }), 'Great');
    await submit(canvasElement);
    await waitFor(() => expect(canvas.getByText(reviewMessages.textShort)).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sent: the stars and text go out, and the thanks says staff read it first. */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const stars = canvas.getByRole('textbox', { name: 'Stars (1 to 5)' });
    await userEvent.clear(stars);
    await userEvent.type(stars, '4');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your review' }), text);
    await submit(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(reviewMessages.thanks);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ rating: 4, text }),
      expect.anything(),
    );
  },
};

/** Refused by the server (already reviewed): the form stays, with what was typed. */
export const Refused: Story = {
  args: {
    onSubmit: fn<Submit>(async () => {
      throw new Error(reviewMessages.alreadyReviewed);
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your review' }), text);
    await submit(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Your review' })).toHaveValue(text);
    await expect(canvas.queryByText(reviewMessages.thanks)).toBeNull();
  },
};

export const Phone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'iphone14' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Submit review' }),
    ).toBeVisible();
  },
};
