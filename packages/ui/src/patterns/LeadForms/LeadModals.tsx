import {
  bacheloretteBudgets,
  bacheloretteGroupSizes,
  bacheloretteModalFormSchema,
  bacheloretteTimelines,
  villaBookingModalFormSchema,
  type BacheloretteModalFormValues,
  type VillaBookingModalFormValues,
} from '@cabo/contract';
import { parseDate } from '@internationalized/date';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../components/Button/index.ts';
import { Dialog } from '../../components/Dialog/index.ts';
import {
  ContractForm,
  FormDatePicker,
  FormNumberField,
  FormSelect,
  FormSubmitButton,
  FormTextArea,
  formStyles,
  useContractForm,
  type FormSubmitContext,
  ContactFields,
} from '../../form/index.ts';
import type { DateBounds } from './fieldGroups.tsx';
import * as styles from './LeadForms.css';

/** docs/lead-forms.md: after closing, the thank-you view turns back into the form after 300 ms. */
export const MODAL_RESET_DELAY_MS = 300;

const optionsOf = (ids: readonly string[]) => ids.map((id) => ({ id, label: id }));

/**
 * A dialog that shows its form, then a thank-you view after a successful submit. Closing
 * hides it; the view resets 300 ms later (after the closing animation), so reopening shows
 * the form again. The form's state lives in the caller, so a failed fill survives a close.
 */
function ThankYouDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  thankYouTitle,
  thankYouText,
  children,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description?: string;
  thankYouTitle: string;
  thankYouText: ReactNode;
  children: (showThanks: () => void) => ReactNode;
}) {
  const [thanked, setThanked] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const change = (open: boolean) => {
    window.clearTimeout(timer.current);
    if (!open) timer.current = window.setTimeout(() => setThanked(false), MODAL_RESET_DELAY_MS);
    onOpenChange(open);
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={change}
      title={thanked ? thankYouTitle : title}
      description={thanked ? undefined : description}
    >
      {thanked ? (
        <div className={styles.thankYou}>
          <p className={styles.thankYouText}>{thankYouText}</p>
          <Button onPress={() => change(false)}>Done</Button>
        </div>
      ) : (
        children(() => setThanked(true))
      )}
    </Dialog>
  );
}

export interface BacheloretteModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Resolve on success (the thank-you view shows); reject on failure (the values stay). */
  onSubmit: (values: BacheloretteModalFormValues, context: FormSubmitContext) => Promise<unknown>;
  title?: string;
}

/** The bachelorette request modal: contact, timeline, budget per person and group size. */
export function BacheloretteModal({
  isOpen,
  onOpenChange,
  onSubmit,
  title = 'Plan Your Bachelorette Party',
}: BacheloretteModalProps) {
  const form = useContractForm(bacheloretteModalFormSchema, {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    specialRequests: '',
  });
  const { control } = form;
  return (
    <ThankYouDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      description="Tell us about the celebration and we’ll design the weekend."
      thankYouTitle="Thank You!"
      thankYouText="Your request has been received. Our party planners will contact you within 24 hours."
    >
      {(showThanks) => (
        <ContractForm form={form} aria-label={title} onSubmit={onSubmit} onSubmitted={showThanks}>
          <ContactFields control={control} />
          <FormSelect
            control={control}
            name="timeline"
            label="Timeline"
            options={[
              { id: 'within 3 months', label: 'Within 3 months' },
              ...optionsOf(bacheloretteTimelines.slice(1, 3)),
              { id: 'more than a year', label: 'More than a year' },
            ]}
          />
          <div className={formStyles.row}>
            <FormSelect
              control={control}
              name="budget"
              label="Budget per Person"
              options={optionsOf(bacheloretteBudgets)}
            />
            <FormSelect
              control={control}
              name="groupSize"
              label="Group Size"
              options={optionsOf(bacheloretteGroupSizes)}
            />
          </div>
          <FormTextArea control={control} name="specialRequests" label="Special Requests" />
          <FormSubmitButton fullWidth>Submit Request</FormSubmitButton>
        </ContractForm>
      )}
    </ThankYouDialog>
  );
}

export interface VillaBookingModalProps extends DateBounds {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  villaName: string;
  /** Resolve on success (the thank-you view shows); reject on failure (the values stay). */
  onSubmit: (values: VillaBookingModalFormValues, context: FormSubmitContext) => Promise<unknown>;
}

const dayAfter = (date: string) => parseDate(date).add({ days: 1 }).toString();

/** The villa booking modal: contact, check-in and check-out (no past days), guests. */
export function VillaBookingModal({
  isOpen,
  onOpenChange,
  villaName,
  onSubmit,
  minDate,
  defaultMonth,
}: VillaBookingModalProps) {
  const form = useContractForm(villaBookingModalFormSchema, {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    startDate: '',
    endDate: '',
    guests: undefined,
    specialRequests: '',
  });
  const { control } = form;
  const startDate = useWatch({ control, name: 'startDate' });
  const title = `Book ${villaName}`;
  return (
    <ThankYouDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      description="Choose your dates and we’ll confirm availability."
      thankYouTitle="Thank You!"
      thankYouText={`Your booking request for ${villaName} has been received. We’ll confirm availability within 24 hours.`}
    >
      {(showThanks) => (
        <ContractForm form={form} aria-label={title} onSubmit={onSubmit} onSubmitted={showThanks}>
          <ContactFields control={control} />
          <div className={formStyles.row}>
            <FormDatePicker
              control={control}
              name="startDate"
              label="Check-in Date"
              minValue={minDate}
              defaultMonth={defaultMonth}
            />
            <FormDatePicker
              control={control}
              name="endDate"
              label="Check-out Date"
              minValue={startDate ? dayAfter(startDate) : minDate}
              defaultMonth={startDate || defaultMonth}
            />
          </div>
          <FormNumberField
            control={control}
            name="guests"
            label="Number of Guests"
            minValue={1}
            maxValue={50}
          />
          <FormTextArea control={control} name="specialRequests" label="Special Requests" />
          <FormSubmitButton fullWidth submittingLabel="Processing...">
            Request Booking
          </FormSubmitButton>
        </ContractForm>
      )}
    </ThankYouDialog>
  );
}
