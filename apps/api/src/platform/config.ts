import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { BILLING_PLANS, type BillingPlan, type FeeRules } from '@equicreators/shared';
import {
  backupConfigOf,
  metricsConfigOf,
  OperationsEnvironmentSchema,
  type BackupConfig,
  type MetricsConfig,
} from './operations-config.ts';
import { DEFAULT_WEB_DIST_DIR } from './paths.ts';
import type { S3StorageConfig } from './storage/s3-storage-config.ts';
import { parseTrustProxy, TRUST_PROXY_CHOICES, type TrustProxy } from './trust-proxy.ts';

const NODE_ENVS = ['development', 'production', 'test'] as const;
const STORAGE_KINDS = ['disk', 's3'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A percentage with at most two decimals ('7.5'), read as basis points (750). */
const percent = z.coerce
  .number({ error: 'must be a percentage from 0 to 50, such as 7.5' })
  .min(0, 'must be a percentage from 0 to 50, such as 7.5')
  .max(50, 'must be a percentage from 0 to 50, such as 7.5')
  .refine(
    (value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    {
      message: 'must have at most two decimals',
    },
  )
  .transform((value) => Math.round(value * 100));

/** An amount in minor units (pence, cents): a whole number. */
const minorUnits = z.coerce
  .number({ error: 'must be a whole number of minor units (pence, cents), such as 100' })
  .int('must be a whole number of minor units (pence, cents), such as 100')
  .min(0, 'must be a whole number of minor units (pence, cents), such as 100')
  .max(100_000, 'must be a whole number of minor units (pence, cents), such as 100');

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

/**
 * Where the server listens when HOST is unset. Outside production it serves demo logins with a
 * published password and, with NODE_ENV=development, the outbox of every login code and reset link
 * (docs/decisions/014): only this machine may reach those unless HOST opens them on purpose.
 */
const DEFAULT_HOSTS = { production: '0.0.0.0', otherwise: '127.0.0.1' } as const;

/** The variable holding each plan's Stripe price id. */
const PRICE_VARIABLES = {
  'brand-monthly': 'STRIPE_PRICE_BRAND_MONTHLY',
  'brand-yearly': 'STRIPE_PRICE_BRAND_YEARLY',
  'club-monthly': 'STRIPE_PRICE_CLUB_MONTHLY',
  'club-yearly': 'STRIPE_PRICE_CLUB_YEARLY',
} as const satisfies Record<BillingPlan, string>;

const EnvironmentSchema = z.object({
  NODE_ENV: z.enum(NODE_ENVS, { error: `must be one of ${NODE_ENVS.join(', ')}` }).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a whole number from 0 to 65535' })
    .int('must be a whole number from 0 to 65535')
    .min(0, 'must be a whole number from 0 to 65535')
    .max(65535, 'must be a whole number from 0 to 65535')
    .default(3000),
  // Unset: every interface in production, loopback otherwise (see DEFAULT_HOSTS).
  HOST: z.string().min(1, 'must not be empty').optional(),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number from 2 to 100' })
    .int('must be a whole number from 2 to 100')
    .min(2, 'must be a whole number from 2 to 100')
    .max(100, 'must be a whole number from 2 to 100')
    .default(10),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL, such as smtp://user:pass@mail.example.com:587')
    .optional(),
  MAIL_FROM: z.string().min(3, 'must be an address such as "EquiCreators <hello@example.com>"').optional(),
  SUPPORT_EMAIL: z.email('must be an e-mail address').default('support@equicreators.com'),
  BOOK_CALL_URL: httpUrl.default('https://equicreators.com/book-a-call'),
  CREATOR_APPLICATION_URL: httpUrl.default('https://equicreators.com/apply'),
  CLUB_APPLICATION_URL: httpUrl.default('https://equicreators.com/club/apply'),
  HOW_IT_WORKS_VIDEO_URL: z
    .url({
      protocol: /^https$/,
      error: 'must be an https:// embed URL, such as https://www.youtube-nocookie.com/embed/VIDEO_ID',
    })
    .optional(),
  CARBON_RENEWAL_URL: httpUrl.default('https://www.carbonfund.org/'),
  OFFICE_ADDRESS: z.string().trim().min(1, 'must not be empty').default('Lexington, Kentucky, USA'),
  SUPPORT_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ().-]{5,22}$/, 'must be a phone number')
    .optional(),
  LIVE_CHAT_URL: httpUrl.optional(),
  FACEBOOK_URL: httpUrl.default('https://www.facebook.com/equicreators'),
  YOUTUBE_URL: httpUrl.default('https://www.youtube.com/@equicreators'),
  INSTAGRAM_URL: httpUrl.default('https://www.instagram.com/equicreators'),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
  SEED_DEMO_DATA: booleanText.optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const setting = parseTrustProxy(value);
      if (setting) return setting;
      context.issues.push({ code: 'custom', message: TRUST_PROXY_CHOICES, input: value });
      return z.NEVER;
    }),
  WEB_DIST_DIR: z.string().min(1, 'must not be empty').optional(),
  // Online billing (docs/decisions/018): all or nothing once the secret key is set, checked below.
  STRIPE_SECRET_KEY: z.string().trim().min(1, 'must not be empty').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1, 'must not be empty').optional(),
  STRIPE_PRICE_BRAND_MONTHLY: z.string().trim().min(1, 'must not be empty').optional(),
  STRIPE_PRICE_BRAND_YEARLY: z.string().trim().min(1, 'must not be empty').optional(),
  STRIPE_PRICE_CLUB_MONTHLY: z.string().trim().min(1, 'must not be empty').optional(),
  STRIPE_PRICE_CLUB_YEARLY: z.string().trim().min(1, 'must not be empty').optional(),
  /** A Stripe-compatible server (the offline test server of `npm run dev:stripe`) instead of Stripe's. */
  STRIPE_API_URL: httpUrl.optional(),
  /** The secret of a separate Connect webhook endpoint (events of creators' accounts), when it has its own. */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().trim().min(1, 'must not be empty').optional(),
  // Paid through the platform (docs/decisions/029): the brand's service fee and the creator's commission.
  // Optional rather than defaulted: zod hands a default out as it is, without the basis-points transform.
  PLATFORM_FEE_BRAND_PERCENT: percent.optional(),
  PLATFORM_FEE_BRAND_MINIMUM: minorUnits.optional(),
  PLATFORM_FEE_CREATOR_PERCENT: percent.optional(),
  // Where uploads live: DATA_DIR/uploads, or an S3-compatible bucket (all S3 settings checked below).
  STORAGE: z.enum(STORAGE_KINDS, { error: `must be one of ${STORAGE_KINDS.join(', ')}` }).default('disk'),
  /** Any S3-compatible server (MinIO, R2, s3rver…); AWS's own endpoint for the region when unset. */
  S3_ENDPOINT: httpUrl.optional(),
  S3_BUCKET: z.string().trim().min(1, 'must not be empty').optional(),
  S3_REGION: z.string().trim().min(1, 'must not be empty').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1, 'must not be empty').optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1, 'must not be empty').optional(),
  /** bucket.host/key (virtual-hosted, AWS's default) or host/bucket/key (most self-hosted servers). */
  S3_FORCE_PATH_STYLE: booleanText.default(false),
  // Several processes (issue 23): this one's name, and whether it runs the timed tasks.
  INSTANCE_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores')
    .optional(),
  BACKGROUND_TASKS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  // For test servers only (docs/decisions/013): refused in production below.
  QUOTA_SCALE: z.coerce
    .number({ error: 'must be a number greater than 0 and at most 1' })
    .gt(0, 'must be a number greater than 0 and at most 1')
    .max(1, 'must be a number greater than 0 and at most 1')
    .optional(),
  // Metrics and backups (issue 35): operations-config.ts.
  ...OperationsEnvironmentSchema.shape,
});

