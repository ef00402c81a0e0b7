export { PriceBar, type PriceBarProps } from './PriceBar.tsx';
export { estimatedTotal, formatUsd } from './price.ts';
