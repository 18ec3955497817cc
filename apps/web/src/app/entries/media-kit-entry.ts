import { brandKitPath, STORAGE_KEYS } from '@equicreators/shared';
import { KIT_ATTRIBUTE, KIT_GATE_ATTRIBUTE } from '@/features/media-kit/kit-attributes';
import '@/islands/islands-entry';

// The script of /c/{handle} (docs/decisions/030 "Media kits"): the public pages' islands, and for a
// kit shown to brands only, the kit itself once the stored token proves a brand. The token lives in
// local storage, which the server never sees, so the page asks again with it as a bearer header and
// puts the kit the server rendered for that visitor in place of the prompt. No React runs here.
// A logged-in brand reads the kit in its own frame, with Save and Invite (issue 46): the app's page
// of the same kit. Everyone else stays on the page the server rendered.
const brandKit = loggedInBrandKitPath();
if (brandKit) {
  window.location.replace(brandKit);
} else {
  const gate = document.querySelector<HTMLElement>(`[${KIT_GATE_ATTRIBUTE}]`);
  if (gate) {
    rememberBrandLogin(gate);
    void showKitToLoggedInVisitor(gate);
  }
}

/** The app's page of this kit when a brand is logged in here and the address names a kit. */
function loggedInBrandKitPath(): string | null {
  const handle = /^\/c\/([^/]+)\/?$/.exec(window.location.pathname)?.[1];
  // Only for a kit shown here (or shown to brands): an unknown address stays the page's "not found".
  const isKit = document.querySelector(`[${KIT_ATTRIBUTE}], [${KIT_GATE_ATTRIBUTE}]`) !== null;
  if (!handle || !isKit || !storedToken()) return null;
  try {
    if (window.localStorage.getItem(STORAGE_KEYS.type) !== 'brand') return null;
  } catch {
    return null;
  }
  return brandKitPath(decodeURIComponent(handle));
}

function storedToken(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

async function showKitToLoggedInVisitor(prompt: HTMLElement): Promise<void> {
  const token = storedToken();
  if (!token) return;
  prompt.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch(window.location.pathname, {
      headers: { accept: 'text/html', authorization: `Bearer ${token}` },
      cache: 'no-store',
    });
    const page = response.ok ? new DOMParser().parseFromString(await response.text(), 'text/html') : null;
    const kit = page?.querySelector(`[${KIT_ATTRIBUTE}]`);
    if (kit) prompt.replaceWith(document.importNode(kit, true));
  } catch {
    // Offline or refused: the prompt stays, and its link still leads to the login.
  } finally {
    prompt.removeAttribute('aria-busy');
  }
}

/** "Log in as a brand" opens the login with Brand chosen (the login reads the stored choice). */
function rememberBrandLogin(prompt: HTMLElement): void {
  prompt.querySelector('[data-login-as="brand"]')?.addEventListener('click', () => {
    try {
      window.localStorage.setItem(STORAGE_KEYS.selectedPartner, 'brand');
    } catch {
      // Storage refused: the login opens with its default choice.
    }
  });
}
