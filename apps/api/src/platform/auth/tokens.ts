import { webcrypto } from 'node:crypto';
import { AppError, isUserType, SESSION_RULES, type UserType } from '@equicreators/shared';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock.ts';

/** The claims of spec §3 and DECISIONS: `sub` (account), `type`, `sid` (session) and `exp`. */
export type AccessTokenClaims = {
  accountId: string;
  type: UserType;
  sessionId: string;
  expiresAt: Date;
};

export const TOKEN_LIFETIME_MS = SESSION_RULES.tokenLifetimeDays * 24 * 60 * 60 * 1000;

export type TokenService = {
  sign(claims: Omit<AccessTokenClaims, 'expiresAt'> & { expiresAt?: Date }): Promise<string>;
  /** Checks signature, algorithm and expiry; throws UNAUTHENTICATED otherwise. */
  verify(token: string): Promise<AccessTokenClaims>;
};

/** How many verified tokens a token service remembers (a few MB at most). */
export const VERIFIED_TOKENS_KEPT = 10_000;

type VerifiedToken = { claims: AccessTokenClaims; expiresAtSeconds: number; notBeforeSeconds: number | undefined };

/** HS256 JSON Web Tokens signed with the server's secret. */
export function createTokenService(secret: string, clock: Clock): TokenService {
  // Imported once: given the secret's bytes, jose imports the key again on every call.
  let imported: Promise<webcrypto.CryptoKey> | null = null;
  const keyOf = () =>
    (imported ??= webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ));
  // A signature check through WebCrypto was a seventh of an authenticated request's time, and a
  // client sends the same token with every request. Whether a token's signature and claims are
  // good never changes, so a verified token is remembered and only its times are checked again
  // (exactly as jose checks them). Revocation is not decided here: every request still asks the
  // database whether the session is live (requireUser).
  const verified = new Map<string, VerifiedToken>();
  const remember = (token: string, entry: VerifiedToken) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, entry);
  };
  return {
    async sign({ accountId, type, sessionId, expiresAt }) {
      const now = clock.now();
      const expiry = expiresAt ?? new Date(now.getTime() + TOKEN_LIFETIME_MS);
      return new SignJWT({ type, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(accountId)
        .setIssuedAt(toSeconds(now))
        .setExpirationTime(toSeconds(expiry))
        .sign(await keyOf());
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (isWithinTimes(known, toSeconds(clock.now()))) return known.claims;
        // Expired: forget it and let jose give the usual refusal below.
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, await keyOf(), { algorithms: ['HS256'], currentDate: clock.now() });
        const { sub, type, sid, exp, nbf } = payload;
        if (!isUuid(sub) || !isUserType(type) || !isUuid(sid) || typeof exp !== 'number') {
          throw new AppError('UNAUTHENTICATED', SESSION_ENDED_MESSAGE);
        }
        const claims = { accountId: sub, type, sessionId: sid, expiresAt: new Date(exp * 1000) };
        remember(token, { claims, expiresAtSeconds: exp, notBeforeSeconds: nbf });
        return claims;
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof joseErrors.JOSEError) {
          throw new AppError('UNAUTHENTICATED', SESSION_ENDED_MESSAGE, { cause: error });
        }
        throw error;
      }
    },
  };
}

/** jose's time rules without leeway: expired once `exp <= now`, not yet valid while `nbf > now`. */
function isWithinTimes({ expiresAtSeconds, notBeforeSeconds }: VerifiedToken, nowSeconds: number): boolean {
  return expiresAtSeconds > nowSeconds && (notBeforeSeconds === undefined || notBeforeSeconds <= nowSeconds);
}

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

function toSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
