import { RETURN_PARAM, type UserType } from '@equicreators/shared';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useSession } from '@/lib/session/use-session';
import { decideGuestAccess, decideProtectedAccess } from '@/lib/session/route-access';

/** Renders its child routes only for a stored token of the required type; a guest logs in first. */
export function RequireUser({ type }: { type: UserType | readonly UserType[] }) {
  const { pathname, search, hash } = useLocation();
  const decision = decideProtectedAccess(useSession(), type, `${pathname}${search}${hash}`);
  return decision.allowed ? <Outlet /> : <Navigate to={decision.redirectTo} replace />;
}

/** /join and /login: only without a stored token; a logged-in visitor follows /login's `next`. */
export function GuestOnly() {
  const [searchParams] = useSearchParams();
  const decision = decideGuestAccess(useSession(), searchParams.get(RETURN_PARAM));
  return decision.allowed ? <Outlet /> : <Navigate to={decision.redirectTo} replace />;
}
