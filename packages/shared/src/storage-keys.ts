/** The browser's local storage keys of spec §3. */
export const STORAGE_KEYS = {
  token: 'token',
  type: 'type',
  id: 'id',
  firstName: 'firstName',
  selectedPartner: 'selected_partner',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
