import type { UserType } from '@equicreators/shared';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/lib/session/use-session';
import { decideGuestAccess, decideProtectedAccess } from '@/lib/session/route-access';

/** Renders its child routes only for a stored token of the required type; else /join (spec §2). */
export function RequireUser({ type }: { type: UserType | readonly UserType[] }) {
  const decision = decideProtectedAccess(useSession(), type);
  return decision.allowed ? <Outlet /> : <Navigate to={decision.redirectTo} replace />;
}

/** /join and /login: only without a stored token. */
export function GuestOnly() {
  const decision = decideGuestAccess(useSession());
  return decision.allowed ? <Outlet /> : <Navigate to={decision.redirectTo} replace />;
}
