import { RETURN_PARAM, type UserType } from '@equicreators/shared';
import { useState } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { readSession } from '@/lib/session/session';
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
  const { pathname } = useLocation();
  // A brand's sign-up logs it in on /join (issue 46) and shows its plan there: a visitor who came
  // to /join as a guest stays until it leaves. /login still moves on as soon as the login is stored.
  const [isGuestAtEntry] = useState(() => !readSession().token);
  const decision = decideGuestAccess(useSession(), searchParams.get(RETURN_PARAM));
  const staysOnJoin = isGuestAtEntry && /^\/join\/?$/.test(pathname);
  return decision.allowed || staysOnJoin ? <Outlet /> : <Navigate to={decision.redirectTo} replace />;
}
