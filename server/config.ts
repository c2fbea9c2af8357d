// All runtime settings, read once from the environment. Every name here is
// documented in README.md and .env.example.
import path from 'node:path';
import { type FunctionsConfig, loadFunctionsConfig } from './functions/config.ts';
import { trustedProxyHops } from './http/ip.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  siteUrl: string;
  /** Besides SITE_URL's origin, where auth links may redirect to (GoTrue's URI allow list). */
  additionalRedirectUrls: string[];
  /** Further origins that may call the API with credentials (CORS); see server/README.md. */
  corsAllowedOrigins: string[];
  /** Public URL of this server as clients reach it (used in `npm run keys`). */
  apiUrl: string;
  jwtSecret: string | undefined;
  anonKey: string | undefined;
  serviceRoleKey: string | undefined;
  jwtExpSeconds: number;
  /** Seconds a rotated refresh token may still be used (GoTrue's reuse interval). */
  refreshTokenReuseIntervalSeconds: number;
  passwordMinLength: number;
  /** GoTrue's PASSWORD_REQUIRED_CHARACTERS equivalent: which character classes are required. */
  passwordRequiredCharacters: string[];
  mailerAutoconfirm: boolean;
  /**
   * Seconds an e-mailed link or code stays valid (GOTRUE_MAILER_OTP_EXP, or MAILER_OTP_EXP).
   * Default 3600, a Supabase project's default; GoTrue's own default and maximum is 86400.
   */
  mailerOtpExpSeconds: number;
  /** An e-mail change is confirmed from both the old and the new address (GoTrue's secure e-mail change). */
  mailerSecureEmailChange: boolean;
  /** A password change needs a reauthentication code (nonce) when the session is over 24 h old. */
  updatePasswordRequireReauthentication: boolean;
  smsAutoconfirm: boolean;
  disableSignup: boolean;
  rateLimit: {
    windowSeconds: number;
    signInPerIp: number;
    signInPerAccount: number;
    /** Failed sign-ins to one account from all addresses before addresses that never signed in to it wait. */
    signInPerAccountAllIps: number;
    signUpPerIp: number;
    recoverPerIp: number;
    recoverPerAccount: number;
    refreshPerIp: number;
    verifyPerIp: number;
  };
  restSchemas: string[];
  restMaxRows: number | undefined;
  /** Aggregates in `select` (`amount.sum()`, `count()`); off (the default): 400 PGRST123 (PostgREST's db-aggregates-enabled). */
  restAggregatesEnabled: boolean;
  /** `Accept: application/vnd.pgrst.plan` answers EXPLAIN; off (the default): 406 (PostgREST's db-plan-enabled). */
  restPlanEnabled: boolean;
  /** Largest /rest/v1 request body (413 beyond, refused before it is read whole). */
  restMaxBodyBytes: number;
  /** Largest realtime HTTP broadcast body. */
  realtimeMaxBodyBytes: number;
  /** WebSocket connections one client address may hold at once. */
  realtimeMaxConnectionsPerIp: number;
  /** Node's HTTP server timeouts: a slow or silent client cannot hold a connection for long. */
  http: { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number };
  statementTimeoutMs: number;
  /** Directory with the built SPA (index.html + assets). */
  staticDir: string;
  /** Build the SPA at start when dist/ is missing or older than its sources (SKIP_BUILD=1 turns it off). */
  skipBuild: boolean;
  /** Demo users on a new embedded database: auto (PGlite only), true, false. */
  demoData: 'auto' | 'true' | 'false';
  /** The demo accounts' password (DEMO_PASSWORD); unset: a random one per install. */
  demoPassword: string | undefined;
  logLevel: string;
  pgPoolSize: number;
  /** How often the server calls app.run_due_jobs(), in milliseconds; 0: never (pg_cron does it, or tests). */
  jobsIntervalMs: number;
  /** Outgoing mail (server/mail/, ADR 016). */
  mail: MailConfig;
  /** /functions/v1: handler folders, time and body limits. */
  functions: FunctionsConfig;
  storage: StorageConfig;
}

/** Outgoing mail: SMTP when smtpUrl is set, otherwise the built-in mailbox (public.email_mailbox). */
export interface MailConfig {
  /** SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465; unset: the built-in mailbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM, the sender of every message. */
  from: string;
  /** How often the outbox is drained, in milliseconds (MAIL_INTERVAL_SECONDS, default 60; 0: never). */
  intervalMs: number;
  /** How long a claimed message stays with its sender before another may retry it (MAIL_LEASE_SECONDS). */
  leaseSeconds: number;
}

