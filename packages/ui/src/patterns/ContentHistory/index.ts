export { ContentHistory, type ContentHistoryProps } from './ContentHistory.tsx';
export { contentFieldLabel, wordDiff, type DiffPart } from './diff.ts';
