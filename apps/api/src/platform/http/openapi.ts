import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { PRODUCT } from '@equicreators/shared';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' shared zod schemas, and its viewer at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, options: { version: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${PRODUCT.name} API`,
        description: `The API behind ${PRODUCT.name}: ${PRODUCT.tagline}.`,
        version: options.version,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
