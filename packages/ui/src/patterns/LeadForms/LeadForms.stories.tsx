import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { desktop, mobile } from '../../common/storyFixtures.tsx';
import type { FormSubmitContext } from '../../form/index.ts';
import { LeadForm } from './LeadForms.tsx';
import type { LeadFormName } from './leadFormSpecs.ts';
import { choose, expectDayBoundary } from '../../common/storyPlay.ts';
import {
  commonMessages,
  contact,
  fillContact,
  pickDate,
  seeMessages,
  storyDates,
} from './storyHelpers.ts';

type Submit = (values: object, context: FormSubmitContext) => Promise<unknown>;

const meta = {
  title: 'Patterns/LeadForms',
  tags: ['autodocs'],
  args: { onSubmit: fn<Submit>(async () => {}), ...storyDates },
  decorators: [(Story) => <div style={{ maxWidth: 640, minHeight: 1100 }}>{Story()}</div>],
} satisfies Meta<{ onSubmit: Submit; minDate: string; defaultMonth: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

const submitted = (onSubmit: Submit) => (onSubmit as Mock<Submit>).mock.calls[0]?.[0];

export const FamilyEmptySubmit: Story = {
  name: 'Family trip: sent empty',
  globals: desktop,
  render: (args) => <LeadForm form="family" {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Plan Your Family Vacation' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Request Your Family Trip' }));
    await seeMessages(canvas, [
      ...commonMessages,
      'Please select a check-in date',
      'Please select a check-out date',
    ]);
    // Budget and children are optional: empty is fine, blank is not.
    await expect(canvas.queryByText('Please enter your budget')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Budget'), '  ');
    await userEvent.type(canvas.getByLabelText('Number of Children'), ' ');
    await seeMessages(canvas, ['Please enter your budget', 'Please enter number of children']);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FamilySubmitsAndClears: Story = {
  name: 'Family trip: sent',
  globals: desktop,
  render: (args) => <LeadForm form="family" {...args} />,
  play: async ({ canvas, args }) => {
    await fillContact(canvas);
    await pickDate(canvas, 'Check-in Date', 'March 10, 2030');
    await pickDate(canvas, 'Check-out Date', 'March 15, 2030');
    await userEvent.type(canvas.getByLabelText('Number of Children'), '2');
    await choose(canvas, 'Preferred Contact Method', 'WhatsApp');
    await userEvent.click(canvas.getByRole('button', { name: 'Request Your Family Trip' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(submitted(args.onSubmit)).toMatchObject({
      ...contact,
      checkIn: '2030-03-10',
      checkOut: '2030-03-15',
      numberOfChildren: '2',
      preferredContactMethod: 'WhatsApp',
    });
    await waitFor(() => expect(canvas.getByLabelText('First Name')).toHaveValue(''));
  },
};

export const CheckOutMustFollowCheckIn: Story = {
  name: 'Family trip: check-out before check-in',
  globals: desktop,
  parameters: { visual: { disable: true } },
  render: (args) => <LeadForm form="party" {...args} />,
  play: async ({ canvas }) => {
    await pickDate(canvas, 'Check-in Date', 'March 10, 2030');
    await userEvent.click(canvas.getByRole('button', { name: /Check-out Date/ }));
    const calendar = await within(document.body).findByRole('dialog', {
      name: 'Check-out Date',
    });
    // Check-out offers only the days after check-in.
    await expectDayBoundary(calendar, /March 10, 2030/, /March 11, 2030/);
    await userEvent.keyboard('{Escape}');
  },
};

export const PartyEmptySubmit: Story = {
  name: 'Party: sent empty',
  globals: mobile,
  render: (args) => <LeadForm form="party" {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start Planning' }));
    await seeMessages(canvas, [
      ...commonMessages,
      'Please select a check-in date',
      'Please select a check-out date',
    ]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CorporateEmptySubmit: Story = {
  name: 'Corporate: sent empty',
  globals: desktop,
  render: (args) => <LeadForm form="corporate" {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request a Proposal' }));
    await seeMessages(canvas, [
      ...commonMessages,
      'Please enter your company name',
      'Please select an event type',
    ]);
  },
};

export const CorporateSixEventTypes: Story = {
  name: 'Corporate: event types',
  globals: desktop,
  parameters: { visual: { disable: true } },
  render: (args) => <LeadForm form="corporate" {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Event Type/ }));
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'Presidents Club',
      'Team Building',
      'Strategic Planning',
      'Incentive Trip',
      'Conference',
      'Other',
    ]);
    await userEvent.click(options[1]!);
    await fillContact(canvas);
    await userEvent.type(canvas.getByLabelText('Company Name'), 'Acme');
    await userEvent.click(canvas.getByRole('button', { name: 'Request a Proposal' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(submitted(args.onSubmit)).toMatchObject({
      companyName: 'Acme',
      eventType: 'team_building',
    });
  },
};

export const ConciergeInlineErrors: Story = {
  name: 'Concierge: with errors',
  globals: desktop,
  render: (args) => <LeadForm form="concierge" {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request Concierge Service' }));
    await seeMessages(canvas, [
      'Please enter your first name',
      'Please enter your last name',
      'Email is required',
      'Phone is required',
    ]);
    await userEvent.type(canvas.getByLabelText('Email'), 'ana@');
    await seeMessages(canvas, ['Please enter a valid email address']);
    // Inline: the message belongs to its field.
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
  },
};

export const ConciergeIgnoresASecondSubmit: Story = {
  name: 'Concierge: double submit',
  globals: desktop,
  args: {
    onSubmit: fn<Submit>(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
  render: (args) => <LeadForm form="concierge" {...args} />,
  play: async ({ canvas, args }) => {
    await fillContact(canvas);
    const button = canvas.getByRole('button', { name: 'Request Concierge Service' });
    await userEvent.dblClick(button);
    await expect(await canvas.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveValue(''));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const InfluencerEmptySubmit: Story = {
  name: 'Influencer: sent empty',
  globals: desktop,
  render: (args) => <LeadForm form="influencer" {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
    await seeMessages(canvas, [
      ...commonMessages,
      'Please enter your social media handle',
      'Please select your main platform',
      'Please enter your follower count',
      'Please select a check-in date',
      'Please select a check-out date',
    ]);
  },
};

export const WeddingEmptySubmit: Story = {
  name: 'Wedding: sent empty',
  globals: desktop,
  render: (args) => <LeadForm form="wedding" {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start Planning Our Wedding' }));
    await seeMessages(canvas, [
      ...commonMessages,
      'Please select a preferred date',
      'Please enter expected guest count',
      'Please enter your budget',
    ]);
  },
};

export const PropertyManagementEmptySubmit: Story = {
  name: 'Property management: sent empty',
  globals: desktop,
  render: (args) => <LeadForm form="propertyManagement" {...args} id="contact-form" />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('#contact-form')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Request Evaluation' }));
    await seeMessages(canvas, [...commonMessages, 'Please select your property type']);
  },
};

export const PropertyAndManagementTypes: Story = {
  name: 'Property management: types',
  globals: desktop,
  parameters: { visual: { disable: true } },
  render: (args) => <LeadForm form="propertyManagement" {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Property Type/ }));
    const types = await within(document.body).findAllByRole('option');
    await expect(types.map((o) => o.textContent)).toEqual([
      'Villa',
      'Condo',
      'Apartment',
      'House',
      'Other',
    ]);
    await userEvent.click(types[1]!);
    await userEvent.click(canvas.getByRole('button', { name: /Management Type/ }));
    const services = await within(document.body).findAllByRole('option');
    await expect(services.map((o) => o.textContent)).toEqual([
      'Full Service',
      'Rental Only',
      'Maintenance Only',
      'Consulting',
    ]);
    await userEvent.click(services[1]!);
    await fillContact(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Request Evaluation' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(submitted(args.onSubmit)).toMatchObject({
      propertyType: 'condo',
      managementType: 'rental_only',
    });
  },
};

export const PartnerEmptySubmit: Story = {
  name: 'Partner: sent empty',
  globals: desktop,
  render: (args) => <LeadForm form="partner" {...args} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Message'), 'Too short');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Inquiry' }));
    await seeMessages(canvas, [
      ...commonMessages,
      'Please indicate group size',
      'Please tell us more about your trip',
      'Please indicate your preferred dates',
    ]);
  },
};

