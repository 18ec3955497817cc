import {
  AdminBrandPageSchema,
  AdminBrandSchema,
  AdminCreatorPageSchema,
  AdminCreatorSchema,
  AdminListQuerySchema,
  AdminProfileSchema,
  ContactMessagePageSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  InvitationPageSchema,
  InvitationSchema,
  InviteCreatorRequestSchema,
  PageQuerySchema,
  UpdateBrandRequestSchema,
  UpdateCreatorRequestSchema,
} from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { presentAdminBrand } from '../brands/brands.presenter.ts';
import { updateBrandByAdmin } from '../brands/brands.service.ts';
import { presentContactMessage } from '../contact/contact.presenter.ts';
import { presentAdminCreator } from '../creators/creators.presenter.ts';
import { updateCreatorByAdmin } from '../creators/creators.service.ts';
import { presentInvitation } from '../invitations/invitations.presenter.ts';
import { inviteCreator, revokeInvitation } from '../invitations/invitations.service.ts';
import { presentAdminProfile } from './admin.presenter.ts';
import {
  getAdminAccount,
  listBrandsPage,
  listContactMessagesPage,
  listCreatorsPage,
  listInvitationsPage,
} from './admin.service.ts';

const ADMIN_ONLY = { preHandler: requireUser('admin') };
const DOCS = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const ERRORS = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };

/** The admin area of DECISIONS: invitations, creators, brands and contact messages. */
export const adminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/admin/profile',
    {
      ...ADMIN_ONLY,
      schema: { ...DOCS, summary: "The logged-in admin's profile", response: { 200: AdminProfileSchema } },
    },
    async (request) => presentAdminProfile(await getAdminAccount(context, principalOf(request).accountId)),
  );

  app.get(
    '/api/admin/invitations',
    {
      ...ADMIN_ONLY,
      schema: {
        ...DOCS,
        summary: 'Invitations, newest first',
        querystring: AdminListQuerySchema,
        response: { 200: InvitationPageSchema },
      },
    },
    async (request) => {
      const page = await listInvitationsPage(context, request.query);
      return { ...page, items: page.items.map(presentInvitation) };
    },
  );

  app.post(
    '/api/admin/invitations',
    {
      ...ADMIN_ONLY,
      schema: {
        ...DOCS,
        summary: 'Invite a creator (or send the invitation again)',
        body: InviteCreatorRequestSchema,
        response: { 201: InvitationSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const invitation = await inviteCreator(context, {
        email: request.body.email,
        invitedByAccountId: principalOf(request).accountId,
      });
      return reply.status(201).send(presentInvitation(invitation));
    },
  );

  app.delete(
    '/api/admin/invitations/:id',
    {
      ...ADMIN_ONLY,
      schema: {
        ...DOCS,
        summary: 'Withdraw a pending invitation',
        params: IdParamsSchema,
        response: { 200: InvitationSchema, ...ERRORS },
      },
    },
    async (request) => presentInvitation(await revokeInvitation(context, request.params.id)),
  );

  app.get(
    '/api/admin/creators',
    {
      ...ADMIN_ONLY,
      schema: {
        ...DOCS,
        summary: 'Creators, newest first',
        querystring: AdminListQuerySchema,
        response: { 200: AdminCreatorPageSchema },
      },
    },
    async (request) => {
      const page = await listCreatorsPage(context, request.query);
      return { ...page, items: page.items.map(presentAdminCreator) };
    },
  );

  app.patch(
    '/api/admin/creators/:id',
    {
      ...ADMIN_ONLY,
      schema: {
        ...DOCS,
        summary: 'Verify, unverify, block or unblock a creator',
        params: IdParamsSchema,
        body: UpdateCreatorRequestSchema,
        response: { 200: AdminCreatorSchema, ...ERRORS },
      },
    },
    async (request) => presentAdminCreator(await updateCreatorByAdmin(context, request.params.id, request.body)),
  );

  app.get(
    '/api/admin/brands',
    {
      ...ADMIN_ONLY,
      schema: {
        ...DOCS,
        summary: 'Brands, newest first',
        querystring: AdminListQuerySchema,
        response: { 200: AdminBrandPageSchema },
      },
    },
    async (request) => {
      const page = await listBrandsPage(context, request.query);
      return { ...page, items: page.items.map(presentAdminBrand) };
    },
  );

  app.patch(
    '/api/admin/brands/:id',
    {
      ...ADMIN_ONLY,
      schema: {
        ...DOCS,
        summary: "Confirm a brand's payment, or block or unblock it",
        params: IdParamsSchema,
        body: UpdateBrandRequestSchema,
        response: { 200: AdminBrandSchema, ...ERRORS },
      },
    },
    async (request) => presentAdminBrand(await updateBrandByAdmin(context, request.params.id, request.body)),
  );

  app.get(
    '/api/admin/contact-messages',
    {
      ...ADMIN_ONLY,
      schema: {
        ...DOCS,
        summary: 'Contact messages, newest first',
        querystring: PageQuerySchema,
        response: { 200: ContactMessagePageSchema },
      },
    },
    async (request) => {
      const page = await listContactMessagesPage(context, request.query);
      return { ...page, items: page.items.map(presentContactMessage) };
    },
  );
};
