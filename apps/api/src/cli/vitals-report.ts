import type { WebVitalName } from '@equicreators/shared';
import type { WebVitalSummary } from '../modules/vitals/vitals.service.ts';

/** CLS is a score without unit; every other metric is a time in milliseconds. */
function formatValue(metric: WebVitalName, value: number): string {
  return metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

/**
 * The summary as a plain-text table, one line per page and metric: samples, the 75th percentile
 * (the figure Google's Core Web Vitals judge a page by) and the share rated good.
 */
export function formatVitalsSummary(rows: readonly WebVitalSummary[], heading: string): string {
  if (rows.length === 0) return `${heading}\nNo web vitals were reported in this period.`;
  const header = ['page', 'metric', 'count', 'p75', 'good'];
  const table = [
    header,
    ...rows.map((row) => [
      row.page,
      row.metric,
      String(row.count),
      formatValue(row.metric, row.p75),
      `${Math.round(row.goodShare * 100)}%`,
    ]),
  ];
  const widths = header.map((_, column) => Math.max(...table.map((cells) => cells[column]?.length ?? 0)));
  // Text columns to the left, figures to the right, as a reader compares them down a column.
  const lines = table.map((cells) =>
    cells
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
  return [heading, ...lines].join('\n');
}
