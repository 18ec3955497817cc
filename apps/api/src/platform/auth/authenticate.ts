import { AppError, type UserType } from '@equicreators/shared';
import type { SQL } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Clock } from '../clock.ts';
import { SESSION_ENDED_MESSAGE, type AccessTokenClaims, type TokenService } from './tokens.ts';

/** What the session check learns of the caller besides that the session is live. */
export type SessionStanding = {
  /** A brand whose payment is confirmed; false for creators and admins. */
  brandHasPaid: boolean;
};

/**
 * Who is calling: set on the request by `requireUser` once the token and session check out. It
 * carries the token's claims whole, `expiresAt` included, so a long response (the live stream)
 * knows when to end without verifying the token again.
 */
export type Principal = AccessTokenClaims & SessionStanding;

/** The standing of a live session (not revoked, not expired, account active), null for any other. */
export type SessionChecker = (claims: AccessTokenClaims, now: Date) => Promise<SessionStanding | null>;

/**
 * One more value about the caller, read by the statement that checks their session, so a route
 * that needs it on every request makes one round trip instead of two (`confirmSessionWith`).
 */
export type CallerRead<Raw, Value> = {
  /** Names the session check's prepared statement with this column: one name per column. */
  name: string;
  /** The value's SQL; the caller's account id is `sql.placeholder('accountId')`. */
  column: SQL<Raw>;
  /** The column's other placeholders. */
  values: Record<string, unknown>;
  decode(raw: Raw): Value;
};

/** The session check with one more column (a `CallerRead` without its decoding); null when not live. */
export type SessionCheckerWith = <Raw>(
  claims: AccessTokenClaims,
  now: Date,
  read: Omit<CallerRead<Raw, unknown>, 'decode'>,
) => Promise<{ standing: SessionStanding; raw: Raw } | null>;

type AuthenticationOptions = {
  tokens: TokenService;
  readLiveSession: SessionChecker;
  readLiveSessionWith: SessionCheckerWith;
  clock: Clock;
};

// Module augmentation only works with interfaces.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    authentication: AuthenticationOptions;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** Set instead of `principal` for a caller whose route checks the session itself. */
    unconfirmedClaims: AccessTokenClaims | null;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export const authenticationPlugin = fastifyPlugin(
  async (app: FastifyInstance, options: AuthenticationOptions) => {
    app.decorate('authentication', options);
    app.decorateRequest('principal', null);
    app.decorateRequest('unconfirmedClaims', null);
  },
  { name: 'authentication' },
);

/**
 * A preHandler for routes that need a logged-in user of one of `types`: no or bad token → 401,
 * a session that was ended (logout, reset, block) → 401, another type → 403.
 */
export function requireUser(...types: UserType[]): preHandlerAsyncHookHandler {
  const checkUser = async function checkUser(request: FastifyRequest) {
    await checkSessionAndType(request, await verifiedClaimsOf(request), types);
  };
  if (types.length === 1 && types[0] === 'admin') ADMIN_GUARDS.add(checkUser);
  return checkUser;
}

/** The guards of admin-only routes, which `checkAdminsBeforeValidation` moves ahead of validation. */
const ADMIN_GUARDS = new WeakSet<object>();

/**
 * An onRoute hook (issue 46): on a route guarded by `requireUser('admin')`, the guard runs in
 * preValidation, before the body and parameters are validated, so a caller who is not an admin
 * is told 401 or 403 and never the admin's validation messages (Fastify validates between
 * preValidation and preHandler). The route's other preHandlers (a per-account throttle) stay
 * where they are, after it.
 */
export function checkAdminsBeforeValidation(route: RouteOptions): void {
  const preHandlers = [route.preHandler ?? []].flat();
  const guards = preHandlers.filter((handler) => ADMIN_GUARDS.has(handler));
  if (guards.length === 0) return;
  const rest = preHandlers.filter((handler) => !ADMIN_GUARDS.has(handler));
  route.preHandler = rest.length > 0 ? rest : undefined;
  route.preValidation = [...(guards as preValidationAsyncHookHandler[]), ...[route.preValidation ?? []].flat()];
}

/**
 * `requireUser` for a route that checks the session of some account types itself, in the statement
 * that also reads what it needs of that caller, so their request makes one round trip instead of
 * two (the creators' feed reads their own statuses with it, a brand's list its hires among the
 * page). For those types only the token is checked here and `unconfirmedClaims` is set: the
 * handler must pass its statement's outcome to `confirmSession` before it answers anything.
 * Callers of the other types are checked here.
 */
