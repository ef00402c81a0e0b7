import {
  conciergeFormSchema,
  corporateEventFormSchema,
  corporateEventTypes,
  familyTripFormSchema,
  influencerFormSchema,
  influencerPlatforms,
  managementTypes,
  partnerFormSchema,
  partyTripFormSchema,
  preferredContactMethods,
  propertyManagementFormSchema,
  propertyTypes,
  weddingFormSchema,
  type ConciergeFormValues,
  type CorporateEventFormValues,
  type FamilyTripFormValues,
  type InfluencerFormValues,
  type PartnerFormValues,
  type PartyTripFormValues,
  type PropertyManagementFormValues,
  type WeddingFormValues,
} from '@cabo/contract';
import { useMemo, type ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import {
  ContractForm,
  FormDatePicker,
  FormSelect,
  FormSubmitButton,
  FormTextArea,
  FormTextField,
  formStyles,
  useContractForm,
  type FormSchema,
  type FormSubmitContext,
  ContactFields,
} from '../../form/index.ts';
import { HydratesInTurn } from '../../field/HydratesInTurn.tsx';
import { StayDateFields, type DateBounds } from './fieldGroups.tsx';
import { LeadFormCard } from './LeadFormCard.tsx';

/** What every lead form takes: where it sits, its texts, and the submit of its parsed values. */
export interface LeadFormProps<V extends FieldValues> extends DateBounds {
  /**
   * Sends the parsed values. Resolve on success: the form clears. Reject on failure: the typed
   * values stay (a server's field messages go under the fields with `context.setFieldError`).
   */
  onSubmit: (values: V, context: FormSubmitContext) => Promise<unknown>;
  /** The anchor the hero's button scrolls to. */
  id?: string;
  title?: string;
  description?: ReactNode;
}

/** Turns "team_building" into "Team Building" for an option label. */
const optionsOf = (ids: readonly string[]) =>
  ids.map((id) => ({
    id,
    label: id.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()),
  }));

const contactDefaults = { firstName: '', lastName: '', email: '', phone: '' };

/**
 * The shared frame: the card, the contract form, and the submit button. Each form builds its
 * fields once (`useMemo` on `control`; they follow the form through their own subscriptions)
 * inside `HydratesInTurn`: react-hook-form re-renders the form right after it mounts, and
 * fields built anew would then hydrate all at once, one long task on a phone; kept, React
 * skips them and they hydrate a group per task.
 */
function useLeadForm<S extends FormSchema>(schema: S, defaults: DefaultValues<z.input<S>>) {
  return useContractForm(schema, defaults);
}

function Frame<S extends FormSchema>({
  form,
  props,
  title,
  description,
  submitLabel,
  submittingLabel,
  children,
}: {
  form: ReturnType<typeof useLeadForm<S>>;
  props: LeadFormProps<z.output<S>>;
  title: string;
  description: ReactNode;
  submitLabel: string;
  submittingLabel?: string;
  children: ReactNode;
}) {
  const heading = props.title ?? title;
  return (
    <LeadFormCard id={props.id} title={heading} description={props.description ?? description}>
      <ContractForm form={form} aria-label={heading} onSubmit={props.onSubmit}>
        {children}
        <FormSubmitButton size="lg" fullWidth submittingLabel={submittingLabel}>
          {submitLabel}
        </FormSubmitButton>
      </ContractForm>
    </LeadFormCard>
  );
}

/** Family trip page (docs/lead-forms.md): dates, children, budget and contact preference. */
export function FamilyTripForm(props: LeadFormProps<FamilyTripFormValues>) {
  const form = useLeadForm(familyTripFormSchema, {
    ...contactDefaults,
    checkIn: '',
    checkOut: '',
    numberOfChildren: '',
    budget: '',
    notes: '',
  });
  const { control } = form;
  const fields = useMemo(
    () => (
      <HydratesInTurn>
        <ContactFields control={control} />
        <StayDateFields
          control={control}
          minDate={props.minDate}
          defaultMonth={props.defaultMonth}
        />
        <div className={formStyles.row}>
          <FormTextField
            control={control}
            name="numberOfChildren"
            label="Number of Children"
            inputMode="numeric"
          />
          <FormTextField
            control={control}
            name="budget"
            label="Budget"
            placeholder="e.g. $5,000-$10,000"
          />
        </div>
        <FormSelect
          control={control}
          name="preferredContactMethod"
          label="Preferred Contact Method"
          options={preferredContactMethods.map((id) => ({ id, label: id }))}
        />
        <FormTextArea
          control={control}
          name="notes"
          label="Notes"
          placeholder="Ages, interests, anything we should know"
        />
      </HydratesInTurn>
    ),
    [control, props.defaultMonth, props.minDate],
  );
  return (
    <Frame
      form={form}
      props={props}
      title="Plan Your Family Vacation"
      description="Tell us about your family and we’ll put together villas, activities and a plan for every age."
      submitLabel="Request Your Family Trip"
    >
      {fields}
    </Frame>
  );
}

