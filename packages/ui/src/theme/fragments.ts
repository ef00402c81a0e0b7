import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './vars.css.ts';

// Style rules several components spell the same way, as plain objects to spread into a
// `style({...})` next to what is the component's own (selectors, sizes). Spreading keeps one
// class per element, so a component's CSS is the same as when it wrote them out.

/** The keyboard focus outline; `offset` moves it off (or, negative, into) the element. */
export const focusRing = (offset = '2px', color: string = vars.color.focusRing) =>
  ({ outline: `3px solid ${color}`, outlineOffset: offset }) as const;

/** A round, borderless button around one icon (calendar arrows, close and clear buttons). */
export const iconButton = (size: string, color: string) =>
  ({
    width: size,
    height: size,
    display: 'grid',
    placeItems: 'center',
    border: 'none',
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color,
    cursor: 'pointer',
    outline: 'none',
  }) as const;

/** The chrome's 2.75rem icon buttons in brand colour (menu, search, close the menu). */
export const chromeIconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.brand,
  cursor: 'pointer',
} as const;

/** A small outlined pill around a short link (social networks, share links). */
export const pillLink = (borderColor: string, color: string) =>
  ({
    display: 'inline-block',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    border: `1px solid ${borderColor}`,
    color,
    fontSize: vars.fontSize.sm,
    textDecoration: 'none',
  }) as const;

/** One row of a link list in a menu or panel: a block with a small rounded hover area. */
export const menuLink = (padding: string) =>
  ({
    display: 'block',
    padding,
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    textDecoration: 'none',
  }) as const;

/** The small upper-case heading over a group of links or results. */
export const groupHeading = {
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
} as const;

/** A floating surface (popovers, dropdown panels): bordered, shadowed, above the page. */
export const floatingSurface = (radius: string) =>
  ({
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: radius,
    boxShadow: vars.shadow.lg,
  }) as const;

/** A label laid over the bottom of an image on a darkening gradient. */
export const imageCaption = (padding: string) =>
  ({
    position: 'absolute',
    insetInline: 0,
    bottom: 0,
    padding,
    background: `linear-gradient(transparent, ${vars.color.scrim})`,
    color: vars.color.onBrand,
    fontSize: vars.fontSize.sm,
  }) as const;

type StateStyle = Omit<StyleRule, 'selectors' | '@media'>;

/**
 * Hover, press, keyboard-focus and disabled styles that hold for React Aria's elements (its
 * data attributes) and for plain anchors and buttons (pseudo-classes), so the chrome can use
 * native elements without React Aria's interaction code. Native hover applies only where the
 * pointer can hover (a tap on a touch screen leaves no stuck hover), never on a disabled
 * button; press beats hover. Spread into a `style({...})` whose own rules have no
 * `selectors` or `@media` of their own (or merge them by hand).
 */
export function states({
  hover,
  pressed,
  focusVisible,
  disabled,
}: {
  hover?: StateStyle;
  pressed?: StateStyle;
  focusVisible?: StateStyle;
  disabled?: StateStyle;
}) {
  const native = '&:not([data-rac])';
  const selectors: Record<string, StateStyle> = {};
  if (focusVisible) selectors[`&[data-focus-visible], ${native}:focus-visible`] = focusVisible;
  if (disabled) selectors[`&[data-disabled], ${native}:disabled`] = disabled;
  if (hover) selectors['&[data-hovered]'] = hover;
  // The second selector outranks the hover rule below; `:active` alone serves touch screens.
  if (pressed) {
    selectors[`&[data-pressed], ${native}:active, ${native}:hover:active:not(:disabled)`] = pressed;
  }
  return {
    selectors,
    ...(hover
      ? {
          '@media': {
            '(hover: hover)': { selectors: { [`${native}:hover:not(:disabled)`]: hover } },
          },
        }
      : {}),
  };
}

/**
 * A card's title link that makes the whole card its click area (the card is positioned);
 * the link text stays the accessible name, the focus ring follows the card's corners.
 */
export const cardLink = (color: string) =>
  ({
    color,
    textDecoration: 'none',
    outline: 'none',
    '::after': { content: '""', position: 'absolute', inset: 0 },
    selectors: {
      '&[data-hovered]': { textDecoration: 'underline' },
      '&[data-focus-visible]::after, &:not([data-rac]):focus-visible::after': {
        ...focusRing('-3px'),
        borderRadius: vars.radius.lg,
      },
    },
    '@media': {
      '(hover: hover)': {
        selectors: { '&:not([data-rac]):hover': { textDecoration: 'underline' } },
      },
    },
  }) as const;

/** A catalogue card: a raised surface the title link (`cardLink`) covers, lifting on hover. */
export const liftingCard = {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.duration.normal}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
} as const satisfies StyleRule;

/** A card's photo: full width in 3:2, the sea colour until it loads. */
export const cardPhoto = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  background: vars.color.sea,
} as const satisfies StyleRule;

/** A column of children `gap` apart. */
export const stack = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** A `ul`/`ol`/`dl` without the browser's bullets and indents. */
export const bareList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** A bare list laid out as a column, items `gap` apart. */
export const stackedList = (gap: string) => ({ ...bareList, ...stack(gap) }) as const;

/** A row that wraps, its children centred on one line and `gap` apart. */
export const wrappingRow = (gap: string) =>
  ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap }) as const;

/** The heading of a section of an admin panel or record. */
export const sectionTitle = {
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
} as const;

/** Secondary text: a note, an empty state, a count. */
export const mutedText = { margin: 0, color: vars.color.textMuted } as const;

/** A white card on the page: bordered, large corners, a light shadow. */
export const raisedCard = {
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
} as const;

/** A box drawn with the border colour around its content (list items, panels). */
export const outlinedBox = (padding: string, radius: string) =>
  ({ padding, border: `1px solid ${vars.color.border}`, borderRadius: radius }) as const;

/** A bare list laid out as a grid, items `gap` apart; the caller sets the columns. */
export const gridList = (gap: string) => ({ display: 'grid', gap, ...bareList }) as const;
