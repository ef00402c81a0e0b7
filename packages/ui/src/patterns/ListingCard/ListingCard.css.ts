import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { cardLink, cardPhoto, liftingCard } from '../../theme/fragments.ts';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

// Variants spread their shared rules rather than compose a base class: one class each, so the
// first load's script carries one name per variant, not two.

/**
 * `grid`: fills its cell; `scroller`: 300 px in a horizontal row; `featured`: picture beside
 * text from md, the title larger, the description in full.
 */
export const layout = styleVariants({
  grid: liftingCard,
  scroller: { ...liftingCard, width: '300px', flex: '0 0 300px', scrollSnapAlign: 'start' },
  featured: {
    ...liftingCard,
    '@media': { [mediaQueries.md]: { display: 'grid', gridTemplateColumns: '1.2fr 1fr' } },
  },
});

export const image = style(cardPhoto);

// Beside the text, the drawn art fills its column however tall the text runs.
globalStyle(`${layout.featured} > img`, {
  '@media': { [mediaQueries.md]: { height: '100%' } },
});

// On the cover's corner: the card's, as the cover is its first child.
export const badge = style({ position: 'absolute', top: vars.space.sm, left: vars.space.sm });

const body = { display: 'flex', flexDirection: 'column', flex: 1 } as const;

/** `roomy` for cards with a description; `snug` and `tight` for short ones in dense rows. */
export const density = styleVariants({
  roomy: { ...body, gap: vars.space.xs, padding: vars.space.lg },
  snug: { ...body, gap: vars.space.xs, padding: vars.space.md },
  tight: { ...body, gap: vars.space.xxs, padding: vars.space.md },
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

// At the bottom of the card, above its stretched link, so the buttons get their own clicks;
// a click anywhere else in it (the price, a post's author) still reaches the link.
export const footer = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.xs,
  pointerEvents: 'none',
});

globalStyle(`${footer} :is(a, button)`, { pointerEvents: 'auto' });

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

// The featured card has room for the whole description.
globalStyle(`${layout.featured} ${cardDescription}`, {
  display: 'block',
  WebkitLineClamp: 'none',
  overflow: 'visible',
});

/** A line of small facts ('6 BR • Up to 14 guests'; a post's date and read time, apart). */
export const cardFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** A small bold line (a rating, a stay's total, a post's author). */
export const cardNote = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** A price level or range in the brand colour ('$$$$'). */
export const cardPriceLevel = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  letterSpacing: '0.06em',
});
