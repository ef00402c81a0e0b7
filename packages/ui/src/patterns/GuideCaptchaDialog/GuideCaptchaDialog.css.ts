import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const captcha = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
});

export const success = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
});

export const thanks = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  // Focused only to announce the news; it is not a control.
  ':focus': { outline: 'none' },
});

/** The spec's secondary-form failure, in place above the button. */
export const failure = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.status.redBg,
  color: vars.status.redText,
  fontWeight: vars.fontWeight.semibold,
});
