import { style } from '@vanilla-extract/css';
import { outlinedBox, stack } from '../../theme/fragments.ts';
import { vars } from '../../theme/vars.css.ts';

// The frame and the field list of the integration cards.
export {
  actions,
  card,
  fields,
  note,
  term,
  title,
  value,
} from '../IntegrationCard/IntegrationCard.css.ts';

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const secret = style({
  ...stack(vars.space.xs),
  ...outlinedBox(vars.space.md, vars.radius.md),
  background: vars.color.surfaceMuted,
});

export const secretValue = style({
  display: 'block',
  fontFamily: 'monospace',
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});
