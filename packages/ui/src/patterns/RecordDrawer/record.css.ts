import { style } from '@vanilla-extract/css';
import { sectionTitle, stack, stackedList } from '../../theme/fragments.ts';
import { vars } from '../../theme/vars.css.ts';

// A record's sections and field lists, the same in the drawer and on the lead's page.

export const section = style(stack(vars.space.xs));

export const title = style(sectionTitle);

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, auto) 1fr',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

export const list = style({ ...stackedList(vars.space.xs), fontSize: vars.fontSize.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
