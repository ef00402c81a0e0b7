export {
  METRICS_ERROR_TEXT,
  MetricCards,
  type MetricCardsProps,
  type MetricFigures,
} from './MetricCards.tsx';
