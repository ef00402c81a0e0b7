import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';
import { focusRing, iconButton } from '../../theme/fragments.ts';
import { control } from '../../field/Field.css.ts';

export const box = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const icon = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  width: '1.125rem',
  height: '1.125rem',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  selectors: {
    // Paired with the control's class, so the room for the icons wins over the control's own
    // padding whichever order a page's CSS arrives in (shared chunks may come after it).
    [`${control}&`]: {
      paddingInlineStart: `calc(${vars.space.sm} + 1.625rem)`,
      paddingInlineEnd: '2.75rem',
    },
    '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { appearance: 'none' },
  },
});

export const clear = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xxs,
  ...iconButton('2.25rem', vars.color.textMuted),
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': focusRing('-3px'),
    // React Aria marks the field empty; there is nothing to clear then.
    '[data-empty] &': { display: 'none' },
  },
});

export const clearIcon = style({ width: '1rem', height: '1rem' });