export const SubmittingDisablesTheForm: Story = {
  name: 'Sending',
  globals: desktop,
  args: { onSubmit: fn<Submit>(() => new Promise<void>(() => {})) },
  render: (args) => <LeadForm form="partner" {...args} />,
  play: async ({ canvas }) => {
    await fillContact(canvas);
    await userEvent.type(canvas.getByLabelText('Number of People'), '4');
    await userEvent.type(canvas.getByLabelText('Preferred Dates'), 'Spring');
    await userEvent.type(canvas.getByLabelText('Message'), 'A week of diving for four.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Inquiry' }));
    await expect(await canvas.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(canvas.getByLabelText('Message')).toBeDisabled();
  },
};

export const FailureKeepsTheValues: Story = {
  name: 'Sending failed, values kept',
  globals: desktop,
  args: { onSubmit: fn<Submit>(async () => Promise.reject(new Error('500: Internal'))) },
  render: (args) => <LeadForm form="wedding" {...args} />,
  play: async ({ canvas, args }) => {
    await fillContact(canvas);
    await pickDate(canvas, 'Preferred Date', 'March 20, 2030');
    await userEvent.type(canvas.getByLabelText('Expected Guest Count'), '90');
    await userEvent.type(canvas.getByLabelText('Budget'), '$40,000');
    await userEvent.click(canvas.getByRole('button', { name: 'Start Planning Our Wedding' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(
      await canvas.findByRole('button', { name: 'Start Planning Our Wedding' }),
    ).toBeEnabled();
    await expect(canvas.getByLabelText('Budget')).toHaveValue('$40,000');
    await expect(canvas.getByRole('button', { name: /Preferred Date/ })).toHaveTextContent(
      'Mar 20, 2030',
    );
  },
};

/**
 * The rules beyond "required", on every form: a one-letter name (2+), an address without a
 * domain and a phone under 10 characters each show their message, and nothing is sent.
 */
function shortValuesStory(
  form: LeadFormName,
  submit: string,
  email = 'Please enter a valid email',
): Story {
  return {
    globals: desktop,
    parameters: { visual: { disable: true } },
    render: (args) => <LeadForm form={form} {...args} />,
    play: async ({ canvas, args }) => {
      await fillContact(canvas, { firstName: 'A', lastName: 'R', email: 'ana@', phone: '12345' });
      await userEvent.click(canvas.getByRole('button', { name: submit }));
      await seeMessages(canvas, [
        'Please enter your first name',
        'Please enter your last name',
        email,
        'Please enter a valid phone number',
      ]);
      await expect(canvas.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByLabelText('Phone')).toHaveValue('12345');
      await expect(args.onSubmit).not.toHaveBeenCalled();
    },
  };
}

export const FamilyShortValues = shortValuesStory('family', 'Request Your Family Trip');
export const PartyShortValues = shortValuesStory('party', 'Start Planning');
export const CorporateShortValues = shortValuesStory('corporate', 'Request a Proposal');
export const ConciergeShortValues = shortValuesStory(
  'concierge',
  'Request Concierge Service',
  'Please enter a valid email address',
);
export const InfluencerShortValues = shortValuesStory('influencer', 'Submit Application');
export const WeddingShortValues = shortValuesStory('wedding', 'Start Planning Our Wedding');
export const PropertyManagementShortValues = shortValuesStory(
  'propertyManagement',
  'Request Evaluation',
);
export const PartnerShortValues = shortValuesStory('partner', 'Send Inquiry');
