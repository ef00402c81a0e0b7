import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing, states } from '../../theme/fragments.ts';
import { vars } from '../../theme/vars.css.ts';

/** A variant's colours, with the background it takes under the pointer and when pressed. */
const colours = (background: string, color: string, hover: string, pressed: string) => ({
  background,
  color,
  ...states({ hover: { background: hover }, pressed: { background: pressed } }),
});

/** A size's padding, type size and least height. */
const size = (padding: string, fontSize: string, minHeight: string) => ({
  padding,
  fontSize,
  minHeight,
});

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    outline: 'none',
    ...states({
      focusVisible: focusRing(),
      disabled: { cursor: 'not-allowed', opacity: 0.55 },
    }),
  },
  variants: {
    variant: {
      primary: colours(
        vars.color.brand,
        vars.color.onBrand,
        vars.color.brandHover,
        vars.color.brandPressed,
      ),
      secondary: {
        ...colours(vars.color.surface, vars.color.brand, vars.color.sand, vars.color.sandDeep),
        borderColor: vars.color.brand,
      },
      ghost: colours('transparent', vars.color.text, vars.color.surfaceMuted, vars.color.sandDeep),
      destructive: {
        background: vars.color.danger,
        color: vars.color.onDanger,
      },
    },
    size: {
      sm: size(`${vars.space.xxs} ${vars.space.sm}`, vars.fontSize.sm, '2.25rem'),
      md: size(`${vars.space.xs} ${vars.space.lg}`, vars.fontSize.md, '2.75rem'),
      lg: size(`${vars.space.sm} ${vars.space.xl}`, vars.fontSize.lg, '3.25rem'),
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});
