import { ErrorResponseSchema, LoginRequestSchema, LoginResponseSchema, type UserType } from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { emailKey, ipKey, throttle } from '../../platform/http/rate-limit.ts';
import { requestOrigin } from '../../platform/http/request-origin.ts';
import { login, logout } from './auth.service.ts';

const LOGIN_PATHS: { url: string; type: UserType }[] = [
  { url: '/api/brands/login', type: 'brand' },
  { url: '/api/influencers/login', type: 'contentCreator' },
  { url: '/api/admin/login', type: 'admin' },
];

const TOO_MANY_LOGINS = 'Too many login attempts. Please wait a minute and try again.';

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  // DECISIONS: 10 tries a minute per IP and per e-mail address.
  const loginThrottle = throttle(app, [
    { name: 'throttle-login-ip', max: 10, windowMs: 60_000, keyOf: ipKey, message: TOO_MANY_LOGINS },
    { name: 'throttle-login-email', max: 10, windowMs: 60_000, keyOf: emailKey, message: TOO_MANY_LOGINS },
  ]);

  for (const { url, type } of LOGIN_PATHS) {
    app.post(
      url,
      {
        preHandler: loginThrottle,
        schema: {
          tags: ['auth'],
          summary:
            type === 'admin'
              ? 'Log in as admin'
              : `Log in as ${type}, or as the other partner type when the password is that account's`,
          body: LoginRequestSchema,
          response: {
            200: LoginResponseSchema,
            401: ErrorResponseSchema,
            403: ErrorResponseSchema,
            429: ErrorResponseSchema,
          },
        },
      },
      // The path decides the type; a `type` in the body (spec §3 payload) is accepted and ignored.
      async (request) =>
        login(context, { type, email: request.body.email, password: request.body.password, ...requestOrigin(request) }),
    );
  }

  app.post(
    '/api/auth/logout',
    {
      preHandler: requireUser(),
      schema: { tags: ['auth'], summary: 'End this session', security: [{ bearerAuth: [] }] },
    },
    async (request, reply) => {
      await logout(context, principalOf(request).sessionId);
      return reply.status(204).send();
    },
  );
};
