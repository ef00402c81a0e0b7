import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

/** The card look the guide and listing cards share. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.sm,
  padding: vars.space.lg,
  alignItems: 'flex-start',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
  flexGrow: 1,
});

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
