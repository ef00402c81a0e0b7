import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { states } from '../../theme/fragments.ts';
import { vars } from '../../theme/vars.css.ts';

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
      focusVisible: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      disabled: { cursor: 'not-allowed', opacity: 0.55 },
    }),
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        ...states({
          hover: { background: vars.color.brandHover },
          pressed: { background: vars.color.brandPressed },
        }),
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        ...states({
          hover: { background: vars.color.sand },
          pressed: { background: vars.color.sandDeep },
        }),
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        ...states({
          hover: { background: vars.color.surfaceMuted },
          pressed: { background: vars.color.sandDeep },
        }),
      },
      destructive: {
        background: vars.color.danger,
        color: vars.color.onDanger,
      },
    },
    size: {
      sm: {
        padding: `${vars.space.xxs} ${vars.space.sm}`,
        fontSize: vars.fontSize.sm,
        minHeight: '2.25rem',
      },
      md: {
        padding: `${vars.space.xs} ${vars.space.lg}`,
        fontSize: vars.fontSize.md,
        minHeight: '2.75rem',
      },
      lg: {
        padding: `${vars.space.sm} ${vars.space.xl}`,
        fontSize: vars.fontSize.lg,
        minHeight: '3.25rem',
      },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});
