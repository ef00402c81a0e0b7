import {
  ADVENTURE_MAX_GUESTS,
  adventureBookingFormSchema,
  inSeason,
  nextSeasonStart,
  seasonMonths,
  type AdventureBookingFormValues,
  type AdventureSeason,
} from '@cabo/contract';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { DatePicker, formatIso, todayIso } from '../../components/DatePicker/index.ts';
import { Select } from '../../components/Select/index.ts';
import { Sheet } from '../../components/Sheet/index.ts';
import {
  ContractForm,
  FormSubmitButton,
  FormTextArea,
  FormTextField,
  formStyles,
  useContractForm,
  useFormField,
  type FormSubmitContext,
} from '../../form/index.ts';
import { estimatedTotal } from '../PriceBar/price.ts';
import * as styles from './BookingSheet.css';

export const BOOKING_SHEET_TITLE = 'Book Your Adventure';
export const BOOKING_SHEET_DESCRIPTION =
  "Fill out the form below and we'll get back to you shortly with availability.";

const guestOptions = Array.from({ length: ADVENTURE_MAX_GUESTS }, (_, i) => ({
  id: String(i + 1),
  label: String(i + 1),
}));

export interface BookingSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The adventure's title, named in the sheet. */
  adventureTitle: string;
  /** Per guest, e.g. '$189 USD': the sheet shows the estimated total. */
  pricePerGuest: string;
  /** The guest count chosen on the price bar; the sheet opens with it. */
  guests: number;
  /** How soon the team answers, e.g. 'within 4 hours'. */
  replyTime?: string;
  /** The months the adventure runs; only days in season can be picked. Absent: all year. */
  season?: AdventureSeason;
  /** Cabo's date, 'yyyy-MM-dd' (default: today in Cabo); stories fix it. */
  today?: string;
  /**
   * Sends the contract-parsed values. Resolve on success: the form resets and the sheet
   * closes. Reject on failure: the typed values stay (server field messages go on the
   * fields through `context.setFieldError`).
   */
  onSubmit: (values: AdventureBookingFormValues, context: FormSubmitContext) => Promise<unknown>;
}

/**
 * The "Book Your Adventure" side sheet (docs/adventures-and-restaurants.md): guests (1-10), name
 * and e-mail required, phone, preferred date and requests optional, validated with the
 * contract's schema; a booking is a request the team confirms.
 */
export function BookingSheet({
  isOpen,
  onOpenChange,
  adventureTitle,
  pricePerGuest,
  guests,
  replyTime,
  season,
  today = todayIso(),
  onSubmit,
}: BookingSheetProps) {
  // Out of season, the first bookable day is the first day of the next season.
  const firstDay = nextSeasonStart(today, season);
  const form = useContractForm(adventureBookingFormSchema, {
    name: '',
    email: '',
    phone: '',
    specialRequests: '',
    guests,
  });
  const { control } = form;
  // The sheet opens with the price bar's count, unless the visitor already changed it here.
  useEffect(() => {
    if (isOpen && !form.formState.dirtyFields.guests) {
      form.resetField('guests', { defaultValue: guests });
    }
  }, [isOpen, guests, form]);
  const chosen = useWatch({ control, name: 'guests' }) ?? guests;

  return (
    <Sheet
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={BOOKING_SHEET_TITLE}
      description={BOOKING_SHEET_DESCRIPTION}
    >
      <p className={styles.adventure}>{adventureTitle}</p>
      {season ? (
        <p className={styles.season}>
          This adventure runs {seasonMonths(season)}.
          {firstDay !== today ? ` The next season starts on ${formatIso(firstDay)}.` : ''}
        </p>
      ) : null}
      <ContractForm
        form={form}
        aria-label={BOOKING_SHEET_TITLE}
        onSubmit={onSubmit}
        onSubmitted={() => onOpenChange(false)}
      >
        <GuestsSelect control={control} />
        <div className={formStyles.row}>
          <FormTextField
            control={control}
            name="name"
            label="Name"
            autoComplete="name"
            isRequired
          />
          <FormTextField
            control={control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            isRequired
          />
        </div>
        <div className={formStyles.row}>
          <FormTextField
            control={control}
            name="phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
          />
          <PreferredDate control={control} firstDay={firstDay} season={season} />
        </div>
        <FormTextArea control={control} name="specialRequests" label="Special Requests" />
        <p className={styles.total} aria-live="polite">
          Estimated total for {chosen} {chosen === 1 ? 'guest' : 'guests'}:{' '}
          <strong>{estimatedTotal(pricePerGuest, chosen)}</strong>
        </p>
        <p className={styles.note}>
          This is a booking request, not a payment: our team confirms availability by e-mail
          {replyTime ? ` ${replyTime}` : ''}.
        </p>
        <FormSubmitButton fullWidth>Submit Booking Request</FormSubmitButton>
      </ContractForm>
    </Sheet>
  );
}

type Control = ReturnType<typeof useContractForm<typeof adventureBookingFormSchema>>['control'];

function GuestsSelect({ control }: { control: Control }) {
  const f = useFormField<AdventureBookingFormValues, number, AdventureBookingFormValues>({
    control,
    name: 'guests',
  });
  return (
    <Select
      label="Number of Guests"
      options={guestOptions}
      name={f.props.name}
      isInvalid={f.props.isInvalid}
      errorMessage={f.props.errorMessage}
      isDisabled={f.props.isDisabled}
      value={String(f.value)}
      onChange={(value) => f.props.onChange(Number(value))}
    />
  );
}

function PreferredDate({
  control,
  firstDay,
  season,
}: {
  control: Control;
  firstDay: string;
  season: AdventureSeason | undefined;
}) {
  const f = useFormField<
    AdventureBookingFormValues,
    string | undefined,
    AdventureBookingFormValues
  >({ control, name: 'date' });
  return (
    <DatePicker
      label="Preferred Date"
      name={f.props.name}
      isInvalid={f.props.isInvalid}
      errorMessage={f.props.errorMessage}
      isDisabled={f.props.isDisabled}
      value={f.value ?? null}
      onChange={(value) => f.props.onChange(value ?? undefined)}
      minValue={firstDay}
      defaultMonth={firstDay}
      isDateUnavailable={season ? (date) => !inSeason(date, season) : undefined}
    />
  );
}
