import { globalFontFace } from '@vanilla-extract/css';

/*
 * Metric-matched fallbacks, so text keeps its size and line boxes while the web fonts load
 * (no layout shift on swap). Figures measured in Chromium on an English sample: width ratio
 * of the web font to the local face (size-adjust), then the web font's ascent and descent
 * divided by that ratio. Times New Roman and Arial (or their metric clones Liberation Serif and
 * Liberation Sans on Linux) are the faces found on every desktop and phone; Georgia is not.
 */
export const displayFallback = 'Cabo Display Fallback';
export const textFallback = 'Cabo Text Fallback';

const serif = (bold: boolean) =>
  bold
    ? 'local("Times New Roman Bold"), local("TimesNewRomanPS-BoldMT"), local("Liberation Serif Bold"), local("LiberationSerif-Bold")'
    : 'local("Times New Roman"), local("TimesNewRomanPSMT"), local("Liberation Serif"), local("LiberationSerif")';
const sans = (bold: boolean) =>
  bold
    ? 'local("Arial Bold"), local("Arial-BoldMT"), local("Liberation Sans Bold"), local("LiberationSans-Bold")'
    : 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans")';

globalFontFace(displayFallback, [
  {
    src: serif(false),
    fontWeight: '100 500',
    sizeAdjust: '109.51%',
    ascentOverride: '98.8%',
    descentOverride: '22.92%',
    lineGapOverride: '0%',
  },
  {
    src: serif(true),
    fontWeight: '600 900',
    sizeAdjust: '106.2%',
    ascentOverride: '101.88%',
    descentOverride: '23.63%',
    lineGapOverride: '0%',
  },
]);

globalFontFace(textFallback, [
  {
    src: sans(false),
    fontWeight: '100 500',
    sizeAdjust: '106.19%',
    ascentOverride: '91.23%',
    descentOverride: '22.71%',
    lineGapOverride: '0%',
  },
  {
    src: sans(true),
    fontWeight: '600 900',
    sizeAdjust: '100.95%',
    ascentOverride: '95.96%',
    descentOverride: '23.89%',
    lineGapOverride: '0%',
  },
]);
