import { realEstateInvestmentLevels } from '@cabo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { FormSubmitContext } from '../../form/index.ts';
import { dialogStory, mobile } from '../../common/storyFixtures.tsx';
import {
  commonMessages,
  contact,
  expectFailedAndOpen,
  expectSending,
  expectSentAndClosed,
  neverSettles,
  seeMessages,
} from '../LeadForms/storyHelpers.ts';
import { GuideRequestDialog, type GuideRequestDialogProps } from './GuideRequestDialog.tsx';
import { GuideRequestForm } from './GuideRequestForm.tsx';

type Submit = GuideRequestDialogProps['onSubmit'];

const meta = {
  title: 'Patterns/GuideRequestDialog',
  tags: ['autodocs'],
  component: GuideRequestDialog,
  ...dialogStory(720),
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn<Submit>(async () => {}) },
} satisfies Meta<typeof GuideRequestDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(
  values: Partial<Record<'First Name' | 'Last Name' | 'Email' | 'Phone', string>>,
) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.type(screen.getByLabelText(label), value);
  }
}

const valid = {
  'First Name': 'Ana',
  'Last Name': 'Ruiz',
  Email: 'ana@example.com',
  Phone: '+52 624 123 4567',
} as const;

export const DefaultTitle: Story = {
  name: 'Default title',
  play: async () => {
    const dialog = screen.getByRole('dialog', { name: 'Download Your Free Guide' });
    await expect(dialog).toHaveAccessibleDescription(
      'Enter your details below to get instant access to our premium guide.',
    );
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone']) {
      await expect(within(dialog).getByLabelText(label)).toHaveValue('');
    }
    // Only the Real Estate guide asks about an agent.
    await expect(within(dialog).queryByRole('checkbox')).toBeNull();
  },
};

export const RealEstateAsksAboutAnAgent: Story = {
  name: 'Real estate (asks about an agent)',
  args: {
    title: 'Download Your Free Real Estate Guide',
    askAgentInterest: true,
    investmentLevels: realEstateInvestmentLevels,
  },
  play: async ({ args }) => {
    const dialog = screen.getByRole('dialog', { name: 'Download Your Free Real Estate Guide' });
    const agent = within(dialog).getByRole('checkbox', {
      name: "I'd like a local real estate agent to contact me",
    });
    await expect(agent).not.toBeChecked();
    await fillIn(valid);
    await userEvent.click(agent);
    // The optional investment level: the Real Estate guide's property budgets.
    await userEvent.click(within(dialog).getByRole('button', { name: /Investment Level/ }));
    await expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      ...realEstateInvestmentLevels,
    ]);
    await userEvent.click(screen.getByRole('option', { name: '$1M - $3M' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download Guide' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        ...contact,
        agentInterest: true,
        investmentLevel: '$1M - $3M',
      },
      expect.anything(),
    );
  },
};

export const OverriddenTitle: Story = {
  name: 'Own title',
  args: { title: 'Download Your Free Cabo Guide' },
  globals: mobile,
  play: async () => {
    const dialog = screen.getByRole('dialog', { name: 'Download Your Free Cabo Guide' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const InvalidShowsTheSpecMessages: Story = {
  name: 'With errors',
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Download Guide' }));
    await seeMessages(screen, commonMessages);
    await fillIn({ 'First Name': 'A', Email: 'ana@', Phone: '12345' });
    await userEvent.click(screen.getByRole('button', { name: 'Download Guide' }));
    await waitFor(() => expect(screen.getByText('Please enter your first name')).toBeVisible());
    await expect(screen.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  name: 'Sending',
  args: { onSubmit: fn<Submit>(neverSettles) },
  play: async () => {
    await fillIn(valid);
    await userEvent.click(screen.getByRole('button', { name: 'Download Guide' }));
    await expectSending(screen);
  },
};

export const SuccessResetsAndCloses: Story = {
  name: 'Sent',
  play: async ({ args }) => {
    await fillIn(valid);
    await userEvent.click(screen.getByRole('button', { name: 'Download Guide' }));
    await expectSentAndClosed(args, { ...contact, agentInterest: false });
    await expect(screen.getByLabelText('First Name')).toHaveValue('');
  },
};

export const FailureKeepsTheValues: Story = {
  name: 'Sending failed, values kept',
  args: {
    onSubmit: fn<Submit>(async () => Promise.reject(new Error('500: Internal server error'))),
  },
  play: async ({ args }) => {
    await fillIn(valid);
    await userEvent.click(screen.getByRole('button', { name: 'Download Guide' }));
    await expectFailedAndOpen(screen, args, 'Download Guide');
    await expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  },
};

/** The contract's maximum: 41 characters is refused under the field, before any request. */
export const PhoneTooLong: Story = {
  name: 'Phone number too long',
  play: async ({ args }) => {
    await fillIn({ ...valid, Phone: '+52 624 123 4567 ext. 1234567890123456789' });
    await userEvent.click(screen.getByRole('button', { name: 'Download Guide' }));
    await waitFor(() =>
      expect(screen.getByText('Please enter a valid phone number')).toBeVisible(),
    );
    await expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerFieldErrorOnItsField: Story = {
  name: 'Server error on a field',
  args: {
    onSubmit: fn<Submit>(async (_values, context: FormSubmitContext) => {
      context.setFieldError('email', 'Please enter a valid email');
      throw new Error('400: validation_failed');
    }),
  },
  play: async () => {
    await fillIn(valid);
    await userEvent.click(screen.getByRole('button', { name: 'Download Guide' }));
    await waitFor(() => expect(screen.getByText('Please enter a valid email')).toBeVisible());
    await expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  },
};

export const DoubleClickSubmitsOnce: Story = {
  name: 'Double click sends once',
  args: { onSubmit: fn<Submit>(() => new Promise<void>((resolve) => setTimeout(resolve, 300))) },
  play: async ({ args }) => {
    await fillIn(valid);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Download Guide' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The same form inline on a page (the real-estate page's #guide), without the dialog. */
export const InlineForm: Story = {
  name: 'Inline form',
  render: (args) => (
    <div style={{ maxWidth: 480, padding: 16 }}>
      <GuideRequestForm
        aria-label="Download Your Free Real Estate Guide"
        askAgentInterest
        onSubmit={args.onSubmit}
      />
    </div>
  ),
  play: async ({ args }) => {
    await expect(screen.queryByRole('dialog')).toBeNull();
    const form = within(screen.getByRole('form', { name: 'Download Your Free Real Estate Guide' }));
    await fillIn(valid);
    await userEvent.click(form.getByRole('checkbox', { name: /real estate agent/ }));
    await userEvent.click(form.getByRole('button', { name: 'Download Guide' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          firstName: 'Ana',
          lastName: 'Ruiz',
          email: 'ana@example.com',
          phone: '+52 624 123 4567',
          agentInterest: true,
        },
        expect.anything(),
      ),
    );
    // Success clears the form, which stays on the page.
    await waitFor(() => expect(form.getByLabelText('First Name')).toHaveValue(''));
    await expect(form.getByRole('checkbox', { name: /real estate agent/ })).not.toBeChecked();
  },
};
