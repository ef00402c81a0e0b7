import { style } from '@vanilla-extract/css';
import { button } from '../../components/Button/Button.css.ts';
import { vars } from '../../theme/vars.css.ts';

/** The primary button's look on a plain anchor (its states come from CSS, not React Aria). */
export const cta = style([
  button({ variant: 'primary', size: 'lg' }),
  {
    selectors: {
      '&:hover': { background: vars.color.brandHover },
      '&:active': { background: vars.color.brandPressed },
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);
