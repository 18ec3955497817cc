import {
  ErrorResponseSchema,
  ForgotPasswordRequestSchema,
  MessageResponseSchema,
  ResetPasswordRequestSchema,
} from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { emailKey, ipKey, throttle } from '../../platform/http/rate-limit.ts';
import { requestOrigin } from '../../platform/http/request-origin.ts';
import {
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  requestPasswordReset,
  resetPassword,
} from './password-reset.service.ts';

const THIRTY_MINUTES_MS = 30 * 60_000;

export const passwordResetRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.post(
    '/api/fp/forgot-password',
    {
      // DECISIONS: 5 per 30 minutes per address, counted the same for unknown addresses.
      preHandler: throttle(app, [
        {
          name: 'throttle-reset-request-email',
          max: 5,
          windowMs: THIRTY_MINUTES_MS,
          keyOf: emailKey,
          message: 'Too many reset requests for this address. Please wait 30 minutes and try again.',
        },
        {
          name: 'throttle-reset-request-ip',
          max: 30,
          windowMs: THIRTY_MINUTES_MS,
          keyOf: ipKey,
          message: 'Too many reset requests from your network. Please try again later.',
        },
      ]),
      schema: {
        tags: ['password reset'],
        summary: 'E-mail a password reset link (the same answer for unknown addresses)',
        body: ForgotPasswordRequestSchema,
        response: { 200: MessageResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(context, { ...request.body, ipAddress: requestOrigin(request).ipAddress });
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/api/fp/reset-password',
    {
      preHandler: throttle(app, [
        {
          name: 'throttle-reset-confirm-ip',
          max: 30,
          windowMs: THIRTY_MINUTES_MS,
          keyOf: ipKey,
          message: 'Too many attempts. Please try again later.',
        },
      ]),
      schema: {
        tags: ['password reset'],
        summary: 'Set a new password from a reset link; ends every session of the account',
        body: ResetPasswordRequestSchema,
        response: { 200: MessageResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      await resetPassword(context, request.body);
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  );
};
