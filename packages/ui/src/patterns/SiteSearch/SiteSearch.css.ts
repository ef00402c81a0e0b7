import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';
import { focusRing, groupHeading, menuLink } from '../../theme/fragments.ts';

export const field = style({ display: 'grid', gap: vars.space.xxs, marginBottom: vars.space.md });

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

export const status = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const results = style({
  display: 'grid',
  gap: vars.space.md,
  maxHeight: '60vh',
  overflowY: 'auto',
});

export const groupTitle = style({
  margin: `0 0 ${vars.space.xxs}`,
  ...groupHeading,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  ...menuLink(`${vars.space.xs} ${vars.space.sm}`),
  selectors: {
    '&[data-hovered]': { background: vars.color.sand },
    '&[data-focus-visible]': focusRing('1px'),
  },
});

export const title = style({
  display: 'block',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
});
export const detail = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
