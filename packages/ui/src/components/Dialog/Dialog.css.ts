import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';
import { focusRing, iconButton } from '../../theme/fragments.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.duration.fast} ease-in reverse` },
  },
});

export const modal = style({
  width: '100%',
  maxHeight: 'calc(100dvh - 2rem)',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[data-entering]': { animation: `${rise} ${vars.duration.normal} ease-out` },
  },
});

export const size = styleVariants({
  sm: { maxWidth: '26rem' },
  md: { maxWidth: '32rem' },
  lg: { maxWidth: '48rem' },
});

export const dialog = style({
  position: 'relative',
  padding: vars.space.lg,
  outline: 'none',
  '@media': { [mediaQueries.md]: { padding: vars.space.xl } },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingInlineEnd: vars.space.xl,
  marginBottom: vars.space.lg,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const close = style({
  position: 'absolute',
  top: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  ...iconButton('2.5rem', vars.color.text),
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-pressed]': { background: vars.color.sandDeep },
    '&[data-focus-visible]': focusRing(),
  },
});

export const closeIcon = style({ width: '1.25rem', height: '1.25rem' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
