export { FieldDescription, FieldErrorText, FieldLabel, type FieldTextProps } from './Field.tsx';
export * as fieldStyles from './Field.css.ts';
export { HydratesInTurn } from './HydratesInTurn.tsx';
