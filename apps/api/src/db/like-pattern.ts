/** A LIKE/ILIKE pattern that finds `text` anywhere, with the wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_')}%`;
}
