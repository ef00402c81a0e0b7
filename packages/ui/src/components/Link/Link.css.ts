import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css.ts';

export const link = recipe({
  base: {
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    transition: `color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
    selectors: {
      '&[data-focus-visible]': {
        outline: `3px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      /** In running text: always underlined (colour alone must not carry the meaning). */
      inline: {
        color: vars.color.seaDeep,
        textDecoration: 'underline',
        textUnderlineOffset: '0.18em',
        selectors: {
          '&[data-hovered]': { color: vars.color.brand, textDecorationThickness: '2px' },
        },
      },
      /** On its own (menus, footers, "View all"): underline on hover. */
      standalone: {
        color: vars.color.brand,
        fontWeight: vars.fontWeight.semibold,
        textDecoration: 'none',
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
      /** A link that looks like the primary button ("Learn More" to another page). */
      button: {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: '2.75rem',
        padding: `${vars.space.xs} ${vars.space.lg}`,
        borderRadius: vars.radius.pill,
        background: vars.color.brand,
        color: vars.color.onBrand,
        fontWeight: vars.fontWeight.semibold,
        textDecoration: 'none',
        selectors: {
          '&[data-hovered]': { background: vars.color.brandHover },
          '&[data-pressed]': { background: vars.color.brandPressed },
        },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
