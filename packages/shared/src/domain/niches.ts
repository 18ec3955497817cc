/**
 * The one canonical niche list (DECISIONS): the spec's 20 filter niches plus
 * 'Comedy', 'College/Student Life' and 'Luxury'. Value and label are the same.
 */
export const NICHES = [
  'Fashion',
  'Technology',
  'Travel',
  'Food',
  'Fitness',
  'Beauty',
  'Gaming',
  'Education',
  'Lifestyle',
  'Finance',
  'Health',
  'Music',
  'Sports',
  'Movies',
  'Photography',
  'Art',
  'Parenting',
  'Books',
  'Politics',
  'Automotive',
  'Comedy',
  'College/Student Life',
  'Luxury',
] as const;
export type Niche = (typeof NICHES)[number];

const NICHE_BY_LOWER_CASE = new Map<string, Niche>(NICHES.map((niche) => [niche.toLowerCase(), niche]));

/** Maps any casing and surrounding space of a niche to its canonical spelling, or null when unknown. */
export function toCanonicalNiche(value: string): Niche | null {
  return NICHE_BY_LOWER_CASE.get(value.trim().toLowerCase()) ?? null;
}

/**
 * Spec §5: a creator matches when any of their niches equals any selected niche, ignoring case;
 * an empty selection matches everyone.
 */
export function matchesNicheFilter(creatorNiches: readonly string[], selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  const wanted = new Set(selected.map((niche) => niche.trim().toLowerCase()));
  return creatorNiches.some((niche) => wanted.has(niche.trim().toLowerCase()));
}