/** /storage/v1: where bytes live and the global upload limit. */
export interface StorageConfig {
  backend: 'file' | 's3';
  /** Largest object accepted anywhere, in bytes; bucket limits may only lower it. */
  fileSizeLimit: number;
  imageTransformation: boolean;
  s3: {
    endpoint: string | undefined;
    region: string;
    bucket: string;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
    forcePathStyle: boolean;
  };
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n)) throw new Error(`${name} must be a number, got "${raw}"`);
  return n;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Read per request by http/ip.ts; a value that names no number of proxies stops the start here.
  trustedProxyHops(env.TRUST_PROXY);
  const port = int(env, 'PORT', 3000);
  const host = env.HOST || '0.0.0.0';
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const apiUrl = env.API_URL || `http://localhost:${port}`;
  const maxRows = env.REST_MAX_ROWS ? int(env, 'REST_MAX_ROWS', 1000) : 1000;
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    siteUrl: env.SITE_URL || apiUrl,
    additionalRedirectUrls: (env.ADDITIONAL_REDIRECT_URLS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    apiUrl,
    corsAllowedOrigins: (env.CORS_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    jwtSecret: env.JWT_SECRET || undefined,
    anonKey: env.ANON_KEY || undefined,
    serviceRoleKey: env.SERVICE_ROLE_KEY || undefined,
    jwtExpSeconds: int(env, 'JWT_EXP', 3600),
    refreshTokenReuseIntervalSeconds: int(env, 'REFRESH_TOKEN_REUSE_INTERVAL', 10),
    passwordMinLength: int(env, 'PASSWORD_MIN_LENGTH', 8),
    passwordRequiredCharacters: (env.PASSWORD_REQUIRED_CHARACTERS ?? '')
      .split(':')
      .map((s) => s.trim())
      .filter(Boolean),
    mailerAutoconfirm: bool(env, 'MAILER_AUTOCONFIRM', true),
    mailerOtpExpSeconds: Math.min(
      86_400,
      Math.max(60, int(env, 'GOTRUE_MAILER_OTP_EXP', int(env, 'MAILER_OTP_EXP', 3600))),
    ),
    mailerSecureEmailChange: bool(
      env,
      'GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED',
      bool(env, 'MAILER_SECURE_EMAIL_CHANGE_ENABLED', true),
    ),
    updatePasswordRequireReauthentication: bool(
      env,
      'GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION',
      bool(env, 'SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION', false),
    ),
    smsAutoconfirm: bool(env, 'SMS_AUTOCONFIRM', true),
    disableSignup: bool(env, 'DISABLE_SIGNUP', false),
    rateLimit: {
      windowSeconds: int(env, 'RATE_LIMIT_WINDOW_SECONDS', 300),
      signInPerIp: int(env, 'RATE_LIMIT_SIGNIN_PER_IP', 30),
      signInPerAccount: int(env, 'RATE_LIMIT_SIGNIN_PER_ACCOUNT', 10),
      signInPerAccountAllIps: int(env, 'RATE_LIMIT_SIGNIN_PER_ACCOUNT_ALL_IPS', 100),
      signUpPerIp: int(env, 'RATE_LIMIT_SIGNUP_PER_IP', 30),
      recoverPerIp: int(env, 'RATE_LIMIT_RECOVER_PER_IP', 10),
      recoverPerAccount: int(env, 'RATE_LIMIT_RECOVER_PER_ACCOUNT', 3),
      refreshPerIp: int(env, 'RATE_LIMIT_REFRESH_PER_IP', 150),
      verifyPerIp: int(env, 'RATE_LIMIT_VERIFY_PER_IP', 30),
    },
    restSchemas: (env.REST_SCHEMAS || 'public')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    restMaxRows: maxRows > 0 ? maxRows : undefined,
    restAggregatesEnabled: bool(env, 'REST_DB_AGGREGATES_ENABLED', false),
    restPlanEnabled: bool(env, 'REST_DB_PLAN_ENABLED', false),
    restMaxBodyBytes: int(env, 'REST_MAX_BODY_BYTES', 4 * 1024 * 1024),
    realtimeMaxBodyBytes: int(env, 'REALTIME_MAX_BODY_BYTES', 1024 * 1024),
    realtimeMaxConnectionsPerIp: int(env, 'REALTIME_MAX_CONNECTIONS_PER_IP', 100),
    http: {
      headersTimeoutMs: int(env, 'HTTP_HEADERS_TIMEOUT_MS', 20_000),
      requestTimeoutMs: int(env, 'HTTP_REQUEST_TIMEOUT_MS', 120_000),
      // Longer than the clients and proxies that keep a connection for reuse (nginx's upstream keep-alive
      // and load balancers idle 60 s): a client reusing a socket the server is closing at that instant gets
      // ECONNRESET (a journey's request context did, issue 23). Node's default of 5 s loses that race often.
      keepAliveTimeoutMs: int(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 65_000),
    },
    statementTimeoutMs: int(env, 'STATEMENT_TIMEOUT_MS', 8000),
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    skipBuild: bool(env, 'SKIP_BUILD', false),
    demoData: (['true', 'false'].includes((env.DEMO_DATA ?? '').toLowerCase())
      ? (env.DEMO_DATA ?? '').toLowerCase()
      : 'auto') as 'auto' | 'true' | 'false',
    demoPassword: env.DEMO_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    pgPoolSize: int(env, 'PG_POOL_SIZE', 10),
    jobsIntervalMs: Math.max(0, Math.round(int(env, 'JOBS_INTERVAL_SECONDS', 60) * 1000)),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || 'Safeworks <no-reply@safeworks.local>',
      intervalMs: Math.max(
        0,
        Math.round(int(env, 'MAIL_INTERVAL_SECONDS', int(env, 'JOBS_INTERVAL_SECONDS', 60)) * 1000),
      ),
      leaseSeconds: Math.max(5, int(env, 'MAIL_LEASE_SECONDS', 300)),
    },
    functions: loadFunctionsConfig(env),
    storage: {
      backend: (env.STORAGE_BACKEND || 'file').toLowerCase() === 's3' ? 's3' : 'file',
      fileSizeLimit: int(env, 'STORAGE_FILE_SIZE_LIMIT', 50 * 1024 * 1024),
      imageTransformation: bool(env, 'STORAGE_IMAGE_TRANSFORMATION', true),
      s3: {
        endpoint: env.S3_ENDPOINT || undefined,
        region: env.S3_REGION || 'us-east-1',
        bucket: env.S3_BUCKET || '',
        accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', false),
      },
    },
  };
}
