export {
  LEAD_CHART_EMPTY_TEXT,
  LEAD_CHART_ERROR_TEXT,
  LEAD_CHART_TITLE,
  LeadChart,
  type LeadChartProps,
} from './LeadChart.tsx';
