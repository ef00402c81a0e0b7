import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { cardLink, cardPhoto, liftingCard } from '../../theme/fragments.ts';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

const card = style(liftingCard);

/** `grid`: fills its cell; `scroller`: 300 px in a horizontal row; `featured`: picture beside text from md. */
export const layout = styleVariants({
  grid: [card],
  scroller: [card, { width: '300px', flex: '0 0 300px', scrollSnapAlign: 'start' }],
  featured: [
    card,
    { '@media': { [mediaQueries.md]: { display: 'grid', gridTemplateColumns: '1.2fr 1fr' } } },
  ],
});

export const media = style({ position: 'relative' });

export const image = style(cardPhoto);

export const badge = style({ position: 'absolute', top: vars.space.sm, left: vars.space.sm });

const body = style({ display: 'flex', flexDirection: 'column', flex: 1 });

/** `roomy` for cards with a description; `snug` and `tight` for short ones in dense rows. */
export const density = styleVariants({
  roomy: [body, { gap: vars.space.xs, padding: vars.space.lg }],
  snug: [body, { gap: vars.space.xs, padding: vars.space.md }],
  tight: [body, { gap: vars.space.xxs, padding: vars.space.md }],
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

// The featured card's title is larger.
globalStyle(`${layout.featured} ${title}`, { fontSize: vars.fontSize.xxl });

export const link = style(cardLink('inherit'));

// At the bottom of the card, above its stretched link, so the buttons get their own clicks.
export const footer = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.xs,
});

/** The small uppercase line of a place ('Cabo San Lucas'). */
export const cardPlace = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

/** A description cut after two lines. */
export const cardDescription = style({
  margin: 0,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** A price level or range in the brand colour ('$$$$'). */
export const cardPriceLevel = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  letterSpacing: '0.06em',
});