export type Config = {
  nodeEnv: (typeof NODE_ENVS)[number];
  isProduction: boolean;
  /**
   * The developer outbox (every queued code and reset link) is served only when NODE_ENV=development
   * was set on purpose: an unset NODE_ENV behaves as development otherwise, but never publishes it.
   */
  isDevOutboxEnabled: boolean;
  port: number;
  host: string;
  /** Where the command was typed (npm's INIT_CWD): relative paths given to a tool are read from here. */
  commandDir: string;
  dataDir: string;
  database: { url: string | undefined; poolSize: number };
  jwtSecret: string | undefined;
  publicUrl: string;
  mail: { smtpUrl: string | undefined; from: string; supportEmail: string };
  /** External addresses the web app links to (sent to it with every page, and at GET /api/site-config). */
  links: {
    bookCall: string;
    creatorApplication: string;
    clubApplication: string;
    howItWorksVideo: string | null;
    carbonRenewal: string;
    facebook: string;
    youtube: string;
    instagram: string;
  };
  contact: { office: string; phone: string | null; liveChatUrl: string | null };
  logLevel: (typeof LOG_LEVELS)[number];
  seedDemoData: boolean;
  trustProxy: TrustProxy;
  webDistDir: string;
  /** Online billing, or null when STRIPE_SECRET_KEY is unset (billing answers 503, the admin switch stays). */
  billing: BillingConfig | null;
  /**
   * Paid deals through the platform (docs/decisions/029): on exactly when billing is (the same
   * Stripe account); off, deals are recorded and paid outside.
   */
  payments: PaymentsConfig | null;
  /** This process's name among several (INSTANCE_ID), sent as `x-served-by`; null for a single process. */
  instanceId: string | null;
  /** Whether this process runs the timed tasks (mail, unread notices, retention); each is safe with several runners. */
  backgroundTasks: boolean;
  /** Multiplies every per-account quota (ACCOUNT_QUOTAS) so a test server reaches them cheaply; 1 in production. */
  quotaScale: number;
  /** Where uploaded files live (STORAGE): DATA_DIR/uploads, or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Who may read /metrics, and whether anything is collected (docs/deploy.md). */
  metrics: MetricsConfig;
  /** Scheduled backups and where archives go (docs/deploy.md, Backups). */
  backups: BackupConfig;
};

