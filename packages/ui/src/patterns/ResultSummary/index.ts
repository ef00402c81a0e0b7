export { ResultSummary, type ResultSummaryProps } from './ResultSummary.tsx';
