import {
  addDays,
  isCheckOutUnavailable,
  isNightUnavailable,
  LOGIN_REQUIRED_FOR_BOOKING,
  upcomingSeasonRates,
  villaBookingFormSchema,
  villaPriceSummary,
  type ParsedVillaBookingForm,
  type PricingSettings,
  type SeasonRate,
  type StayRange,
  type VillaBookingFormValues,
} from '@cabo/contract';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { todayIso } from '../../components/DatePicker/index.ts';
import {
  ContractForm,
  FormDatePicker,
  FormSubmitButton,
  FormTextArea,
  FormTextField,
  formStyles,
  useContractForm,
  type FormSubmitContext,
} from '../../form/index.ts';
import * as styles from './VillaBookingForm.css';
import { PriceSummary } from './PriceSummary.tsx';
import { wholeDollars } from '../../common/numbers.ts';
import { formatPostDate } from '../BlogCard/formatPostDate.ts';

const empty: VillaBookingFormValues = {
  startDate: '',
  endDate: '',
  guests: '1',
  contactPhone: '',
  contactEmail: '',
  specialRequests: '',
};

/** Thrown (and the form keeps its values) when a signed-out visitor submits. */
export class LoginRequiredError extends Error {
  constructor() {
    super(LOGIN_REQUIRED_FOR_BOOKING);
    this.name = 'LoginRequiredError';
  }
}

export interface VillaBookingFormProps {
  villaName: string;
  /** Whole dollars per night (the API's text or a number). */
  pricePerNight: string | number;
  /**
   * Nights priced apart (docs/stays.md, "Season rates"): the summary prices each night at
   * its season's rate, and the seasons still to come are listed under the price.
   */
  seasonRates?: readonly SeasonRate[];
  /** Whole dollars once per stay (the API's text or a number); none: no fee. */
  cleaningFee?: string | number;
  /**
   * The taxes, fees, deposit, terms and exchange rate staff set (GET /api/pricing-settings):
   * with dates the card shows the stay's landed total (docs/stays.md, "True totals").
   * Without them no price summary shows.
   */
  pricing?: PricingSettings;
  /** The villa's guest maximum (docs/stays.md). */
  maxGuests: number;
  /** Nights confirmed bookings hold: greyed out in both calendars. */
  unavailable?: readonly StayRange[];
  /** The earliest check-in (default today: past dates cannot be picked). */
  firstDate?: string;
  /** Values to start from (e.g. the dates chosen on the villa list). */
  defaultValues?: Partial<VillaBookingFormValues>;
  /** Whether a visitor is signed in: bookings need an account. */
  signedIn: boolean;
  /**
   * Shown while signed out (the site's log-in message with its buttons). The form stays
   * mounted behind it, so the values are there after logging in.
   */
  loginNotice?: ReactNode;
  /**
   * A signed-out visitor pressed 'Request to Book' with a valid form: offer the way in
   * (the site opens its log-in dialog). Resolve true once they are signed in, and the card
   * sends what was typed; false, and it stays as it was with the notice.
   */
  onLoginRequired?: () => Promise<boolean>;
  /**
   * Sends the contract-parsed values. Resolve on success: the form resets. Reject on
   * failure: the values stay (server field messages go on the fields).
   */
  onSubmit: (values: ParsedVillaBookingForm, context: FormSubmitContext) => Promise<unknown>;
}

/** The day after an ISO date. */
const nextDay = (iso: string) => addDays(iso, 1);

/** A season's nights, first to last: "Mar 20 – Mar 28, 2027", "Dec 19, 2026 – Jan 2, 2027". */
function seasonDates({ start, end }: SeasonRate): string {
  const first = formatPostDate(start);
  const last = formatPostDate(end);
  return start.slice(0, 4) === end.slice(0, 4)
    ? `${first.slice(0, first.lastIndexOf(','))} – ${last}`
    : `${first} – ${last}`;
}

/**
 * The villa booking card (docs/stays.md): the rate and the seasons to come, check-in and
 * check-out (held nights greyed out, check-out after check-in), guests up to the villa's
 * maximum, phone, e-mail and requests, with the price summary once there is a night: the
 * stay's landed total (`PriceSummary`, docs/stays.md "True totals").
 */
