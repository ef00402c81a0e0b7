export {
  BarChart,
  type BarChartProps,
  type BarChartRow,
  type BarChartSeries,
} from './BarChart.tsx';
