import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

export const grid = style({
  display: 'grid',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const columns = (n: number) => ({ gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` });

export const baseColumns = styleVariants({ 1: columns(1), 2: columns(2) });

export const mdColumns = styleVariants({ 2: 2, 3: 3, 4: 4 }, (n) => ({
  '@media': { [mediaQueries.md]: columns(n) },
}));

export const lgColumns = styleVariants({ 2: 2, 3: 3, 4: 4 }, (n) => ({
  '@media': { [mediaQueries.lg]: columns(n) },
}));

export const gap = styleVariants({
  sm: { gap: vars.space.sm },
  md: { gap: vars.space.md },
  lg: { gap: vars.space.lg },
});

/** Items shown only from a breakpoint up, e.g. a third card where three fit in a row. */
export const showFrom = styleVariants({ md: mediaQueries.md, lg: mediaQueries.lg }, (query) => ({
  display: 'none',
  '@media': { [query]: { display: 'block' } },
}));
