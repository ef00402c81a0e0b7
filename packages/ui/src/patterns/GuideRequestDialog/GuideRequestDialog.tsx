import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Dialog } from '../../components/Dialog/index.ts';
import { TextField } from '../../components/TextField/index.ts';
import * as styles from './GuideRequestDialog.css';

export interface GuideContactValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

type Errors = Partial<Record<keyof GuideContactValues, string>>;

const empty: GuideContactValues = { firstName: '', lastName: '', email: '', phone: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The guide form's rules and messages (spec 001 §5 common rules). */
export function validateGuideContact(values: GuideContactValues): Errors {
  const errors: Errors = {};
  if (values.firstName.trim().length < 2) errors.firstName = 'Please enter your first name';
  if (values.lastName.trim().length < 2) errors.lastName = 'Please enter your last name';
  if (!EMAIL.test(values.email.trim())) errors.email = 'Please enter a valid email';
  if (!values.phone.trim()) errors.phone = 'Phone is required';
  else if (values.phone.trim().length < 10) errors.phone = 'Please enter a valid phone number';
  return errors;
}

export const GUIDE_DIALOG_TITLE = 'Download Your Free Guide';
export const GUIDE_DIALOG_DESCRIPTION =
  'Enter your details below to get instant access to our premium guide.';

export interface GuideRequestDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title?: string;
  description?: string;
  /**
   * Sends the request. Resolve on success: the form resets and the dialog closes. Reject on
   * failure: the typed values stay so the visitor can retry.
   */
  onSubmit: (values: GuideContactValues) => Promise<void>;
}

/** The guide-request dialog (spec 001 "Modals and dialogs"): contact details for a free guide. */
export function GuideRequestDialog({
  isOpen,
  onOpenChange,
  title = GUIDE_DIALOG_TITLE,
  description = GUIDE_DIALOG_DESCRIPTION,
  onSubmit,
}: GuideRequestDialogProps) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);

  const set = (name: keyof GuideContactValues) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    const found = validateGuideContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await onSubmit(values);
      setValues(empty);
      onOpenChange(false);
    } catch {
      // The caller reports the failure (toast); the values stay for a retry.
    } finally {
      setSubmitting(false);
    }
  };

  const field = (
    name: keyof GuideContactValues,
    label: string,
    type = 'text',
    autoComplete?: string,
  ) => (
    <TextField
      label={label}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={set(name)}
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
      isDisabled={submitting}
    />
  );

  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={title} description={description}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.row}>
          {field('firstName', 'First Name', 'text', 'given-name')}
          {field('lastName', 'Last Name', 'text', 'family-name')}
        </div>
        {field('email', 'Email', 'email', 'email')}
        {field('phone', 'Phone', 'tel', 'tel')}
        {/* Disabled with a text change rather than isPending: React Aria announces a pending
            button through a live region that points at an id the button no longer has. */}
        <Button type="submit" fullWidth isDisabled={submitting}>
          {submitting ? 'Submitting...' : 'Download Guide'}
        </Button>
      </form>
    </Dialog>
  );
}
