import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.duration.normal} ease-in reverse` },
  },
});

const panel = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const side = styleVariants({
  right: [
    panel,
    {
      right: 0,
      maxWidth: '28rem',
      selectors: {
        '&[data-entering]': { animation: `${fromRight} ${vars.duration.normal} ease-out` },
        '&[data-exiting]': { animation: `${fromRight} ${vars.duration.normal} ease-in reverse` },
      },
    },
  ],
  left: [
    panel,
    {
      left: 0,
      maxWidth: '20rem',
      selectors: {
        '&[data-entering]': { animation: `${fromLeft} ${vars.duration.normal} ease-out` },
        '&[data-exiting]': { animation: `${fromLeft} ${vars.duration.normal} ease-in reverse` },
      },
    },
  ],
});

export const dialog = style({
  position: 'relative',
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.lg} ${vars.space.xxl} ${vars.space.md} ${vars.space.lg}`,
});

export const body = style({
  flex: 1,
  overflowY: 'auto',
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
});

// Without a header the close button sits over the body: start the content below it.
export const bodyUntitled = style({ paddingTop: vars.space.xxl });