export type StorageConfig = { kind: 'disk' } | S3StorageConfig;
export type { S3StorageConfig };

export type BillingConfig = {
  secretKey: string;
  webhookSecret: string;
  /** The Stripe price id of each plan. */
  prices: Record<BillingPlan, string>;
  /** Where the SDK sends its requests when not to Stripe (tests, local demos). */
  api: { host: string; port: number; protocol: 'http' | 'https' } | null;
};

export type PaymentsConfig = {
  fees: FeeRules;
  /** Secrets a webhook may be signed with: the main endpoint's, and a Connect endpoint's when separate. */
  webhookSecrets: string[];
};

/** A configuration problem, worded for one line on the console. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the environment once, validates it, and answers the typed configuration.
 * Relative paths are taken from where the command was typed (npm sets INIT_CWD), so
 * `DATA_DIR=./data` means the same folder from the repository root and from a workspace.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvironmentSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const given = env[name];
      return `${name} ${issue.message}${given === undefined ? '' : ` (got ${JSON.stringify(given)})`}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}.`);
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  if (isProduction && !values.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration: JWT_SECRET is required in production (at least 32 random characters).',
    );
  }
  if (isProduction && !values.SMTP_URL) {
    throw new ConfigError(
      'Invalid configuration: SMTP_URL is required in production (without a mail relay no sign-in code, password reset or receipt leaves the server).',
    );
  }
  if (isProduction && values.QUOTA_SCALE !== undefined) {
    throw new ConfigError(
      'Invalid configuration: QUOTA_SCALE lowers every quota for tests and is refused in production.',
    );
  }
  if (values.INSTANCE_ID !== undefined && values.STORAGE === 'disk') {
    throw new ConfigError(
      'Invalid configuration: INSTANCE_ID says several processes serve the site, so uploads need STORAGE=s3 ' +
        '(with STORAGE=disk each process would keep its own files).',
    );
  }
  const billing = billingConfigOf(values);
  const storage = storageConfigOf(values);
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = resolvePath(baseDir, values.DATA_DIR);
  const backups = backupConfigOf(values, { baseDir, dataDir });
  if ('missing' in backups) {
    throw new ConfigError(
      `Invalid configuration: BACKUP_S3_BUCKET is set, so backups also need ${backups.missing.join(', ')}.`,
    );
  }
  const port = values.PORT;
  return {
    nodeEnv: values.NODE_ENV,
    isProduction,
    isDevOutboxEnabled: env.NODE_ENV === 'development',
    port,
    host: values.HOST ?? (isProduction ? DEFAULT_HOSTS.production : DEFAULT_HOSTS.otherwise),
    commandDir: baseDir,
    dataDir,
    database: { url: values.DATABASE_URL, poolSize: values.DATABASE_POOL_SIZE },
    jwtSecret: values.JWT_SECRET,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    mail: {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM ?? 'EquiCreators <no-reply@equicreators.com>',
      supportEmail: values.SUPPORT_EMAIL,
    },
    links: {
      bookCall: values.BOOK_CALL_URL,
      creatorApplication: values.CREATOR_APPLICATION_URL,
      clubApplication: values.CLUB_APPLICATION_URL,
      howItWorksVideo: values.HOW_IT_WORKS_VIDEO_URL ?? null,
      carbonRenewal: values.CARBON_RENEWAL_URL,
      facebook: values.FACEBOOK_URL,
      youtube: values.YOUTUBE_URL,
      instagram: values.INSTAGRAM_URL,
    },
    contact: {
      office: values.OFFICE_ADDRESS,
      phone: values.SUPPORT_PHONE ?? null,
      liveChatUrl: values.LIVE_CHAT_URL ?? null,
    },
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
    seedDemoData: values.SEED_DEMO_DATA ?? !isProduction,
    trustProxy: values.TRUST_PROXY,
    webDistDir: values.WEB_DIST_DIR ? resolvePath(baseDir, values.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    billing,
    payments: billing ? paymentsConfigOf(values, billing) : null,
    quotaScale: values.QUOTA_SCALE ?? 1,
    instanceId: values.INSTANCE_ID ?? null,
    backgroundTasks: values.BACKGROUND_TASKS === 'on',
    storage,
    metrics: metricsConfigOf(values),
    backups,
  };
}

/** The platform's fees unless configured: 5 % (at least 1.00) on top for the brand, 10 % commission from the creator. */
const DEFAULT_FEES = { brandBasisPoints: 500, brandMinimumMinor: 100, creatorBasisPoints: 1000 } as const;

