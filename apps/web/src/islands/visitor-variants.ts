import {
  FOR_VISITOR_ATTRIBUTE,
  isShownTo,
  parseVisitorKind,
  VISITOR_ATTRIBUTE,
  type VisitorKind,
} from '@/lib/session/visitor-kind';

/** The visitor the head script named on <html> before the first paint (head-script.ts). */
export function namedVisitor(): VisitorKind {
  return parseVisitorKind(document.documentElement.getAttribute(VISITOR_ATTRIBUTE));
}

/**
 * A page rendered ahead carries every visitor's variant of the navigation, and CSS already shows
 * only this visitor's (lib/session/use-visitor-variants.ts). The others are then removed, so the page holds
 * what the app would have rendered: one Login or area button, one entry per join link.
 */
export function removeOtherVisitorsVariants(root: ParentNode, visitor: VisitorKind): void {
  for (const element of root.querySelectorAll(`[${FOR_VISITOR_ATTRIBUTE}]`)) {
    if (!isShownTo(element.getAttribute(FOR_VISITOR_ATTRIBUTE) ?? '', visitor)) element.remove();
  }
}
