import { apiRequest } from '@/lib/http/api-client';
import { clearSession } from '@/lib/session/session';

/**
 * Spec §2 logout: ends the session on the server, clears token, selected_partner, type and id,
 * goes to /login and reloads (so no cached data of this user survives).
 */
export async function logout(): Promise<void> {
  await apiRequest('/auth/logout', { method: 'POST', endsSession: true }).catch(() => undefined);
  clearSession();
  window.location.assign('/login');
}
