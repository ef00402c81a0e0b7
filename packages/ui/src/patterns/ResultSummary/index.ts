export { ResultSummary, resultSummaryText, type ResultSummaryProps } from './ResultSummary.tsx';