export function VillaBookingForm({
  villaName,
  pricePerNight,
  seasonRates,
  cleaningFee,
  pricing,
  maxGuests,
  unavailable = [],
  firstDate,
  defaultValues,
  signedIn,
  loginNotice,
  onLoginRequired,
  onSubmit,
}: VillaBookingFormProps) {
  const schema = useMemo(() => villaBookingFormSchema(maxGuests), [maxGuests]);
  const form = useContractForm(schema, { ...empty, ...defaultValues });
  const { control } = form;
  const [startDate, endDate] = useWatch({ control, name: ['startDate', 'endDate'] });
  const [refused, setRefused] = useState(false);
  const price = Number(pricePerNight);
  const summary =
    startDate && endDate && pricing
      ? villaPriceSummary(startDate, endDate, { pricePerNight, seasonRates, cleaningFee }, pricing)
      : null;
  const earliest = firstDate ?? todayIso();
  const seasons = upcomingSeasonRates(seasonRates, earliest);
  const ratesId = useId();

  const submit = async (values: ParsedVillaBookingForm, context: FormSubmitContext) => {
    if (!signedIn) {
      setRefused(true);
      if (!(await onLoginRequired?.())) throw new LoginRequiredError();
      setRefused(false);
    }
    return onSubmit(values, context);
  };

  return (
    <ContractForm form={form} aria-label={`Book ${villaName}`} onSubmit={submit}>
      <p className={styles.price}>
        <strong>{wholeDollars(price)}</strong> per night
      </p>
      {seasons.length > 0 ? (
        <div className={styles.rates}>
          <p id={ratesId} className={styles.ratesTitle}>
            Season rates
          </p>
          <ul aria-labelledby={ratesId} className={styles.ratesList}>
            {seasons.map((season) => (
              <li key={`${season.start}-${season.name}`} className={styles.rate}>
                <span>
                  {season.name}
                  <span className={styles.rateDates}>{seasonDates(season)}</span>
                </span>
                <span className={styles.amount}>
                  {wholeDollars(Number(season.pricePerNight))} / night
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={formStyles.row}>
        <FormDatePicker
          control={control}
          name="startDate"
          label="Check-in"
          placeholder="Select date"
          minValue={earliest}
          isDateUnavailable={(date) => isNightUnavailable(date, unavailable)}
          isRequired
        />
        <FormDatePicker
          control={control}
          name="endDate"
          label="Check-out"
          placeholder="Select date"
          minValue={startDate && startDate >= earliest ? nextDay(startDate) : earliest}
          isDateUnavailable={(date) =>
            startDate
              ? isCheckOutUnavailable(startDate, date, unavailable)
              : // Without a check-in, a day is a possible check-out unless the night before it is held.
                isNightUnavailable(previousDay(date), unavailable)
          }
          isRequired
        />
      </div>
      {unavailable.length > 0 ? (
        <p className={styles.hint}>Greyed-out dates are already booked.</p>
      ) : null}
      <FormTextField
        control={control}
        name="guests"
        label="Number of Guests"
        type="number"
        inputMode="numeric"
        description={`Up to ${maxGuests} guests`}
        isRequired
      />
      <div className={formStyles.row}>
        <FormTextField
          control={control}
          name="contactPhone"
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          isRequired
        />
        <FormTextField
          control={control}
          name="contactEmail"
          label="Email"
          type="email"
          autoComplete="email"
          isRequired
        />
      </div>
      <FormTextArea control={control} name="specialRequests" label="Special Requests" />
      {summary && summary.nights > 0 ? <PriceSummary summary={summary} /> : null}
      {!signedIn ? (
        <div className={styles.notice} role={refused ? 'alert' : undefined}>
          {loginNotice ?? <p>{LOGIN_REQUIRED_FOR_BOOKING}</p>}
        </div>
      ) : null}
      <FormSubmitButton fullWidth>Request to Book</FormSubmitButton>
      <p className={styles.note}>You won't be charged yet: the owner confirms your dates first.</p>
    </ContractForm>
  );
}

const previousDay = (iso: string) => addDays(iso, -1);
