import {
  BrandRegistrationResponseSchema,
  BrandRegistrationSchema,
  CreatorRegistrationSchema,
  ErrorResponseSchema,
  MessageResponseSchema,
  RegistrationResponseSchema,
  SendCodeRequestSchema,
} from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ipKey, throttle } from '../../platform/http/rate-limit.ts';
import { requestOrigin } from '../../platform/http/request-origin.ts';
import { CODE_SENT_MESSAGE, sendAuthCode } from '../auth-codes/auth-codes.service.ts';
import { registerBrand, registerCreator } from './registration.service.ts';

const ERRORS = { 400: ErrorResponseSchema, 409: ErrorResponseSchema, 429: ErrorResponseSchema };

export const registrationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  // Each address gets at most three codes in ten minutes (checked in the service); this stops
  // one network from mailing many addresses.
  const codeThrottle = throttle(app, [
    {
      name: 'throttle-sendcode-ip',
      max: 30,
      windowMs: 60 * 60_000,
      keyOf: ipKey,
      message: 'Too many codes were asked for from your network. Please try again later.',
    },
  ]);

  app.post(
    '/api/influencers/sendcode',
    {
      preHandler: codeThrottle,
      schema: {
        tags: ['registration'],
        summary: 'E-mail a signup code (creators: invited addresses only)',
        body: SendCodeRequestSchema,
        response: { 200: MessageResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      await sendAuthCode(context, request.body);
      return { message: CODE_SENT_MESSAGE };
    },
  );

  app.post(
    '/api/influencers',
    {
      schema: {
        tags: ['registration'],
        summary: 'Register as a content creator (invitation, code and accepted terms required)',
        body: CreatorRegistrationSchema,
        response: { 201: RegistrationResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const account = await registerCreator(context, request.body);
      return reply.status(201).send({ _id: account.id, email: account.email, message: 'Form submitted successfully!' });
    },
  );

  app.post(
    '/api/brands',
    {
      schema: {
        tags: ['registration'],
        summary: 'Register as a brand (code and accepted terms required); the answer logs the brand in',
        body: BrandRegistrationSchema,
        response: { 201: BrandRegistrationResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { account, token } = await registerBrand(context, request.body, requestOrigin(request));
      return reply.status(201).send({
        _id: account.id,
        email: account.email,
        message: 'Brand registration completed successfully!',
        token,
        type: 'brand',
      });
    },
  );
};
