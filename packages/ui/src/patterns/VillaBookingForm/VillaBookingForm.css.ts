import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const price = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted });

export const rates = style({
  display: 'grid',
  gap: vars.space.xs,
  marginTop: `calc(-1 * ${vars.space.xs})`,
  fontSize: vars.fontSize.sm,
});

export const ratesTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const ratesList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const rate = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const rateDates = style({ display: 'block', color: vars.color.textMuted });

export const hint = style({
  margin: `calc(-1 * ${vars.space.xs}) 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const summary = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const line = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const amount = style({ margin: 0 });

export const totalLine = style({
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.semibold,
});

export const notice = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const summaryBlock = style({ display: 'grid', gap: vars.space.xs });

export const pesos = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const terms = style({ margin: 0, fontSize: vars.fontSize.sm });
