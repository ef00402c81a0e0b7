import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';
import { focusRing, groupHeading } from '../../theme/fragments.ts';

export const field = style({ display: 'grid', gap: vars.space.xxs, marginBottom: vars.space.sm });

export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const input = style({
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  selectors: {
    '&[data-focused]': focusRing('1px'),
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const statusRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  marginBottom: vars.space.sm,
});

export const status = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const results = style({
  display: 'grid',
  gap: vars.space.md,
  maxHeight: '60vh',
  overflowY: 'auto',
  outline: 'none',
});

export const group = style({ display: 'grid', gap: vars.space.xxs });

export const groupTitle = style({
  margin: `0 0 ${vars.space.xxs}`,
  ...groupHeading,
});

/**
 * One result: thumbnail, title over its details, the price under them on a phone and at the
 * end of the row on wider screens.
 */
export const option = style({
  display: 'grid',
  gridTemplateColumns: '4rem minmax(0, 1fr)',
  gridTemplateAreas: '"thumb text" "thumb price"',
  alignItems: 'center',
  columnGap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transition: `background ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.sand },
    // The active option (virtual focus from the box): outlined as keyboard focus is.
    '&[data-focused]': focusRing('-2px'),
  },
  '@media': {
    [mediaQueries.sm]: {
      gridTemplateColumns: '4rem minmax(0, 1fr) auto',
      gridTemplateAreas: '"thumb text price"',
    },
    [mediaQueries.reducedMotion]: { transition: 'none' },
  },
});

export const thumbnail = style({
  gridArea: 'thumb',
  display: 'block',
  width: '4rem',
  height: '2.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const text = style({ gridArea: 'text', display: 'grid', minWidth: 0 });

export const title = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
});

export const detail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const price = style({
  gridArea: 'price',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});
