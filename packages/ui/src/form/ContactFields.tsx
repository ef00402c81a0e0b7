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

// Two fields a row, in the order people give them.
const contactRows = [
  [
    { field: 'firstName', label: 'First Name', autoComplete: 'given-name' },
    { field: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  ],
  [
    { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
    { field: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  ],
] as const;

/**
 * First and last name, e-mail and phone, two per row: the contact block most forms open with.
 * Typed by the values it needs, so any form holding those four fields can use it.
 */
export function ContactFields<T extends ContactValues, P extends FieldValues>({
  control,
}: {
  control: Control<T, unknown, P>;
}) {
  return (
    <>
      {contactRows.map((row) => (
        <div key={row[0].field} className={formStyles.row}>
          {row.map(({ field, ...props }) => (
            <FormTextField key={field} {...props} control={control} name={field as TextName<T>} />
          ))}
        </div>
      ))}
    </>
  );
}
