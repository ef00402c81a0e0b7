// No web fonts: the faces each device already has (docs/architecture.md, "Type"). A page
// paints its text from the HTML alone, with nothing to download or swap in later.
import './theme.css.ts';

export * from './tokens.ts';
