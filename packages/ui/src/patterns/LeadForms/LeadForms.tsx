import { useMemo, type ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import {
  ContactFields,
  ContractForm,
  FormDatePicker,
  FormSelect,
  FormSubmitButton,
  FormTextArea,
  FormTextField,
  formStyles,
  useContractForm,
  type FormSubmitContext,
} from '../../form/index.ts';
import { HydratesInTurn } from '../../field/HydratesInTurn.tsx';
import { StayDateFields, type DateBounds } from './fieldGroups.tsx';
import { LeadFormCard } from './LeadFormCard.tsx';
import {
  leadForms,
  type LeadFieldSpec,
  type LeadFormName,
  type LeadFormRow,
} from './leadFormSpecs.ts';

/** What the lead form takes: which form, where it sits, its texts, and the submit. */
export interface LeadFormProps extends DateBounds {
  /** Which of the landing pages' forms (`leadForms`). */
  form: LeadFormName;
  /**
   * Sends the parsed values. Resolve on success: the form clears. Reject on failure: the typed
   * values stay (a server's field messages go under the fields with `context.setFieldError`).
   */
  onSubmit: (values: FieldValues, context: FormSubmitContext) => Promise<unknown>;
  /** The anchor the hero's button scrolls to. */
  id?: string;
  title?: string;
  description?: ReactNode;
}

/** Any lead form's values as its fields see them: the shared blocks' names, and the rest. */
type LeadValues = FieldValues & {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  checkIn: string;
  checkOut: string;
};

const isRow = (row: LeadFormRow): row is readonly LeadFieldSpec[] => Array.isArray(row);

/** Empty text for every field the visitor types or picks a day in; selects start unset. */
function defaultsOf(rows: readonly LeadFormRow[]) {
  const values: Record<string, string> = {};
  for (const field of rows.flatMap((row) => (isRow(row) ? row : [row]))) {
    if (field.kind === 'contact')
      Object.assign(values, { firstName: '', lastName: '', email: '', phone: '' });
    else if (field.kind === 'stay') Object.assign(values, { checkIn: '', checkOut: '' });
    else if (field.kind !== 'select') values[field.name] = '';
  }
  return values;
}

function Field({
  field,
  control,
  minDate,
  defaultMonth,
}: { field: LeadFieldSpec; control: Control<LeadValues> } & DateBounds) {
  switch (field.kind) {
    case 'contact':
      return <ContactFields control={control} />;
    case 'stay':
      return <StayDateFields control={control} minDate={minDate} defaultMonth={defaultMonth} />;
    case 'text': {
      const { kind: _, ...props } = field;
      return <FormTextField control={control} {...props} />;
    }
    case 'textarea': {
      const { kind: _, ...props } = field;
      return <FormTextArea control={control} {...props} />;
    }
    case 'select': {
      const { kind: _, ...props } = field;
      return <FormSelect control={control} {...props} options={[...field.options]} />;
    }
    case 'date':
      return (
        <FormDatePicker
          control={control}
          name={field.name}
          label={field.label}
          minValue={minDate}
          defaultMonth={defaultMonth}
        />
      );
  }
}

/**
 * A landing page's lead form (docs/lead-forms.md), drawn from its description in
 * `leadForms`: the card, the contract form, the rows of fields and the submit button. The
 * fields are built once (`useMemo` on `control`; they follow the form through their own
 * subscriptions) inside `HydratesInTurn`: react-hook-form re-renders the form right after it
 * mounts, and fields built anew would then hydrate all at once, one long task on a phone;
 * kept, React skips them and they hydrate a row per task.
 */
export function LeadForm(props: LeadFormProps) {
  const spec = leadForms[props.form];
  const form = useContractForm(spec.schema, defaultsOf(spec.rows));
  const control = form.control as unknown as Control<LeadValues>;
  const { minDate, defaultMonth } = props;
  const fields = useMemo(
    () => (
      <HydratesInTurn>
        {spec.rows.map((row, i) =>
          isRow(row) ? (
            <div key={i} className={formStyles.row}>
              {row.map((field, j) => (
                <Field
                  key={j}
                  field={field}
                  control={control}
                  minDate={minDate}
                  defaultMonth={defaultMonth}
                />
              ))}
            </div>
          ) : (
            <Field
              key={i}
              field={row}
              control={control}
              minDate={minDate}
              defaultMonth={defaultMonth}
            />
          ),
        )}
      </HydratesInTurn>
    ),
    [control, spec, minDate, defaultMonth],
  );
  const heading = props.title ?? spec.title;
  return (
    <LeadFormCard id={props.id} title={heading} description={props.description ?? spec.description}>
      <ContractForm form={form} aria-label={heading} onSubmit={props.onSubmit}>
        {fields}
        <FormSubmitButton size="lg" fullWidth submittingLabel={spec.submittingLabel}>
          {spec.submitLabel}
        </FormSubmitButton>
      </ContractForm>
    </LeadFormCard>
  );
}
