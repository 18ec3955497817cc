/** The browser's local storage keys of spec §3. */
export const STORAGE_KEYS = {
  token: 'token',
  type: 'type',
  id: 'id',
  firstName: 'firstName',
  selectedPartner: 'selected_partner',
  /**
   * The partner type this browser last signed in as. Unlike selected_partner, logout keeps it, so
   * /login preselects it next time (docs/decisions/025). Holds a type, nothing secret.
   */
  lastLoginType: 'last_login_type',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
