const BYTE_UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** '148 MB': a size in the unit that keeps it under 1024, one decimal below 10. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit > 0 && value < 10 ? 1 : 0;
  return `${value.toFixed(digits)} ${BYTE_UNITS[unit] ?? 'bytes'}`;
}

/** '12 s', '4 min', '3 h', '2 days': how long, as an operator glances at it. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole < 60) return `${String(whole)} s`;
  if (whole < 3600) return `${String(Math.floor(whole / 60))} min`;
  if (whole < 86_400) return `${String(Math.floor(whole / 3600))} h`;
  const days = Math.floor(whole / 86_400);
  return `${String(days)} ${days === 1 ? 'day' : 'days'}`;
}

/** Seconds from `earlier` to `later`, two ISO timestamps of the server's clock (not the browser's). */
export function secondsBetween(earlier: string, later: string): number {
  return (new Date(later).getTime() - new Date(earlier).getTime()) / 1000;
}

/** '0 ms', '3.2 ms', '140 ms', '1.5 s'. */
export function formatMilliseconds(ms: number): string {
  if (ms === 0) return '0 ms';
  if (ms >= 1000) return `${(ms / 1000).toFixed(1)} s`;
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${String(Math.round(ms))} ms`;
}

// The browser's own grouping, in the visitor's language: '18,342'.
const COUNT_FORMAT = new Intl.NumberFormat();

/** '18,342' in the visitor's locale. */
export function formatCount(count: number): string {
  return COUNT_FORMAT.format(count);
}
