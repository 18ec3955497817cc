/** Two digits, as datetime-local wants them. */
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An instant (the API's ISO text) as a `datetime-local` input shows it: the brand's own clock,
 * to the minute. Empty for none or an unreadable value.
 */
export function toDeadlineInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A `datetime-local` value (the brand's clock) as the instant the API takes (ISO with offset), or
 * undefined for an empty field. An unreadable value goes as typed, so the shared schema names it.
 */
export function fromDeadlineInput(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
