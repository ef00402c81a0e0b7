import type { Ref } from 'react';
import {
  Button,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { FieldLabel, FieldMessages, splitFieldProps, type FieldProps } from '../../field/Field.tsx';
import * as fieldStyles from '../../field/Field.css';
import * as styles from './NumberField.css';
import { NUMBER_FORMAT_MARK } from '../../common/numbers.ts';

export interface NumberFieldProps extends FieldProps<AriaNumberFieldProps> {
  inputRef?: Ref<HTMLInputElement>;
  /** `lg`: room for ten characters (coordinates, large counts) instead of four. */
  inputSize?: 'sm' | 'lg';
}

const Minus = () => (
  <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
    <path d="M3 8h10" stroke="currentColor" strokeWidth="2" />
  </svg>
);
const Plus = () => (
  <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
    <path d="M3 8h10M8 3v10" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/**
 * A labelled number input with − and + buttons. Typed values are clamped to
 * `minValue`/`maxValue` when the field is left; the buttons disable at the limits.
 */
export function NumberField({ inputRef, inputSize = 'sm', ...props }: NumberFieldProps) {
  const { text, root } = splitFieldProps(props);
  return (
    <AriaNumberField {...root}>
      <FieldLabel>{text.label}</FieldLabel>
      <Group className={`${fieldStyles.control} ${styles.group}`}>
        <Button slot="decrement" className={styles.step}>
          <Minus />
        </Button>
        <Input
          ref={inputRef}
          className={inputSize === 'lg' ? `${styles.input} ${styles.inputLarge}` : styles.input}
          {...NUMBER_FORMAT_MARK}
        />
        <Button slot="increment" className={styles.step}>
          <Plus />
        </Button>
      </Group>
      <FieldMessages {...text} />
    </AriaNumberField>
  );
}

export interface GuestStepperProps extends Omit<
  AriaNumberFieldProps,
  'className' | 'style' | 'children'
> {
  /** Accessible name; shown only to screen readers in the compact bar. */
  label?: string;
}

/** The guest stepper of the adventure price bar: 1 to 10 guests by default (spec). */
export function GuestStepper({
  label = 'Guests',
  minValue = 1,
  maxValue = 10,
  ...props
}: GuestStepperProps) {
  return (
    <AriaNumberField
      {...props}
      aria-label={label}
      minValue={minValue}
      maxValue={maxValue}
      step={1}
      formatOptions={{ maximumFractionDigits: 0 }}
    >
      <Group className={styles.stepperGroup}>
        <Button slot="decrement" className={styles.stepperButton}>
          <Minus />
        </Button>
        <Input className={styles.stepperInput} {...NUMBER_FORMAT_MARK} />
        <Button slot="increment" className={styles.stepperButton}>
          <Plus />
        </Button>
      </Group>
    </AriaNumberField>
  );
}