/** Bachelor/bachelorette page: dates, group size, budget. */
export function PartyTripForm(props: LeadFormProps<PartyTripFormValues>) {
  const form = useLeadForm(partyTripFormSchema, {
    ...contactDefaults,
    checkIn: '',
    checkOut: '',
    groupSize: '',
    budget: '',
    notes: '',
  });
  const { control } = form;
  const fields = useMemo(
    () => (
      <HydratesInTurn>
        <ContactFields control={control} />
        <StayDateFields
          control={control}
          minDate={props.minDate}
          defaultMonth={props.defaultMonth}
        />
        <div className={formStyles.row}>
          <FormTextField
            control={control}
            name="groupSize"
            label="Group Size"
            inputMode="numeric"
          />
          <FormTextField
            control={control}
            name="budget"
            label="Budget"
            placeholder="e.g. $5,000-$10,000"
          />
        </div>
        <FormTextArea
          control={control}
          name="notes"
          label="Notes"
          placeholder="The vibe, must-dos, surprises"
        />
      </HydratesInTurn>
    ),
    [control, props.defaultMonth, props.minDate],
  );
  return (
    <Frame
      form={form}
      props={props}
      title="Plan Your Celebration"
      description="Yachts, villas, private chefs and the best tables in town: tell us what the group has in mind."
      submitLabel="Start Planning"
    >
      {fields}
    </Frame>
  );
}

/** Corporate event page: company and one of the six event types. */
export function CorporateEventForm(props: LeadFormProps<CorporateEventFormValues>) {
  const form = useLeadForm(corporateEventFormSchema, {
    ...contactDefaults,
    companyName: '',
    groupSize: '',
    budget: '',
    dates: '',
    notes: '',
  });
  const { control } = form;
  const fields = useMemo(
    () => (
      <HydratesInTurn>
        <ContactFields control={control} />
        <div className={formStyles.row}>
          <FormTextField
            control={control}
            name="companyName"
            label="Company Name"
            autoComplete="organization"
          />
          <FormSelect
            control={control}
            name="eventType"
            label="Event Type"
            options={optionsOf(corporateEventTypes)}
          />
        </div>
        <div className={formStyles.row}>
          <FormTextField
            control={control}
            name="groupSize"
            label="Group Size"
            inputMode="numeric"
          />
          <FormTextField
            control={control}
            name="budget"
            label="Budget"
            placeholder="e.g. $10,000-$50,000"
          />
        </div>
        <FormTextField
          control={control}
          name="dates"
          label="Preferred Dates"
          placeholder="e.g. March 10-14"
        />
        <FormTextArea
          control={control}
          name="notes"
          label="Notes"
          placeholder="Goals, agenda, special requirements"
        />
      </HydratesInTurn>
    ),
    [control],
  );
  return (
    <Frame
      form={form}
      props={props}
      title="Plan Your Corporate Event"
      description="Share the essentials and our events team will come back with a tailored proposal."
      submitLabel="Request a Proposal"
    >
      {fields}
    </Frame>
  );
}

/** Luxury concierge page: messages inline under the fields; one request at a time. */
export function ConciergeForm(props: LeadFormProps<ConciergeFormValues>) {
  const form = useLeadForm(conciergeFormSchema, {
    ...contactDefaults,
    groupSize: '',
    budget: '',
    dates: '',
    notes: '',
  });
  const { control } = form;
  const fields = useMemo(
    () => (
      <HydratesInTurn>
        <ContactFields control={control} />
        <div className={formStyles.row}>
          <FormTextField
            control={control}
            name="groupSize"
            label="Group Size"
            inputMode="numeric"
          />
          <FormTextField
            control={control}
            name="budget"
            label="Budget"
            placeholder="e.g. $10,000+"
          />
        </div>
        <FormTextField
          control={control}
          name="dates"
          label="Travel Dates"
          placeholder="e.g. March 10-14"
        />
        <FormTextArea
          control={control}
          name="notes"
          label="How can we help?"
          placeholder="Everything you would like us to arrange"
        />
      </HydratesInTurn>
    ),
    [control],
  );
  return (
    <Frame
      form={form}
      props={props}
      title="Request VIP Concierge"
      description="Private chefs, yachts, transfers, reservations: tell us what would make your stay perfect."
      submitLabel="Request Concierge Service"
      submittingLabel="Processing..."
    >
      {fields}
    </Frame>
  );
}

