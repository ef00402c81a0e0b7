export { HorizontalScroller, type HorizontalScrollerProps } from './HorizontalScroller.tsx';
