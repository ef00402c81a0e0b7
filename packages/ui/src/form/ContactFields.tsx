import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { FormTextField } from './FormFields.tsx';
import * as formStyles from './Form.css.ts';

type TextName<T extends FieldValues> = FieldPathByValue<T, string | undefined>;

interface ContactValues extends FieldValues {
  firstName: string;
  lastName: string;
  email: string;
  // Optional in some forms (the table request).
  phone?: string;
}

/**
 * First and last name, e-mail and phone, two per row: the contact block most forms open with.
 * Typed by the values it needs, so any form holding those four fields can use it.
 */
export function ContactFields<T extends ContactValues, P extends FieldValues>({
  control,
}: {
  control: Control<T, unknown, P>;
}) {
  const name = (n: keyof ContactValues) => n as TextName<T>;
  return (
    <>
      <div className={formStyles.row}>
        <FormTextField
          control={control}
          name={name('firstName')}
          label="First Name"
          autoComplete="given-name"
        />
        <FormTextField
          control={control}
          name={name('lastName')}
          label="Last Name"
          autoComplete="family-name"
        />
      </div>
      <div className={formStyles.row}>
        <FormTextField
          control={control}
          name={name('email')}
          label="Email"
          type="email"
          autoComplete="email"
        />
        <FormTextField
          control={control}
          name={name('phone')}
          label="Phone"
          type="tel"
          autoComplete="tel"
        />
      </div>
    </>
  );
}