/** Influencer/creator program: handle, platform, followers and both travel dates. */
export function InfluencerForm(props: LeadFormProps<InfluencerFormValues>) {
  const form = useLeadForm(influencerFormSchema, {
    ...contactDefaults,
    socialHandle: '',
    followers: '',
    checkIn: '',
    checkOut: '',
    notes: '',
  });
  const { control } = form;
  const fields = useMemo(
    () => (
      <HydratesInTurn>
        <ContactFields control={control} />
        <div className={formStyles.row}>
          <FormTextField
            control={control}
            name="socialHandle"
            label="Social Media Handle"
            placeholder="@yourhandle"
          />
          <FormSelect
            control={control}
            name="platform"
            label="Main Platform"
            options={influencerPlatforms.map((id) => ({ id, label: id }))}
          />
        </div>
        <FormTextField
          control={control}
          name="followers"
          label="Follower Count"
          placeholder="e.g. 25K"
        />
        <StayDateFields
          control={control}
          minDate={props.minDate}
          defaultMonth={props.defaultMonth}
        />
        <FormTextArea
          control={control}
          name="notes"
          label="About Your Content"
          placeholder="Niche, audience, the content you would create"
        />
      </HydratesInTurn>
    ),
    [control, props.defaultMonth, props.minDate],
  );
  return (
    <Frame
      form={form}
      props={props}
      title="Apply to the Creator Program"
      description="Tell us about your channel and when you would like to visit."
      submitLabel="Submit Application"
    >
      {fields}
    </Frame>
  );
}

/** Wedding page: preferred date, guest count and budget are required. */
export function WeddingForm(props: LeadFormProps<WeddingFormValues>) {
  const form = useLeadForm(weddingFormSchema, {
    ...contactDefaults,
    date: '',
    guestCount: '',
    budget: '',
    notes: '',
  });
  const { control } = form;
  const fields = useMemo(
    () => (
      <HydratesInTurn>
        <ContactFields control={control} />
        <FormDatePicker
          control={control}
          name="date"
          label="Preferred Date"
          minValue={props.minDate}
          defaultMonth={props.defaultMonth}
        />
        <div className={formStyles.row}>
          <FormTextField
            control={control}
            name="guestCount"
            label="Expected Guest Count"
            inputMode="numeric"
          />
          <FormTextField
            control={control}
            name="budget"
            label="Budget"
            placeholder="e.g. $30,000"
          />
        </div>
        <FormTextArea
          control={control}
          name="notes"
          label="Notes"
          placeholder="Ceremony style, venue ideas, guests travelling"
        />
      </HydratesInTurn>
    ),
    [control, props.defaultMonth, props.minDate],
  );
  return (
    <Frame
      form={form}
      props={props}
      title="Plan Your Wedding"
      description="Tell us about your day and our wedding team will share venues, dates and ideas."
      submitLabel="Start Planning Our Wedding"
    >
      {fields}
    </Frame>
  );
}

/** Property management page: property type required; address, rooms and service optional. */
export function PropertyManagementForm(props: LeadFormProps<PropertyManagementFormValues>) {
  const form = useLeadForm(propertyManagementFormSchema, {
    ...contactDefaults,
    propertyAddress: '',
    bedrooms: '',
    bathrooms: '',
    notes: '',
  });
  const { control } = form;
  const fields = useMemo(
    () => (
      <HydratesInTurn>
        <ContactFields control={control} />
        <div className={formStyles.row}>
          <FormSelect
            control={control}
            name="propertyType"
            label="Property Type"
            options={optionsOf(propertyTypes)}
          />
          <FormSelect
            control={control}
            name="managementType"
            label="Management Type"
            options={optionsOf(managementTypes)}
          />
        </div>
        <FormTextField
          control={control}
          name="propertyAddress"
          label="Property Address"
          autoComplete="street-address"
        />
        <div className={formStyles.row}>
          <FormTextField control={control} name="bedrooms" label="Bedrooms" inputMode="numeric" />
          <FormTextField control={control} name="bathrooms" label="Bathrooms" inputMode="numeric" />
        </div>
        <FormTextArea
          control={control}
          name="notes"
          label="Notes"
          placeholder="Current rental status, goals, questions"
        />
      </HydratesInTurn>
    ),
    [control],
  );
  return (
    <Frame
      form={form}
      props={props}
      title="Get a Free Property Evaluation"
      description="Tell us about your home and we’ll reply with a rental estimate and a management plan."
      submitLabel="Request Evaluation"
    >
      {fields}
    </Frame>
  );
}

/** The generic partner template (/work-with-us): group size, dates and a message. */
export function PartnerForm(props: LeadFormProps<PartnerFormValues>) {
  const form = useLeadForm(partnerFormSchema, {
    ...contactDefaults,
    numberOfPeople: '',
    message: '',
    preferredDates: '',
  });
  const { control } = form;
  const fields = useMemo(
    () => (
      <HydratesInTurn>
        <ContactFields control={control} />
        <div className={formStyles.row}>
          <FormTextField
            control={control}
            name="numberOfPeople"
            label="Number of People"
            inputMode="numeric"
          />
          <FormTextField
            control={control}
            name="preferredDates"
            label="Preferred Dates"
            placeholder="e.g. Spring 2026"
          />
        </div>
        <FormTextArea
          control={control}
          name="message"
          label="Message"
          placeholder="Tell us more about your trip or your business"
        />
      </HydratesInTurn>
    ),
    [control],
  );
  return (
    <Frame
      form={form}
      props={props}
      title="Get in Touch"
      description="Tell us a little about your plans and we’ll be in touch with you shortly."
      submitLabel="Send Inquiry"
    >
      {fields}
    </Frame>
  );
}
