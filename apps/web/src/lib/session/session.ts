import { PARTNER_TYPES, STORAGE_KEYS, isUserType, type PartnerType, type UserType } from '@equicreators/shared';

/** What local storage says about the visitor (spec §3: token, type, id, firstName). */
export type StoredSession = {
  token: string | null;
  type: UserType | null;
  id: string | null;
  firstName: string | null;
};

const CHANGE_EVENT = 'equicreators:session-change';

/**
 * Calls `onChange` whenever the stored session changes, in this tab or another (a login or logout
 * there changes this one too). Answers the function that stops listening.
 */
export function subscribeToSession(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

let cachedSnapshot: StoredSession | null = null;
let cachedKey = '';

/** The stored session; the same object until storage changes, as useSyncExternalStore requires. */
export function readSession(): StoredSession {
  const token = read(STORAGE_KEYS.token);
  const rawType = read(STORAGE_KEYS.type);
  const id = read(STORAGE_KEYS.id);
  const firstName = read(STORAGE_KEYS.firstName);
  const key = JSON.stringify([token, rawType, id, firstName]);
  if (cachedSnapshot && key === cachedKey) return cachedSnapshot;
  cachedKey = key;
  cachedSnapshot = { token: token || null, type: isUserType(rawType) ? rawType : null, id, firstName };
  return cachedSnapshot;
}

/** Stores what login and the profile answer; only the given keys change. */
export function saveSession(values: Partial<{ token: string; type: UserType; id: string; firstName: string }>): void {
  for (const [name, value] of Object.entries(values)) {
    const key = STORAGE_KEYS[name as keyof typeof values];
    if (value !== undefined) window.localStorage.setItem(key, value);
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Spec §2 logout: clears token, selected_partner, type and id (and the cached first name). */
export function clearSession(): void {
  for (const key of [
    STORAGE_KEYS.token,
    STORAGE_KEYS.selectedPartner,
    STORAGE_KEYS.type,
    STORAGE_KEYS.id,
    STORAGE_KEYS.firstName,
  ]) {
    window.localStorage.removeItem(key);
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The last choice between Content Creator and Brand (spec §2: remembered under selected_partner). */
export function readSelectedPartner(): PartnerType | null {
  const stored = read(STORAGE_KEYS.selectedPartner);
  return (PARTNER_TYPES as readonly string[]).includes(stored ?? '') ? (stored as PartnerType) : null;
}

export function saveSelectedPartner(partner: PartnerType): void {
  window.localStorage.setItem(STORAGE_KEYS.selectedPartner, partner);
}

/** The partner type this browser last signed in as; logout keeps it (docs/decisions/025). */
export function readLastLoginType(): PartnerType | null {
  const stored = read(STORAGE_KEYS.lastLoginType);
  return (PARTNER_TYPES as readonly string[]).includes(stored ?? '') ? (stored as PartnerType) : null;
}

/** Remembers the type signed in, as the next login's choice too. */
export function saveLastLoginType(type: UserType): void {
  if (!(PARTNER_TYPES as readonly string[]).includes(type)) return;
  try {
    window.localStorage.setItem(STORAGE_KEYS.lastLoginType, type);
    window.localStorage.setItem(STORAGE_KEYS.selectedPartner, type);
  } catch {
    // Storage full or refused: the login itself has succeeded; the choice is simply not remembered.
  }
}
