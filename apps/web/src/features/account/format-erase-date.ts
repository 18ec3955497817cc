/** The erasure's date and time as the person reads it, in their own time zone ('11 December 2026 at 09:30'). */
export function formatEraseDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}

/** The sentence every screen uses once the deletion is scheduled. */
export function scheduledSentence(iso: string): string {
  return `Your account will be deleted on ${formatEraseDate(iso)}. Log in before then to cancel.`;
}

/** Where the public page shows the date once the request is scheduled and the sessions ended. */
export function scheduledPagePath(eraseAfter: string): string {
  return `/account/delete/confirm?on=${encodeURIComponent(eraseAfter)}`;
}
