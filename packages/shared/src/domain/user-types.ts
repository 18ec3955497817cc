/** Account types. `contentCreator` and `brand` come from the spec; `admin` from DECISIONS. */
export const USER_TYPES = ['brand', 'contentCreator', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The two types a visitor can choose at /join and /login. */
export const PARTNER_TYPES = ['contentCreator', 'brand'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

export const USER_TYPE_LABELS: Record<UserType, string> = {
  brand: 'Brand',
  contentCreator: 'Content Creator',
  admin: 'Admin',
};

/** Each type's own area: /brands for brands, otherwise /{type} (spec §2). */
export function areaPathFor(type: UserType): string {
  return type === 'brand' ? '/brands' : `/${type}`;
}

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

/** An account is active, or blocked by an admin (which ends its sessions). */
export const ACCOUNT_STATUSES = ['active', 'blocked'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
