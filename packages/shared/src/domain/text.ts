/** Cuts text to at most `limit` characters and adds an ellipsis when it was cut (spec §9). */
export function truncateWithEllipsis(text: string, limit: number): string {
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  return `${characters.slice(0, limit).join('').trimEnd()}...`;
}

/**
 * The avatar letters, upper case: the first letters of the first and last names ('Katrin Vogel' →
 * 'KV'); a single name gives its first two letters (spec §2, top bar: 'eleanor' → 'EL').
 */
export function avatarInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.at(-1);
  if (!first || !last) return '';
  const letters = words.length === 1 ? Array.from(first).slice(0, 2) : [Array.from(first)[0], Array.from(last)[0]];
  return letters.join('').toLocaleUpperCase();
}
