// Session storage: this tab only, like the visit to Stripe's portal it remembers.
const KEY = 'equicreators:billing-portal-opened';

/**
 * The portal's "Return" link leads back to /billing (BILLING_RETURN_PATHS.portalReturn), which opens
 * the portal: without a memory of the visit, returning would open it again at once. The page leaves
 * this mark as it sends the browser to the portal and takes it when the browser comes back.
 */
export function markPortalOpened(): void {
  try {
    window.sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (a private mode): the return opens the portal again, which is its own way out.
  }
}

/** Whether this page load is the return from the portal; the mark is removed as it is read. */
export function takePortalReturn(): boolean {
  try {
    const isReturn = window.sessionStorage.getItem(KEY) !== null;
    window.sessionStorage.removeItem(KEY);
    return isReturn;
  } catch {
    return false;
  }
}
