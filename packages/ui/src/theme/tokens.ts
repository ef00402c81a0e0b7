// The design tokens and shared style pieces, for style files (.css.ts) outside the library.
// A style file must import these from here, never from the library's entry: evaluating the
// entry evaluates every component's styles, and the compiled style file would then pull all
// of their CSS into the page that uses it (docs/architecture.md, "Styles").
export { breakpoints, mediaQueries, vars } from './vars.css.ts';
export { visuallyHidden } from './utils.css.ts';
export * as styleFragments from './fragments.ts';
