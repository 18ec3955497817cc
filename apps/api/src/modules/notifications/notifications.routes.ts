import {
  ErrorResponseSchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationParamsSchema,
  NotificationUnreadSchema,
} from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { listOwnNotifications, markAllOwnNotificationsRead, markOwnNotificationRead } from './notifications.service.ts';

// Every user type has a bell (issue 30); each reads and marks only their own notifications.
const ANY_USER = { preHandler: requireUser('brand', 'contentCreator', 'admin') };
const DOCS = { tags: ['notifications'], security: [{ bearerAuth: [] }] };
const ERRORS = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/** The notification centre: the caller's list, one marked read, all marked read (docs/decisions/024). */
export const notificationsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/notifications',
    {
      ...ANY_USER,
      schema: {
        ...DOCS,
        summary: 'Your notifications, newest first, with how many are unread',
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationPageSchema, ...ERRORS },
      },
    },
    async (request) => listOwnNotifications(context, principalOf(request), request.query),
  );

  app.post(
    '/api/notifications/read-all',
    {
      ...ANY_USER,
      schema: {
        ...DOCS,
        summary: 'Mark all your notifications read',
        response: { 200: NotificationUnreadSchema, ...ERRORS },
      },
    },
    async (request) => markAllOwnNotificationsRead(context, principalOf(request)),
  );

  app.post(
    '/api/notifications/:notificationId/read',
    {
      ...ANY_USER,
      schema: {
        ...DOCS,
        summary: 'Mark one of your notifications read',
        params: NotificationParamsSchema,
        response: { 200: NotificationUnreadSchema, 404: ErrorResponseSchema, ...ERRORS },
      },
    },
    async (request) => markOwnNotificationRead(context, principalOf(request), request.params.notificationId),
  );
};
