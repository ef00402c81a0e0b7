import { emailField, requiredText } from '@cabo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import {
  ContractForm,
  FormCheckbox,
  FormSelect,
  FormSubmitButton,
  FormTextArea,
  FormTextField,
  formStyles,
  useContractForm,
  type FormSubmitContext,
} from './index.ts';

// A contract-style schema built from the contract's field rules, with one field of each kind.
const exampleSchema = z.strictObject({
  firstName: requiredText('Please enter your first name', 2, 100),
  email: emailField('Please enter a valid email'),
  timeline: z.enum(['soon', 'later'], { error: 'Timeline is required' }),
  message: requiredText('Please tell us more about your trip', 10, 2000),
  agreed: z.literal(true, { error: 'Please accept the privacy notice' }),
});
type ExampleValues = z.input<typeof exampleSchema>;

const empty = {
  firstName: '',
  email: '',
  timeline: undefined,
  message: '',
  agreed: false,
} as unknown as ExampleValues;

type Submit = (
  values: z.output<typeof exampleSchema>,
  context: FormSubmitContext,
) => Promise<unknown>;

function ExampleForm({ onSubmit, audience }: { onSubmit: Submit; audience?: 'public' | 'staff' }) {
  const form = useContractForm(exampleSchema, empty);
  const { control } = form;
  return (
    <div style={{ maxWidth: 480 }}>
      <ContractForm form={form} aria-label="Plan your trip" audience={audience} onSubmit={onSubmit}>
        <div className={formStyles.row}>
          <FormTextField control={control} name="firstName" label="First Name" />
          <FormTextField control={control} name="email" label="Email" type="email" />
        </div>
        <FormSelect
          control={control}
          name="timeline"
          label="Timeline"
          options={[
            { id: 'soon', label: 'Within 3 months' },
            { id: 'later', label: 'Later this year' },
          ]}
        />
        <FormTextArea control={control} name="message" label="Message" />
        <FormCheckbox control={control} name="agreed">
          I have read the privacy notice
        </FormCheckbox>
        <FormSubmitButton>Send</FormSubmitButton>
      </ContractForm>
    </div>
  );
}

/** The building blocks every form composes: a contract schema, bound fields, one submit. */
const meta = {
  title: 'Form/ContractForm',
  tags: ['autodocs'],
  component: ExampleForm,
  args: { onSubmit: fn<Submit>(async () => {}) },
} satisfies Meta<typeof ExampleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillValid(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByLabelText('First Name'), 'Ana');
  await userEvent.type(canvas.getByLabelText('Email'), 'ana@example.com');
  await userEvent.click(canvas.getByRole('button', { name: /Timeline/ }));
  await userEvent.click(
    await within(document.body).findByRole('option', { name: 'Within 3 months' }),
  );
  await userEvent.type(canvas.getByLabelText('Message'), 'Four nights, two adults.');
  await userEvent.click(canvas.getByLabelText('I have read the privacy notice'));
}

export const EmptySubmitShowsEveryMessage: Story = {
  name: 'Sent empty: every error',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    for (const message of [
      'Please enter your first name',
      'Please enter a valid email',
      'Timeline is required',
      'Please tell us more about your trip',
      'Please accept the privacy notice',
    ]) {
      await waitFor(() => expect(canvas.getByText(message)).toBeVisible());
    }
    await expect(canvas.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    // The first invalid field takes the focus.
    await expect(canvas.getByLabelText('First Name')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The message follows the typing once the form was submitted.
    await userEvent.type(canvas.getByLabelText('First Name'), 'Ana');
    await waitFor(() => expect(canvas.queryByText('Please enter your first name')).toBeNull());
  },
};

export const ServerFieldErrorLandsOnTheField: Story = {
  name: 'Server error on a field',
  args: {
    onSubmit: fn<Submit>(async (_values, context) => {
      context.setFieldError('email', 'This address cannot receive mail');
      throw new Error('400: validation_failed');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(canvas.getByText('This address cannot receive mail')).toBeVisible());
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Email')).toHaveValue('ana@example.com');
    // The field with the server's message takes the focus once the form is enabled again.
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveFocus());
  },
};

export const FailureKeepsTheValues: Story = {
  name: 'Sending failed, values kept',
  args: {
    onSubmit: fn<Submit>(async () => Promise.reject(new Error('500: Internal server error'))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(canvas.getByLabelText('First Name')).toHaveValue('Ana');
    await expect(canvas.getByLabelText('Message')).toHaveValue('Four nights, two adults.');
    await expect(canvas.getByLabelText('I have read the privacy notice')).toBeChecked();
  },
};

export const SubmittingDisablesTheForm: Story = {
  name: 'Sending',
  args: { onSubmit: fn<Submit>(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(canvas.getByLabelText('First Name')).toBeDisabled();
    await expect(canvas.getByLabelText('Message')).toBeDisabled();
  },
};

export const DoubleClickSubmitsOnce: Story = {
  name: 'Double click sends once',
  args: { onSubmit: fn<Submit>(() => new Promise<void>((resolve) => setTimeout(resolve, 300))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Send' }));
    // Success resets the form to its defaults.
    await waitFor(() => expect(canvas.getByLabelText('First Name')).toHaveValue(''));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        firstName: 'Ana',
        email: 'ana@example.com',
        timeline: 'soon',
        message: 'Four nights, two adults.',
        agreed: true,
      },
      expect.anything(),
    );
  },
};

export const PublicFormSendsItsFillMeta: Story = {
  name: 'Public form',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The privacy line links the notice.
    await expect(canvas.getByRole('link', { name: /^Privacy notice/ })).toHaveAttribute(
      'href',
      '/privacy',
    );
    // The honeypot is in the markup for scripts, but out of reach for people: not in the
    // accessibility tree, not in the tab order, never autofilled.
    const honeypot = canvasElement.querySelector<HTMLInputElement>('input[name="website"]')!;
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Website' })).toBeNull();
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const context = args.onSubmit.mock.calls[0]![1];
    await expect(context.meta).toEqual({ website: '', fillMs: expect.any(Number) });
    await expect(context.meta!.fillMs).toBeGreaterThan(0);
  },
};

export const FilledHoneypotIsReported: Story = {
  name: 'Spam trap filled',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // What a form-filling script does: it fills every input it finds, the hidden one too.
    const honeypot = canvasElement.querySelector<HTMLInputElement>('input[name="website"]')!;
    honeypot.value = 'https://spam.example';
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit.mock.calls[0]![1].meta?.website).toBe('https://spam.example');
  },
};

export const StaffFormHasNoHoneypotNorPrivacyLine: Story = {
  name: 'Staff form',
  args: { audience: 'staff' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /^Privacy notice/ })).toBeNull();
    await expect(canvasElement.querySelector('input[name="website"]')).toBeNull();
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit.mock.calls[0]![1].meta).toBeUndefined();
  },
};
