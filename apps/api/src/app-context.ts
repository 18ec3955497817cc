import { randomUUID } from 'node:crypto';
import type { Database, DatabaseHandle } from './db/client.ts';
import { uploadsDirOf } from './db/open-configured-database.ts';
import { createFeedPagesCache, type FeedPagesCache } from './modules/campaigns/campaign-feed-cache.ts';
import { createCampaignViewsCache, type CampaignViewsCache } from './modules/campaigns/campaign-views-cache.ts';
import { createFacetIndexCache, type FacetIndexCache } from './modules/influencers/creator-facet-index-cache.ts';
import { createBrowseCaches, type BrowseCaches } from './modules/influencers/browse-totals-cache.ts';
import { publishLiveSignal } from './modules/live/live-bus.ts';
import { createLiveService, type LiveService } from './modules/live/live.service.ts';
import { createDeliveryPlanner, type MessageSignal } from './modules/messages/live-planner.ts';
import { createNotificationPlanner, type NotificationSignal } from './modules/notifications/notification-planner.ts';
import type { DeliveryPlanner } from './modules/live/live-hub.ts';
import { createMessageFileUrls } from './modules/messages/message-file-urls.ts';
import { createMessageViewLoader } from './modules/messages/messages.presenter.ts';
import { createStripeClient, type StripeClient } from './platform/billing/stripe-client.ts';
import { resolveJwtSecret } from './platform/auth/jwt-secret.ts';
import { createSecretHasher, type SecretHasher } from './platform/auth/secret-hasher.ts';
import { createChangeSignals, type ChangeSignals, type ChangeTransport } from './platform/changes/change-signals.ts';
import { createTokenService, type TokenService } from './platform/auth/tokens.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import { createLimits, type Limits } from './platform/limits/limit-store.ts';
import type { Logger } from './platform/logger.ts';
import { createMetrics, type Metrics } from './platform/metrics/metrics.ts';
import { watchProcess } from './platform/metrics/watch-process.ts';
import type { FileStorage } from './platform/storage/file-storage.ts';
import { createConfiguredStorage } from './platform/storage/configured-storage.ts';
import { createSharedReads, monotonicCacheClock, type CacheClock, type SharedReads } from './platform/timed-cache.ts';
import type { BillingPlanPrice } from '@equicreators/shared';
import { readVersion } from './platform/version.ts';

const BILLING_PLANS_TTL_MS = 10 * 60_000;

/**
 * Everything a module needs from the outside world, made once at start-up and handed to every
 * routes plugin and service. Tests make theirs with a manual clock and a fresh database.
 */
export type AppContext = {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  storage: FileStorage;
  tokens: TokenService;
  secrets: SecretHasher;
  clock: Clock;
  logger: Logger;
  /** Live delivery (docs/decisions/010): made here, started by the server, stopped on close. */
  live: LiveService;
  /** Quotas and throttles, counted across processes on PostgreSQL (docs/decisions/013). */
  limits: Limits;
  /** What services raise after a change that reused reads show ('campaigns', 'creators'). */
  changes: ChangeSignals;
  /** Lists reused for seconds (docs/decisions/008, 009); each forgets itself on the changes it shows. */
  caches: {
    feedPages: FeedPagesCache;
    browse: BrowseCaches;
    /** The browse's filters as bit sets: totals and counts per facet value (docs/decisions/035). */
    facetIndex: FacetIndexCache;
    brandPages: FeedPagesCache;
    /** Single campaigns as creators see them, by id: a creator's invitations (campaign-views-cache.ts). */
    campaignViews: CampaignViewsCache;
    billingPlans: SharedReads<BillingPlanPrice[]>;
  };
  /** The Stripe client, null when online billing is not configured (docs/decisions/018). */
  stripe: StripeClient | null;
  version: string;
  startedAt: Date;
  /** A random name for this process: on the live bus, and in its heartbeat row (issue 35). */
  processId: string;
  /** The process's instruments (docs/deploy.md, Metrics); they record nothing with METRICS=off. */
  metrics: Metrics;
};

/** The context for the server and the command line, from the configuration and an open database. */
export async function createAppContext({
  config,
  database,
  logger,
  clock = systemClock,
  cacheClock = monotonicCacheClock,
}: {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  clock?: Clock;
  cacheClock?: CacheClock;
}): Promise<AppContext> {
  const secret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  const secrets = createSecretHasher(secret);
  const loadMessageView = createMessageViewLoader(createMessageFileUrls({ secrets, clock }));
  // Names this process on the live bus, so it skips the echo of its own change signals.
  const processId = randomUUID();
  const changes = createChangeSignals(changeTransportOf(database, processId, logger));
  const metrics = createMetrics({ enabled: config.metrics.enabled });
  const live = createLiveService({
    database,
    logger,
    clock,
    planner: routeSignals({
      messages: createDeliveryPlanner({ db: database.db, loadMessageView }),
      notifications: createNotificationPlanner(database.db),
    }),
    onChanged: (signal) => {
      if (signal.origin !== processId) changes.receive(signal.change);
    },
  });
  watchProcess(metrics, {
    database,
    liveStreamsOpen: () => live.hub.streamCount(),
    clock,
    now: cacheClock.now,
    logger,
  });
  return {
    config,
    database,
    db: database.db,
    storage: createConfiguredStorage(config, uploadsDirOf(config)),
    tokens: createTokenService(secret, clock),
    secrets,
    clock,
    logger,
    live,
    limits: createLimits({
      database,
      logger,
      quotaScale: config.quotaScale,
      // A timed task too: with BACKGROUND_TASKS=off another process deletes the expired counters.
      sweepsExpired: config.backgroundTasks,
      metrics,
    }),
    changes,
    caches: {
      feedPages: createFeedPagesCache(changes, cacheClock),
      browse: createBrowseCaches(changes, cacheClock),
      facetIndex: createFacetIndexCache({ db: database.db, changes, clock: cacheClock, logger }),
      // Brands' own lists (/manage-campaign): the same cache, its rows with every entry (decision 020).
      brandPages: createFeedPagesCache(changes, cacheClock),
      campaignViews: createCampaignViewsCache(changes, cacheClock),
      // The plans' prices change in Stripe's dashboard rarely; ten minutes is how late they show.
      billingPlans: createSharedReads({ ttlMs: BILLING_PLANS_TTL_MS, maxEntries: 1, now: cacheClock.now }),
    },
    stripe: createStripeClient(config.billing),
    version: readVersion(),
    startedAt: clock.now(),
    processId,
    metrics,
  };
}

/**
 * Change signals between processes: a NOTIFY on the live bus after the change committed, so every
 * other process's caches forget at once (issue 23). The embedded database admits one process, so
 * PGlite needs none.
 */
function changeTransportOf(database: DatabaseHandle, processId: string, logger: Logger): ChangeTransport | null {
  if (database.engine !== 'postgres') return null;
  return {
    send: (change) =>
      publishLiveSignal(database.db, { kind: 'changed', change, origin: processId }).catch((error: unknown) => {
        // The others still forget when their entries expire (2 s): late, never wrong for longer.
        logger.warn({ err: error, change }, 'changes: could not tell the other processes');
      }),
  };
}

/** Each stream signal to the module whose rules say who gets what (threads, or the notification centre). */
function routeSignals(planners: {
  messages: DeliveryPlanner<MessageSignal>;
  notifications: DeliveryPlanner<NotificationSignal>;
}): DeliveryPlanner {
  return (signal, isConnected) =>
    signal.kind === 'notifications'
      ? planners.notifications(signal, isConnected)
      : planners.messages(signal, isConnected);
}
