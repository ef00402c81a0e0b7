import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';
import { cardLink, liftingCard } from '../../theme/fragments.ts';

export const card = style(liftingCard);

export const featured = style({
  '@media': { [mediaQueries.md]: { display: 'grid', gridTemplateColumns: '1.2fr 1fr' } },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  background: vars.color.sea,
});

export const featuredImage = style([
  image,
  { '@media': { [mediaQueries.md]: { height: '100%' } } },
]);

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  flex: 1,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  margin: 0,
});

export const category = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.sand,
  color: vars.color.brand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const featuredTitle = style([title, { fontSize: vars.fontSize.xxl }]);

export const link = style(cardLink('inherit'));

export const excerpt = style({
  margin: 0,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const featuredExcerpt = style({ margin: 0, color: vars.color.textMuted });

export const author = style({
  marginTop: 'auto',
  paddingTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
