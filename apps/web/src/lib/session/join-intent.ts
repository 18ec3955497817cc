import { PARTNER_TYPES, type PartnerType } from '@equicreators/shared';

// Session storage: this tab only, and gone with it, like the navigation state it stands in for.
const KEY = 'equicreators:join-as';

/**
 * "Join as Brand" preselects the brand at /join (spec §2: navigation state type=brand). The public
 * pages reach /join by a full page load, which carries no navigation state, so the link's island
 * leaves the choice here and /join takes it once.
 */
export function saveJoinIntent(partner: PartnerType): void {
  try {
    window.sessionStorage.setItem(KEY, partner);
  } catch {
    // Storage refused (a private mode): /join opens with its default, as without a script.
  }
}

/** The choice a join link left for this page load, removed as it is read. */
export function takeJoinIntent(): PartnerType | null {
  try {
    const stored = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return PARTNER_TYPES.find((partner) => partner === stored) ?? null;
  } catch {
    return null;
  }
}

/** Whether a string names a partner type (a link's data-join-as). */
export function isPartnerType(value: string | undefined): value is PartnerType {
  return PARTNER_TYPES.some((partner) => partner === value);
}
