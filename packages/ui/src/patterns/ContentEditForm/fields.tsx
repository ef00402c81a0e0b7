import type { Content } from '@cabo/contract';
import { useId, type ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { Select } from '../../components/Select/index.ts';
import {
  FormCheckbox,
  FormDatePicker,
  FormListField,
  FormNumberField,
  FormSelect,
  FormStringListField,
  FormTextArea,
  FormTextField,
  useFormField,
} from '../../form/index.ts';
import { FormRichTextField } from '../../form/RichText/FormRichTextField.tsx';
import { FormGalleryField, type MediaPickerSource } from '../MediaGalleryField/index.ts';
import * as styles from './ContentEditForm.css';

// Small bindings of the library's form fields to the content form's loosely typed values
// (any kind's content), so each kind's field list reads as a list of fields.

export type ContentControl = Control<FieldValues, unknown, Content>;

interface Base {
  control: ContentControl;
  name: string;
  label: string;
  description?: string;
  /** Across the whole section. */
  wide?: boolean;
}

const Cell = ({ wide, children }: { wide?: boolean; children: ReactNode }) =>
  wide ? <div className={styles.wide}>{children}</div> : <>{children}</>;

/** A labelled section of the form. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={styles.grid}>{children}</div>
    </section>
  );
}

export function Text({ wide, ...props }: Base & { placeholder?: string; isRequired?: boolean }) {
  return (
    <Cell wide={wide}>
      <FormTextField {...props} />
    </Cell>
  );
}

export function LongText({ wide = true, rows = 4, ...props }: Base & { rows?: number }) {
  return (
    <Cell wide={wide}>
      <FormTextArea {...props} rows={rows} />
    </Cell>
  );
}

/** Formatted text (a post's body), kept as the HTML the server sanitizes on save. */
export function RichText(props: Omit<Base, 'wide'>) {
  return (
    <Cell wide>
      <FormRichTextField {...props} />
    </Cell>
  );
}

/**
 * The item's photos from the media library (`galleryIds`), in their own section; without a
 * library to pick from (`source`), the ids pass through the form unchanged.
 */
export function Gallery({
  control,
  source,
}: {
  control: ContentControl;
  source: MediaPickerSource | undefined;
}) {
  if (!source) return null;
  return (
    <Section title="Photos">
      <Cell wide>
        <FormGalleryField
          control={control}
          name="galleryIds"
          label="Gallery"
          description="Photos from the media library, in order: the first is the cover. Pages show them instead of the drawn art."
          source={source}
        />
      </Cell>
    </Section>
  );
}

export function Num({
  wide,
  decimals = 0,
  ...props
}: Base & { minValue?: number; maxValue?: number; step?: number; decimals?: number }) {
  return (
    <Cell wide={wide}>
      <FormNumberField
        {...props}
        formatOptions={{ maximumFractionDigits: decimals, useGrouping: false }}
        inputSize="lg"
      />
    </Cell>
  );
}

export function Choice({
  wide,
  options,
  ...props
}: Base & { options: readonly (string | { id: string; label: string })[] }) {
  return (
    <Cell wide={wide}>
      <FormSelect
        {...props}
        options={options.map((o) => (typeof o === 'string' ? { id: o, label: o } : o))}
      />
    </Cell>
  );
}

/**
 * A select of numbers (a resort's guests: 2, 4 or 6), each shown as `optionLabel` of it (an
 * adventure's season months by name); with `noneLabel`, a first option leaves it empty.
 */
export function NumberChoice({
  wide,
  options,
  optionLabel = String,
  noneLabel,
  ...props
}: Base & {
  options: readonly number[];
  optionLabel?: (n: number) => string;
  noneLabel?: string;
}) {
  const f = useFormField<FieldValues, number | undefined, Content>(props);
  const none = noneLabel === undefined ? [] : [{ id: 'none', label: noneLabel }];
  return (
    <Cell wide={wide}>
      <Select
        label={props.label}
        description={props.description}
        {...f.props}
        value={f.value == null ? (noneLabel === undefined ? null : 'none') : String(f.value)}
        onChange={(id) => f.props.onChange(id === null || id === 'none' ? undefined : Number(id))}
        options={[...none, ...options.map((n) => ({ id: String(n), label: optionLabel(n) }))]}
      />
    </Cell>
  );
}

/** An optional choice: 'None' leaves the field out. */
export function OptionalChoice({
  wide,
  options,
  noneLabel,
  ...props
}: Base & { options: readonly string[]; noneLabel: string }) {
  const f = useFormField<FieldValues, string | undefined, Content>(props);
  return (
    <Cell wide={wide}>
      <Select
        label={props.label}
        description={props.description}
        {...f.props}
        value={f.value ?? 'none'}
        onChange={(id) => f.props.onChange(id === 'none' || id === null ? undefined : String(id))}
        options={[{ id: 'none', label: noneLabel }, ...options.map((o) => ({ id: o, label: o }))]}
      />
    </Cell>
  );
}

export function Check({ control, name, label }: Omit<Base, 'wide' | 'description'>) {
  return (
    <FormCheckbox control={control} name={name}>
      {label}
    </FormCheckbox>
  );
}

export function Checks({ children }: { children: ReactNode }) {
  return <div className={`${styles.wide} ${styles.checks}`}>{children}</div>;
}

/** A calendar date (yyyy-MM-dd); any date may be picked, past ones too. */
export function DateField({ wide, defaultMonth, ...props }: Base & { defaultMonth?: string }) {
  return (
    <Cell wide={wide}>
      <FormDatePicker {...props} minValue="2000-01-01" defaultMonth={defaultMonth} />
    </Cell>
  );
}

export function Strings({
  wide = true,
  itemLabel,
  placeholder,
  ...props
}: Base & { itemLabel: string; placeholder?: string }) {
  return (
    <Cell wide={wide}>
      <FormStringListField {...props} itemLabel={itemLabel} placeholder={placeholder} />
    </Cell>
  );
}

export function Rows({
  wide = true,
  itemLabel,
  newItem,
  children,
  ...props
}: Base & {
  itemLabel: string;
  newItem: () => Record<string, unknown>;
  children: (row: { prefix: string; index: number }) => ReactNode;
}) {
  return (
    <Cell wide={wide}>
      <FormListField
        {...props}
        itemLabel={itemLabel}
        newItem={newItem as never}
        renderItem={children}
      />
    </Cell>
  );
}
