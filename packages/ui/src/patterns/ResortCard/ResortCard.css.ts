import { style } from '@vanilla-extract/css';
import { cardLink, cardPhoto, liftingCard } from '../../theme/fragments.ts';
import { vars } from '../../theme/vars.css.ts';

export const card = style(liftingCard);

export const media = style({ position: 'relative' });

export const image = style(cardPhoto);

export const badge = style({ position: 'absolute', top: vars.space.sm, left: vars.space.sm });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  flex: 1,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const link = style(cardLink('inherit'));

export const location = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

// Above the card's stretched link, so the button gets its own clicks.
export const footer = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
});

export const price = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  letterSpacing: '0.06em',
});

export const perNight = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  letterSpacing: 0,
  color: vars.color.textMuted,
});
