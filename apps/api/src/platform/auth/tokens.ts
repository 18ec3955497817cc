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

/** HS256 JSON Web Tokens signed with the server's secret. */
export function createTokenService(secret: string, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ accountId, type, sessionId, expiresAt }) {
      const now = clock.now();
      const expiry = expiresAt ?? new Date(now.getTime() + TOKEN_LIFETIME_MS);
      return new SignJWT({ type, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(accountId)
        .setIssuedAt(toSeconds(now))
        .setExpirationTime(toSeconds(expiry))
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: clock.now() });
        const { sub, type, sid, exp } = payload;
        if (!isUuid(sub) || !isUserType(type) || !isUuid(sid) || typeof exp !== 'number') {
          throw new AppError('UNAUTHENTICATED', SESSION_ENDED_MESSAGE);
        }
        return { accountId: sub, type, sessionId: sid, expiresAt: new Date(exp * 1000) };
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

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

function toSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
