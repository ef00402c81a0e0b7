import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/fragments.ts';
import { vars } from '../../theme/vars.css.ts';

/** The editor's frame: toolbar on top, the writing area under it, one border around both. */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
  selectors: {
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { background: vars.color.surfaceMuted },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const separator = style({
  alignSelf: 'stretch',
  width: '1px',
  margin: `${vars.space.xxs} ${vars.space.xxs}`,
  background: vars.color.border,
});

export const toolButton = style({
  minWidth: '2.5rem',
  height: '2.5rem',
  padding: `0 ${vars.space.xs}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing('-2px'),
    '&[data-selected]': {
      background: vars.color.brand,
      color: vars.color.onBrand,
    },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const italic = style({ fontStyle: 'italic' });

/** The small form under the toolbar that sets or removes a link. */
export const linkPanel = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const linkInput = style({ flex: '1 1 14rem', minWidth: 0 });

/** Same height before and after the editor loads, so nothing below moves. */
const areaHeight = '12rem';

export const area = style({
  minHeight: areaHeight,
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
});

/** The contenteditable itself (ProseMirror's root); its focus shows as the field's ring. */
export const content = style({
  minHeight: areaHeight,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  outline: 'none',
  selectors: {
    '&:focus-visible, &:focus': { boxShadow: `inset 0 0 0 3px ${vars.color.focusRing}` },
  },
});

globalStyle(`${content} > :first-child`, { marginTop: 0 });
globalStyle(`${content} > :last-child`, { marginBottom: 0 });
globalStyle(`${content} p`, { margin: `0 0 ${vars.space.xs}` });
globalStyle(`${content} h2`, {
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(`${content} h3`, {
  margin: `${vars.space.sm} 0 ${vars.space.xs}`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(`${content} ul, ${content} ol`, {
  margin: `0 0 ${vars.space.xs}`,
  paddingInlineStart: vars.space.lg,
});
globalStyle(`${content} li > p`, { margin: 0 });
globalStyle(`${content} blockquote`, {
  margin: `0 0 ${vars.space.xs}`,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
globalStyle(`${content} a`, { color: vars.color.brand, textDecoration: 'underline' });
