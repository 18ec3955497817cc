/** Cuts text to at most `limit` characters and adds an ellipsis when it was cut (spec §9). */
export function truncateWithEllipsis(text: string, limit: number): string {
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  return `${characters.slice(0, limit).join('').trimEnd()}...`;
}

/** The avatar letters: the first two letters of the name, upper case (spec §2, top bar). */
export function avatarInitials(name: string | null | undefined): string {
  const letters = Array.from((name ?? '').replace(/\s+/g, ''));
  return letters.slice(0, 2).join('').toLocaleUpperCase();
}
