import {
  conciergeFormSchema,
  conciergeLead,
  corporateEventFormSchema,
  corporateEventLead,
  corporateEventTypes,
  familyTripFormSchema,
  familyTripLead,
  influencerFormSchema,
  influencerLead,
  influencerPlatforms,
  managementTypes,
  partnerFormSchema,
  partnerLead,
  partyTripFormSchema,
  partyTripLead,
  preferredContactMethods,
  propertyManagementFormSchema,
  propertyManagementLead,
  propertyTypes,
  weddingFormSchema,
  weddingLead,
  type LeadPayload,
} from '@cabo/contract';
import type { z } from 'zod';
import type { FormSchema } from '../../form/index.ts';

// The landing pages' lead forms as data (docs/lead-forms.md): what each asks, in which order
// and rows, under its contract schema, and how its parsed values become the lead. `LeadForm`
// renders any of them.

type FieldName<S extends FormSchema> = Extract<keyof z.input<S>, string>;

export interface LeadFieldOption {
  id: string;
  label: string;
}

/** One field of a lead form; `contact` and `stay` are the shared blocks (two rows each). */
export type LeadFieldSpec<S extends FormSchema = FormSchema> =
  | { kind: 'contact' }
  | { kind: 'stay' }
  | {
      kind: 'text';
      name: FieldName<S>;
      label: string;
      placeholder?: string;
      inputMode?: 'numeric';
      autoComplete?: string;
    }
  | { kind: 'textarea'; name: FieldName<S>; label: string; placeholder?: string }
  | { kind: 'select'; name: FieldName<S>; label: string; options: readonly LeadFieldOption[] }
  | { kind: 'date'; name: FieldName<S>; label: string };

/** A field on a line of its own, or a row of fields side by side. */
export type LeadFormRow<S extends FormSchema = FormSchema> =
  LeadFieldSpec<S> | readonly LeadFieldSpec<S>[];

export interface LeadFormSpec<S extends FormSchema = FormSchema> {
  schema: S;
  title: string;
  description: string;
  submitLabel: string;
  /** The button's label while sending, where the form names its own. */
  submittingLabel?: string;
  rows: readonly LeadFormRow<S>[];
  /**
   * The lead POST's payload (formName, interestType, formData, ...): the contract's builder.
   * `pageTitle` matters to the generic partner template only (its interest type).
   */
  toLead: (values: z.output<S>, submissionId: string, pageTitle: string) => LeadPayload;
}

/** Keeps each spec's field names checked against its own schema. */
const leadForm = <S extends FormSchema>(spec: LeadFormSpec<S>) => spec as unknown as LeadFormSpec;

/** "team_building" as "Team Building". */
const titled = (ids: readonly string[]) =>
  ids.map((id) => ({
    id,
    label: id.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()),
  }));

const asIs = (ids: readonly string[]) => ids.map((id) => ({ id, label: id }));

const contact = { kind: 'contact' } as const;
const stay = { kind: 'stay' } as const;

const numeric = <N extends string>(name: N, label: string) =>
  ({ kind: 'text', name, label, inputMode: 'numeric' }) as const;
const budget = (placeholder: string) =>
  ({ kind: 'text', name: 'budget', label: 'Budget', placeholder }) as const;
const notes = (placeholder: string, label = 'Notes') =>
  ({ kind: 'textarea', name: 'notes', label, placeholder }) as const;
const dates = (label: string) =>
  ({ kind: 'text', name: 'dates', label, placeholder: 'e.g. March 10-14' }) as const;

