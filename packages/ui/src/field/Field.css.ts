import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** Shared look of every form field: label above, control, description and error below. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

/** The box of a text-like control; state comes from React Aria's data attributes. */
export const control = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.brand },
    '&[data-focused], &[data-focus-visible], &[data-focus-within]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 2px ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-invalid][data-focused], &[data-invalid][data-focus-within]': {
      boxShadow: `0 0 0 2px ${vars.color.danger}`,
    },
    '&[data-disabled]': {
      background: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

/** A button-like control that shows a chosen value (select, date pickers): value left, icon right. */
export const valueTrigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  textAlign: 'start',
  cursor: 'pointer',
});

/** The chosen value (or placeholder) inside a valueTrigger, cut to one line. */
export const triggerValue = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

/** A wrapper that adds no box of its own (holds a ref for a field without an input). */
export const contents = style({ display: 'contents' });