function paymentsConfigOf(values: z.output<typeof EnvironmentSchema>, billing: BillingConfig): PaymentsConfig {
  return {
    fees: {
      brand: {
        basisPoints: values.PLATFORM_FEE_BRAND_PERCENT ?? DEFAULT_FEES.brandBasisPoints,
        minimumMinor: values.PLATFORM_FEE_BRAND_MINIMUM ?? DEFAULT_FEES.brandMinimumMinor,
      },
      creator: { basisPoints: values.PLATFORM_FEE_CREATOR_PERCENT ?? DEFAULT_FEES.creatorBasisPoints, minimumMinor: 0 },
    },
    webhookSecrets: [
      billing.webhookSecret,
      ...(values.STRIPE_CONNECT_WEBHOOK_SECRET ? [values.STRIPE_CONNECT_WEBHOOK_SECRET] : []),
    ],
  };
}

/** STORAGE=s3 needs a bucket and its keys; the endpoint may be left to AWS's default. */
function storageConfigOf(values: z.output<typeof EnvironmentSchema>): StorageConfig {
  if (values.STORAGE === 'disk') return { kind: 'disk' };
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = values;
  if (!bucket || !accessKeyId || !secretAccessKey) {
    const missing = Object.entries({
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    })
      .filter(([, value]) => !value)
      .map(([name]) => name);
    throw new ConfigError(`Invalid configuration: STORAGE=s3 also needs ${missing.join(', ')}.`);
  }
  return {
    kind: 's3',
    endpoint: values.S3_ENDPOINT?.replace(/\/+$/, '') ?? null,
    bucket,
    region: values.S3_REGION,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
  };
}

/** Billing is on with the secret key; then the webhook secret and every price id must be set too. */
function billingConfigOf(values: z.output<typeof EnvironmentSchema>): BillingConfig | null {
  if (!values.STRIPE_SECRET_KEY) return null;
  const missing = [
    ...(values.STRIPE_WEBHOOK_SECRET ? [] : ['STRIPE_WEBHOOK_SECRET']),
    ...BILLING_PLANS.map((plan) => PRICE_VARIABLES[plan]).filter((name) => !values[name]),
  ];
  if (missing.length > 0 || !values.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      `Invalid configuration: STRIPE_SECRET_KEY is set, so online billing also needs ${missing.join(', ')}.`,
    );
  }
  const prices = Object.fromEntries(BILLING_PLANS.map((plan) => [plan, values[PRICE_VARIABLES[plan]] ?? ''])) as Record<
    BillingPlan,
    string
  >;
  return {
    secretKey: values.STRIPE_SECRET_KEY,
    webhookSecret: values.STRIPE_WEBHOOK_SECRET,
    prices,
    api: values.STRIPE_API_URL ? apiOf(new URL(values.STRIPE_API_URL)) : null,
  };
}

function apiOf(url: URL): NonNullable<BillingConfig['api']> {
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443;
  return { host: url.hostname, port, protocol };
}

function resolvePath(baseDir: string, path: string): string {
  return isAbsolute(path) ? path : resolve(baseDir, path);
}

/** An empty variable (`PORT=`) counts as unset, as most tools treat it. */
function withoutEmptyValues(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
}
