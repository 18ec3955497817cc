/** Filled by its helper (issue 34); not merged to main as it is. */
export function DeleteAccountPage() {
  return null;
}
