import { FOR_VISITOR_ATTRIBUTE, visitorKindOf, type VisitorKind } from './visitor-kind';
import { useIsStaticPage } from '@/lib/site/static-page';
import { useSession } from './use-session';

export type VisitorVariants = {
  /** Whether to render the variant for these visitors. */
  isRendered: (kinds: readonly VisitorKind[]) => boolean;
  /** The attributes that let CSS show the variant to those visitors only (pages rendered ahead). */
  markerOf: (kinds: readonly VisitorKind[]) => { [FOR_VISITOR_ATTRIBUTE]?: string };
};

/**
 * Parts of the navigation that differ by visitor (spec §4: Login or the area button, live or
 * greyed join entries). In the app, only the current visitor's variant is rendered. A page rendered
 * ahead cannot know the visitor, so it carries every variant, each marked with whom it is for; the
 * head script names the visitor before the first paint and CSS shows the right one, with no flash.
 */
export function useVisitorVariants(): VisitorVariants {
  const isStatic = useIsStaticPage();
  const kind = visitorKindOf(useSession());
  return {
    isRendered: (kinds) => isStatic || kinds.includes(kind),
    markerOf: (kinds) => (isStatic ? { [FOR_VISITOR_ATTRIBUTE]: kinds.join(' ') } : {}),
  };
}
