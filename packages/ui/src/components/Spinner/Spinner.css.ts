import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '50%': { opacity: 0.55 } });

export const spinner = style({
  display: 'inline-block',
  borderRadius: '50%',
  border: `3px solid ${vars.color.sandDeep}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.8s linear infinite`,
});

export const spinnerSize = styleVariants({
  sm: { width: '1rem', height: '1rem', borderWidth: '2px' },
  md: { width: '1.75rem', height: '1.75rem' },
  lg: { width: '2.75rem', height: '2.75rem' },
});

export const skeleton = style({
  display: 'block',
  background: vars.color.sandDeep,
  animation: `${pulse} 1.6s ease-in-out infinite`,
});

export const skeletonShape = styleVariants({
  text: { height: '1em', borderRadius: vars.radius.sm },
  rect: { borderRadius: vars.radius.md },
  circle: { borderRadius: '50%' },
});