export function requireUserCheckedByRoute(
  routeChecks: UserType | readonly UserType[],
  ...types: UserType[]
): preHandlerAsyncHookHandler {
  const checkedByRoute: readonly UserType[] = typeof routeChecks === 'string' ? [routeChecks] : routeChecks;
  const closed = checkedByRoute.filter((type) => types.length > 0 && !types.includes(type));
  if (closed.length > 0) {
    throw new Error(`requireUserCheckedByRoute(${closed.join(', ')}) on a route closed to ${closed.join(', ')}`);
  }
  return async function checkUserOrLeaveToRoute(request: FastifyRequest) {
    const claims = await verifiedClaimsOf(request);
    if (checkedByRoute.includes(claims.type)) request.unconfirmedClaims = claims;
    else await checkSessionAndType(request, claims, types);
  };
}

/**
 * Sets the principal of a caller left to the route by `requireUserCheckedByRoute`, once the route's
 * statement has told whether the session is live (`standing`, null when not: 401).
 */
export function confirmSession(
  request: FastifyRequest,
  claims: AccessTokenClaims,
  standing: SessionStanding | null,
): Principal {
  if (!standing) throw new AppError('UNAUTHENTICATED', SESSION_ENDED_MESSAGE);
  request.principal = principalFrom(claims, standing);
  return request.principal;
}

/**
 * For a caller left to the route by `requireUserCheckedByRoute` whose answer needs nothing read
 * with the check (a branch of the route that reads nothing of theirs): checks the session alone.
 */
export async function confirmSessionAlone(request: FastifyRequest): Promise<Principal> {
  const claims = request.unconfirmedClaims;
  if (!claims) throw new Error('confirmSessionAlone() used on a caller the preHandler has checked');
  const { readLiveSession, clock } = request.server.authentication;
  return confirmSession(request, claims, await readLiveSession(claims, clock.now()));
}

/**
 * For a caller left to the route by `requireUserCheckedByRoute`: checks their session and makes
 * `read` in the same statement, sets the principal (401 when the session is not live) and
 * answers the value read.
 */
export async function confirmSessionWith<Raw, Value>(
  request: FastifyRequest,
  read: CallerRead<Raw, Value>,
): Promise<Value> {
  const claims = request.unconfirmedClaims;
  if (!claims) throw new Error('confirmSessionWith() used on a caller the preHandler has checked');
  const { readLiveSessionWith, clock } = request.server.authentication;
  const checked = await readLiveSessionWith(claims, clock.now(), read);
  if (!checked) throw new AppError('UNAUTHENTICATED', SESSION_ENDED_MESSAGE);
  confirmSession(request, claims, checked.standing);
  return read.decode(checked.raw);
}

async function verifiedClaimsOf(request: FastifyRequest): Promise<AccessTokenClaims> {
  const token = readBearerToken(request);
  if (!token) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  return request.server.authentication.tokens.verify(token);
}

async function checkSessionAndType(
  request: FastifyRequest,
  claims: AccessTokenClaims,
  types: readonly UserType[],
): Promise<void> {
  const { readLiveSession, clock } = request.server.authentication;
  const standing = await readLiveSession(claims, clock.now());
  if (!standing) throw new AppError('UNAUTHENTICATED', SESSION_ENDED_MESSAGE);
  if (types.length > 0 && !types.includes(claims.type)) {
    throw new AppError('FORBIDDEN', 'This page is not available to your account type.');
  }
  request.principal = principalFrom(claims, standing);
}

/**
 * A preHandler for routes open to everyone that note who is calling when they can: a valid token
 * of a live session sets `request.principal`; anything else leaves it null and never refuses.
 */
export function identifyUser(): preHandlerAsyncHookHandler {
  return async function identify(request: FastifyRequest) {
    const token = readBearerToken(request);
    if (!token) return;
    const { tokens, readLiveSession, clock } = request.server.authentication;
    try {
      const claims = await tokens.verify(token);
      const standing = await readLiveSession(claims, clock.now());
      if (standing) request.principal = principalFrom(claims, standing);
    } catch {
      // An expired or foreign token on an open route is simply anonymous.
    }
  };
}

function principalFrom(claims: AccessTokenClaims, standing: SessionStanding): Principal {
  const { accountId, type, sessionId, expiresAt } = claims;
  return { accountId, type, sessionId, expiresAt, ...standing };
}

/** The principal set by `requireUser`; calling it on a route without that guard is a programming error. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('principalOf() used on a route without requireUser()');
  return request.principal;
}

/** The bearer token of the Authorization header (never a query parameter: tokens stay out of URLs). */
export function readBearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}
