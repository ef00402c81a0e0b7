import {
  LOGIN_REQUIRED_FOR_INQUIRY,
  resortInquiryFormSchema,
  type ResortInquiryForm as ResortInquiryFormValues,
} from '@cabo/contract';
import { parseDate } from '@internationalized/date';
import { useContext, useId, useRef, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { IsoDate } from '../../components/DatePicker/index.ts';
import { NumberField } from '../../components/NumberField/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import {
  ContractForm,
  FormDatePicker,
  FormSendingContext,
  FormSubmitButton,
  FormTextArea,
  FormTextField,
  formStyles,
  useContractForm,
  useFormField,
  type ContractFormApi,
  type FormSubmitContext,
} from '../../form/index.ts';
import { visuallyHidden } from '../../theme/utils.css.ts';
import * as styles from './ResortInquiryForm.css';

export interface ResortInquiryFormProps {
  resortName: string;
  priceLevel: string;
  /** The resort's own guest maximum (2, 4 or 6): the guests input's upper bound. */
  maxGuests: number;
  /**
   * Whether a visitor is signed in. While not, a submit sends nothing: the values stay and
   * the focus moves to the login notice (docs/stays.md: "Please log in to make an inquiry").
   */
  isSignedIn: boolean;
  /**
   * The "Please log in to make an inquiry" notice with its ways to log in (the site's). It is
   * always rendered and hides itself once a visitor is signed in. Without it the message
   * shows alone while nobody is signed in.
   */
  loginNotice?: ReactNode;
  /**
   * A signed-out visitor sent a valid form: offer the way in (the site opens its log-in
   * dialog). Resolve true once they are signed in, and the form sends what was typed; false,
   * and it sends nothing and the focus moves to the notice.
   */
  onLoginRequired?: () => Promise<boolean>;
  /** The earliest check-in (default today: past dates are disabled). */
  firstDate?: IsoDate;
  /** The card's id, for the bottom bar's "Check Availability" to scroll to. */
  id?: string;
  /**
   * Sends the contract-parsed values. Resolve on success: the form resets. Reject on
   * failure: the values stay (the site shows the toast or the field message).
   */
  onSubmit: (values: ResortInquiryFormValues, context: FormSubmitContext) => Promise<unknown>;
}

const dayAfter = (date: string) => parseDate(date).add({ days: 1 }).toString();

type Form = ContractFormApi<typeof resortInquiryFormSchema>;

/** Guests: a number input from 1 to the resort's maximum, kept as the contract's string. */
function GuestsField({ control, maxGuests }: { control: Form['control']; maxGuests: number }) {
  const f = useFormField({ control, name: 'guests' });
  const value = Number(f.value);
  return (
    <NumberField
      {...f.props}
      label="Guests"
      description={`Up to ${maxGuests} guests`}
      minValue={1}
      maxValue={maxGuests}
      value={f.value && Number.isFinite(value) ? value : Number.NaN}
      onChange={(next) => f.props.onChange(Number.isNaN(next) ? '' : String(next))}
      inputRef={f.ref}
    />
  );
}

/** The pending state: the disabled button and a spinner beside it. */
function SendingSpinner() {
  return useContext(FormSendingContext) ? <Spinner size="sm" label="Sending your inquiry" /> : null;
}

/**
 * The resort detail inquiry (docs/stays.md): check-in and check-out (no past days; check-out
 * after check-in), guests up to the resort's maximum, phone, e-mail and special requests.
 * Only a signed-in visitor can send it; the form stays mounted while they log in.
 */
export function ResortInquiryForm({
  resortName,
  priceLevel,
  maxGuests,
  isSignedIn,
  loginNotice,
  onLoginRequired,
  firstDate,
  id,
  onSubmit,
}: ResortInquiryFormProps) {
  const form = useContractForm(resortInquiryFormSchema, {
    startDate: '',
    endDate: '',
    guests: '1',
    specialRequests: '',
    contactPhone: '',
    contactEmail: '',
  });
  const { control } = form;
  const startDate = useWatch({ control, name: 'startDate' });
  const notice = useRef<HTMLDivElement>(null);
  const headingId = useId();

  const submit = async (values: ResortInquiryFormValues, context: FormSubmitContext) => {
    if (!isSignedIn && !(await onLoginRequired?.())) {
      // Refused before any call; the notice says why and offers the way in.
      notice.current?.focus();
      throw new Error(LOGIN_REQUIRED_FOR_INQUIRY);
    }
    return onSubmit(values, context);
  };

  return (
    <section id={id} className={styles.card} aria-labelledby={headingId} tabIndex={-1}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          Check Availability
        </h2>
        <p className={styles.price}>
          <span aria-hidden="true">{priceLevel}</span>
          <span className={visuallyHidden}>Price level {priceLevel}</span>{' '}
          <span className={styles.perNight}>/ night</span>
        </p>
      </div>
      <ContractForm form={form} aria-label={`Inquire about ${resortName}`} onSubmit={submit}>
        <div className={formStyles.row}>
          <FormDatePicker
            control={control}
            name="startDate"
            label="Check-in"
            placeholder="Add date"
            minValue={firstDate}
            defaultMonth={firstDate}
          />
          <FormDatePicker
            control={control}
            name="endDate"
            label="Check-out"
            placeholder="Add date"
            minValue={startDate ? dayAfter(startDate) : firstDate}
            defaultMonth={startDate || firstDate}
          />
        </div>
        <GuestsField control={control} maxGuests={maxGuests} />
        <div className={formStyles.row}>
          <FormTextField
            control={control}
            name="contactPhone"
            label="Phone"
            type="tel"
            autoComplete="tel"
          />
          <FormTextField
            control={control}
            name="contactEmail"
            label="Email"
            type="email"
            autoComplete="email"
          />
        </div>
        <FormTextArea control={control} name="specialRequests" label="Special Requests" />
        {loginNotice ? (
          // Stays mounted once signed in (empty then): the site's notice hides itself and,
          // after a log-in it started, gives the focus back to this form.
          <div ref={notice} tabIndex={isSignedIn ? undefined : -1} className={styles.notice}>
            {loginNotice}
          </div>
        ) : isSignedIn ? null : (
          <div ref={notice} tabIndex={-1} className={styles.notice}>
            <p className={styles.noticeText}>{LOGIN_REQUIRED_FOR_INQUIRY}</p>
          </div>
        )}
        <div className={styles.actions}>
          <FormSubmitButton fullWidth>Submit Inquiry</FormSubmitButton>
          <SendingSpinner />
        </div>
      </ContractForm>
    </section>
  );
}
