import { formatDate, formatDateTime } from './format-date';

export type DateTextProps = {
  /** An ISO timestamp, or null for something that has not happened. */
  value: string | null;
  withTime?: boolean;
};

/** A date in a <time> element, so the exact moment stays machine-readable. */
export function DateText({ value, withTime = false }: DateTextProps) {
  if (!value) {
    // relative: the hidden text stays inside a scrolling table rather than widening the page.
    return (
      <span className="relative">
        <span aria-hidden>—</span>
        <span className="sr-only">Never</span>
      </span>
    );
  }
  return (
    <time dateTime={value} className="whitespace-nowrap">
      {withTime ? formatDateTime(value) : formatDate(value)}
    </time>
  );
}
