import { ErrorResponseSchema } from '@equicreators/shared';

/** What every campaigns route says of itself in /api/docs: its tag, its bearer token, its errors. */
export const CAMPAIGN_ROUTE_DOCS = { tags: ['campaigns'], security: [{ bearerAuth: [] }] };

export const CAMPAIGN_ROUTE_ERRORS = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