export const leadForms = {
  family: leadForm({
    schema: familyTripFormSchema,
    title: 'Plan Your Family Vacation',
    description:
      'Tell us about your family and we’ll put together villas, activities and a plan for every age.',
    submitLabel: 'Request Your Family Trip',
    rows: [
      contact,
      stay,
      [numeric('numberOfChildren', 'Number of Children'), budget('e.g. $5,000-$10,000')],
      {
        kind: 'select',
        name: 'preferredContactMethod',
        label: 'Preferred Contact Method',
        options: asIs(preferredContactMethods),
      },
      notes('Ages, interests, anything we should know'),
    ],
    toLead: familyTripLead,
  }),
  party: leadForm({
    schema: partyTripFormSchema,
    title: 'Plan Your Celebration',
    description:
      'Yachts, villas, private chefs and the best tables in town: tell us what the group has in mind.',
    submitLabel: 'Start Planning',
    rows: [
      contact,
      stay,
      [numeric('groupSize', 'Group Size'), budget('e.g. $5,000-$10,000')],
      notes('The vibe, must-dos, surprises'),
    ],
    toLead: partyTripLead,
  }),
  corporate: leadForm({
    schema: corporateEventFormSchema,
    title: 'Plan Your Corporate Event',
    description:
      'Share the essentials and our events team will come back with a tailored proposal.',
    submitLabel: 'Request a Proposal',
    rows: [
      contact,
      [
        { kind: 'text', name: 'companyName', label: 'Company Name', autoComplete: 'organization' },
        {
          kind: 'select',
          name: 'eventType',
          label: 'Event Type',
          options: titled(corporateEventTypes),
        },
      ],
      [numeric('groupSize', 'Group Size'), budget('e.g. $10,000-$50,000')],
      dates('Preferred Dates'),
      notes('Goals, agenda, special requirements'),
    ],
    toLead: corporateEventLead,
  }),
  concierge: leadForm({
    schema: conciergeFormSchema,
    title: 'Request VIP Concierge',
    description:
      'Private chefs, yachts, transfers, reservations: tell us what would make your stay perfect.',
    submitLabel: 'Request Concierge Service',
    submittingLabel: 'Processing...',
    rows: [
      contact,
      [numeric('groupSize', 'Group Size'), budget('e.g. $10,000+')],
      dates('Travel Dates'),
      notes('Everything you would like us to arrange', 'How can we help?'),
    ],
    toLead: conciergeLead,
  }),
  influencer: leadForm({
    schema: influencerFormSchema,
    title: 'Apply to the Creator Program',
    description: 'Tell us about your channel and when you would like to visit.',
    submitLabel: 'Submit Application',
    rows: [
      contact,
      [
        {
          kind: 'text',
          name: 'socialHandle',
          label: 'Social Media Handle',
          placeholder: '@yourhandle',
        },
        {
          kind: 'select',
          name: 'platform',
          label: 'Main Platform',
          options: asIs(influencerPlatforms),
        },
      ],
      { kind: 'text', name: 'followers', label: 'Follower Count', placeholder: 'e.g. 25K' },
      stay,
      notes('Niche, audience, the content you would create', 'About Your Content'),
    ],
    toLead: influencerLead,
  }),
  wedding: leadForm({
    schema: weddingFormSchema,
    title: 'Plan Your Wedding',
    description: 'Tell us about your day and our wedding team will share venues, dates and ideas.',
    submitLabel: 'Start Planning Our Wedding',
    rows: [
      contact,
      { kind: 'date', name: 'date', label: 'Preferred Date' },
      [numeric('guestCount', 'Expected Guest Count'), budget('e.g. $30,000')],
      notes('Ceremony style, venue ideas, guests travelling'),
    ],
    toLead: weddingLead,
  }),
  propertyManagement: leadForm({
    schema: propertyManagementFormSchema,
    title: 'Get a Free Property Evaluation',
    description:
      'Tell us about your home and we’ll reply with a rental estimate and a management plan.',
    submitLabel: 'Request Evaluation',
    rows: [
      contact,
      [
        {
          kind: 'select',
          name: 'propertyType',
          label: 'Property Type',
          options: titled(propertyTypes),
        },
        {
          kind: 'select',
          name: 'managementType',
          label: 'Management Type',
          options: titled(managementTypes),
        },
      ],
      {
        kind: 'text',
        name: 'propertyAddress',
        label: 'Property Address',
        autoComplete: 'address-line1',
      },
      [numeric('bedrooms', 'Bedrooms'), numeric('bathrooms', 'Bathrooms')],
      notes('Current rental status, goals, questions'),
    ],
    toLead: propertyManagementLead,
  }),
  partner: leadForm({
    schema: partnerFormSchema,
    title: 'Get in Touch',
    description: 'Tell us a little about your plans and we’ll be in touch with you shortly.',
    submitLabel: 'Send Inquiry',
    rows: [
      contact,
      [
        numeric('numberOfPeople', 'Number of People'),
        {
          kind: 'text',
          name: 'preferredDates',
          label: 'Preferred Dates',
          placeholder: 'e.g. Spring 2026',
        },
      ],
      {
        kind: 'textarea',
        name: 'message',
        label: 'Message',
        placeholder: 'Tell us more about your trip or your business',
      },
    ],
    toLead: (values, submissionId, pageTitle) => partnerLead(values, pageTitle, submissionId),
  }),
} satisfies Record<string, LeadFormSpec>;

export type LeadFormName = keyof typeof leadForms;
