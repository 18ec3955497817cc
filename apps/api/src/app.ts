import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import { accountDeletionRoutes } from './modules/account-deletion/account-deletion.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { stripeEventRoutes } from './modules/stripe-events/stripe-events.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { clubRoutes } from './modules/club/club.routes.ts';
import { brandsRoutes } from './modules/brands/brands.routes.ts';
import { campaignInvitationsRoutes } from './modules/campaigns/campaign-invitations.routes.ts';
import { shortlistsRoutes } from './modules/shortlists/shortlists.routes.ts';
import { campaignLifecycleRoutes } from './modules/campaigns/campaign-lifecycle.routes.ts';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes.ts';
import { creatorOrderRoutes } from './modules/campaigns/creator-order.routes.ts';
import { hireOfferRoutes } from './modules/campaigns/campaign-hire-offers.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { dealsRoutes } from './modules/deals/deals.routes.ts';
import { devOutboxRoutes } from './modules/dev-outbox/dev-outbox.routes.ts';
import { featuredCreatorsRoutes } from './modules/featured-creators/featured-creators.routes.ts';
import { keepPagesCurrent, readPageData } from './modules/featured-creators/featured-pages.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { influencersRoutes } from './modules/influencers/influencers.routes.ts';
import { profileFacetsRoutes } from './modules/influencers/profile-facets.routes.ts';
import { legalRoutes } from './modules/legal/legal.routes.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { mediaKitPageRoutes, mediaKitsRoutes } from './modules/media-kits/media-kits.routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { moneyPagesRoutes } from './modules/payments/money-pages.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { statusRoutes } from './modules/operations/status.routes.ts';
import { emailPreferencesRoutes } from './modules/email-preferences/email-preferences.routes.ts';
import { unsubscribeRoutes } from './modules/email-preferences/unsubscribe.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { payoutsRoutes } from './modules/payments/payouts.routes.ts';
import { paymentCheckoutRoutes } from './modules/payments/payment-checkout.routes.ts';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes.ts';
import { ratingsRoutes } from './modules/ratings/ratings.routes.ts';
import { registrationRoutes } from './modules/registration/registration.routes.ts';
import { readLiveSession, readLiveSessionWith } from './modules/sessions/sessions.repository.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { siteConfigOf } from './modules/site/site.service.ts';
import { vitalsRoutes } from './modules/vitals/vitals.routes.ts';
import { workRoutes } from './modules/work/work.routes.ts';
import { onOrderClose } from './modules/work/work-close-hooks.ts';
import { paymentDisputesRoutes } from './modules/payments/payment-disputes.routes.ts';
import { dataExportRoutes } from './modules/data-export/data-export.routes.ts';
import { paymentOnClose } from './modules/payments/payment-release.service.ts';
import { authenticationPlugin, checkAdminsBeforeValidation } from './platform/auth/authenticate.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { registerMultipart } from './platform/http/multipart.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerRateLimiting } from './platform/http/rate-limit.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerServedBy } from './platform/http/served-by.ts';
import { loadWebPages, registerWebApp } from './platform/http/web-app.ts';
import { registerMetricsRoutes } from './platform/metrics/metrics-http.ts';
import { fastifyTrustProxyOf } from './platform/trust-proxy.ts';

/** A JSON body larger than this is refused; uploads go through multipart with their own limits. */
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
const REQUEST_TIMEOUT_MS = 10 * 60 * 1000;
const IDLE_CONNECTION_TIMEOUT_MS = 60 * 1000;

/**
 * Builds the HTTP application: external plugins first (headers, compression, OpenAPI), then the
 * app's own (errors, authentication), then the feature modules, and last the web app fallback.
 */
export async function buildApp(context: AppContext): Promise<FastifyInstance> {
  const { config, database, tokens, clock, logger } = context;
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: fastifyTrustProxyOf(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // A whole request (a 100 MB video on a slow line included) must arrive within this time, and a
    // connection that sends nothing for a minute is closed: slow uploads cannot hold sockets forever.
    // The live stream is a response, not a request, and its heartbeat keeps its socket busy.
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: IDLE_CONNECTION_TIMEOUT_MS,
    genReqId: () => randomUUID(),
    // Health probes arrive every few seconds from load balancers; their lines would drown the rest.
    logController: new LogController({
      disableRequestLogging: (request) => config.nodeEnv === 'test' || request.url === '/api/health',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  // First, so its timing hook sees every route registered after it, the fallback's answers included.
  registerMetricsRoutes(app, context.metrics, config.metrics);
  const pageData = await readPageData(context);
  const webPages = await loadWebPages({
    webDistDir: config.webDistDir,
    siteConfig: siteConfigOf(config),
    pageData,
    logger,
  });
  // The home page shows the featured creators: rendered again when they change (docs/decisions/030).
  if (webPages) {
    const stopKeeping = keepPagesCurrent(context, webPages, pageData);
    app.addHook('onClose', async () => stopKeeping());
  }
  registerSecurityHeaders(app, {
    publicUrl: config.publicUrl,
    embeddedVideoUrl: config.links.howItWorksVideo,
    inlineScriptSources: webPages?.scriptSources ?? [],
  });
  registerServedBy(app, config.instanceId);
  await app.register(compress, { global: true, threshold: 1024 });
  await registerOpenApi(app, { version: context.version });
  registerRateLimiting(app, context.limits);
  await registerMultipart(app, { incomingDir: join(config.dataDir, 'incoming'), clock });
  await app.register(authenticationPlugin, {
    tokens,
    clock,
    readLiveSession: (claims, now) => readLiveSession(database.db, claims, now),
    readLiveSessionWith: (claims, now, read) => readLiveSessionWith(database.db, claims, now, read),
  });
  // Before any route: an admin route's guard runs ahead of its validation (issue 46).
  app.addHook('onRoute', checkAdminsBeforeValidation);

  // A close's money (issue 32): work runs the payments' part of it without importing payments.
  onOrderClose(paymentOnClose);
  for (const routes of [
    healthRoutes,
    siteRoutes,
    filesRoutes,
    registrationRoutes,
    authRoutes,
    passwordResetRoutes,
    influencersRoutes,
    profileFacetsRoutes,
    brandsRoutes,
    campaignsRoutes,
    campaignLifecycleRoutes,
    campaignInvitationsRoutes,
    creatorOrderRoutes,
    hireOfferRoutes,
    shortlistsRoutes,
    adminRoutes,
    featuredCreatorsRoutes,
    contactRoutes,
    newsletterRoutes,
    statusRoutes,
    legalRoutes,
    emailPreferencesRoutes,
    unsubscribeRoutes,
    vitalsRoutes,
    liveRoutes,
    messagesRoutes,
    workRoutes,
    dealsRoutes,
    paymentCheckoutRoutes,
    billingRoutes,
    payoutsRoutes,
    stripeEventRoutes,
    clubRoutes,
    ratingsRoutes,
    notificationsRoutes,
    moneyPagesRoutes,
    paymentDisputesRoutes,
    mediaKitsRoutes,
    dataExportRoutes,
    accountDeletionRoutes,
  ]) {
    await app.register(routes, context);
  }
  // The one page rendered per request (a media kit), through the same build as the pages ahead.
  await app.register(mediaKitPageRoutes, { context, pages: webPages });
  // Every queued login code and reset link: only when NODE_ENV=development was set on purpose.
  if (config.isDevOutboxEnabled) await app.register(devOutboxRoutes, context);

  await registerWebApp(app, { webDistDir: config.webDistDir, pages: webPages });
  return app;
}
