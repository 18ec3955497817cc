/** The islands build their DOM by hand (no React on the public pages); these are their shared pieces. */

export const LINK_CLASSES = 'font-semibold text-brand-700 underline underline-offset-4';

/** A new element with its classes and, if given, its text. */
export function element<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  className: string,
  text?: string,
): HTMLElementTagNameMap[Tag] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
