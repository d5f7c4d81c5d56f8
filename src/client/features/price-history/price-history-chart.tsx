import Chart from 'react-apexcharts/core';
// The tree-shakeable core plus only what this chart uses: line series, legend, keyboard navigation.
import 'apexcharts/line';
import 'apexcharts/features/legend';
import 'apexcharts/features/keyboard';
import type { ApexOptions } from 'apexcharts';
import { formatPrice } from '../../../shared/format';
import { yAxisDomain, type ParsedHistoryPoint } from './history-summary';

/**
 * Average, lowest and highest price per day. This module (and apexcharts with it) is loaded with a dynamic
 * import, so the browse page's first bundle stays small.
 */
export function PriceHistoryChart({ points, theme }: { points: ParsedHistoryPoint[]; theme: 'light' | 'dark' }) {
  const domain = yAxisDomain(points);
  const money = (v: number) => (Number.isFinite(v) ? `$${v.toFixed(2)}` : '');
  const options: ApexOptions = {
    chart: {
      id: 'price-history',
      toolbar: { show: false },
      zoom: { enabled: false },
      background: 'transparent',
      fontFamily: 'inherit',
    },
    theme: { mode: theme },
    colors: ['#0d6efd', '#198754', '#dc3545'],
    stroke: { curve: 'straight', width: [3, 2, 2], dashArray: [0, 4, 4] },
    markers: { size: points.length <= 31 ? 3 : 0 },
    xaxis: { categories: points.map((p) => p.date), labels: { rotate: -45, hideOverlappingLabels: true } },
    yaxis: { min: domain?.min, max: domain?.max, labels: { formatter: money } },
    tooltip: { y: { formatter: money } },
    legend: { position: 'top' },
    grid: { borderColor: theme === 'dark' ? '#495057' : '#dee2e6' },
  };
  const series = [
    { name: 'Average', data: points.map((p) => p.avg) },
    { name: 'Lowest', data: points.map((p) => p.min) },
    { name: 'Highest', data: points.map((p) => p.max) },
  ];
  return (
    <figure className="mb-0">
      <Chart type="line" height={300} options={options} series={series} />
      <figcaption className="visually-hidden">
        Daily prices from {points[0]?.date} to {points[points.length - 1]?.date}; latest average{' '}
        {formatPrice(points[points.length - 1]?.avg)}.
      </figcaption>
    </figure>
  );
}
