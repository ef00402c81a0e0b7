import { style } from '@vanilla-extract/css';
import { gridList, raisedCard } from '../../theme/fragments.ts';
import { displayHeading } from '../../common/page.css.ts';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

export const grid = style({
  ...gridList(vars.space.lg),
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

export const card = style(raisedCard);

export const icon = style({
  width: '2.5rem',
  height: '2.5rem',
  color: vars.color.seaDeep,
  marginBottom: vars.space.sm,
});

export const title = style([
  displayHeading,
  { margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.lg, color: vars.color.brand },
]);

export const description = style({ margin: 0, color: vars.color.textMuted });
