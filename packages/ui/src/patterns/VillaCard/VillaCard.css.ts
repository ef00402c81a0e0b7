import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';
import { cardLink, cardPhoto } from '../../theme/fragments.ts';

const base = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.sm,
});

export const card = styleVariants({
  scroller: [base, { width: '300px', flex: '0 0 300px', scrollSnapAlign: 'start' }],
  grid: [base, { width: '100%', height: '100%' }],
});

export const image = style(cardPhoto);

export const body = style({ display: 'grid', gap: vars.space.xxs, padding: vars.space.md });

export const location = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});

export const link = style(cardLink(vars.color.text));

export const facts = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const price = style({
  margin: `${vars.space.xs} 0 0`,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
});

export const total = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const rating = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const star = style({ color: vars.color.star });
