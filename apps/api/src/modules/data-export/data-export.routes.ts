import { DataExportDownloadRequestSchema, DataExportStateSchema, ErrorResponseSchema } from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { presentDataExportState } from './data-export.presenter.ts';
import { downloadExport, readExportState, requestExport } from './data-export.service.ts';

const PARTNERS = { preHandler: requireUser('brand', 'contentCreator') };

/**
 * "Download my data" (issue 34, docs/data-export.md): ask for an export, read its state, and
 * download it once with the e-mailed link's token. The download is a POST from the page the link
 * opens, behind a login: a mail scanner opening the link uses nothing up.
 */
export const dataExportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/account/data-export',
    {
      ...PARTNERS,
      schema: {
        tags: ['account'],
        summary: "The caller's latest data export and when the next may be asked",
        response: { 200: DataExportStateSchema },
      },
    },
    async (request) => presentDataExportState(await readExportState(context, principalOf(request).accountId)),
  );

  app.post(
    '/api/account/data-export',
    {
      ...PARTNERS,
      schema: {
        tags: ['account'],
        summary: 'Ask for a zip of all your data, e-mailed as a link when ready (one a day)',
        response: { 202: DataExportStateSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const state = await requestExport(context, principalOf(request).accountId);
      return reply.code(202).send(presentDataExportState(state));
    },
  );

  app.post(
    '/api/account/data-export/download',
    {
      ...PARTNERS,
      // The zip is compressed already.
      compress: false,
      schema: {
        tags: ['account'],
        summary: 'The export zip, once, for the token of the e-mailed link (404 once used or expired)',
        body: DataExportDownloadRequestSchema,
      },
    },
    async (request, reply) => {
      const download = await downloadExport(context, principalOf(request).accountId, request.body.token);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Length', String(download.byteSize))
        .header('Content-Disposition', `attachment; filename="${download.fileName}"`)
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(download.stream);
    },
  );
};
