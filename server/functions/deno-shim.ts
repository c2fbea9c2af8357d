// The slice of Supabase's edge runtime a handler file touches, installed on
// globalThis so the file deployed to Supabase runs here unchanged:
// `Deno.serve(handler)` registers the handler of the module being loaded,
// `Deno.env.get(name)` reads the invoking server's settings, and
// `EdgeRuntime.waitUntil(promise)` keeps background work from failing silently.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from '../log.ts';

export interface ServeHandlerInfo {
  remoteAddr: { transport: 'tcp'; hostname: string; port: number };
  completed: Promise<void>;
}
export type ServeHandler = (req: Request, info: ServeHandlerInfo) => Response | Promise<Response>;

/** Variables a function sees: the server's own names first, then the process environment. */
export type FunctionEnv = Record<string, string>;

// The server's credentials are handed to functions only under their SUPABASE_* names.
const HIDDEN = new Set([
  'JWT_SECRET',
  'ANON_KEY',
  'SERVICE_ROLE_KEY',
  'DATABASE_URL',
  'TEST_DATABASE_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  // What the S3 SDK's default credential chain and libpq would pick up.
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'PGPASSWORD',
]);

const invocationEnv = new AsyncLocalStorage<FunctionEnv>();
let defaultEnv: FunctionEnv = {};
let capturing: ServeHandler[] | null = null;
let log: Logger | undefined;

function lookup(name: string): string | undefined {
  const env = invocationEnv.getStore() ?? defaultEnv;
  if (Object.hasOwn(env, name)) return env[name];
  // Supabase reserves the SUPABASE_ prefix for the platform's own values.
  if (name.startsWith('SUPABASE_') || HIDDEN.has(name)) return undefined;
  return process.env[name];
}

function pickHandler(args: unknown[]): ServeHandler | undefined {
  for (const a of args) {
    if (typeof a === 'function') return a as ServeHandler;
    if (a && typeof a === 'object' && typeof (a as { handler?: unknown }).handler === 'function')
      return (a as { handler: ServeHandler }).handler;
  }
  return undefined;
}

const denoShim = {
  serve(...args: unknown[]) {
    const handler = pickHandler(args);
    if (!handler) throw new TypeError('Deno.serve needs a handler function');
    if (capturing) capturing.push(handler);
    else log?.warn('Deno.serve called outside a function load; ignored');
    return {
      finished: new Promise<void>(() => {}),
      addr: { transport: 'tcp', hostname: '127.0.0.1', port: 0 },
      shutdown: async () => {},
      ref() {},
      unref() {},
    };
  },
  env: {
    get: lookup,
    has: (name: string) => lookup(name) !== undefined,
    toObject(): Record<string, string> {
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(process.env))
        if (v !== undefined && !k.startsWith('SUPABASE_') && !HIDDEN.has(k)) out[k] = v;
      return { ...out, ...(invocationEnv.getStore() ?? defaultEnv) };
    },
  },
};

const edgeRuntimeShim = {
  waitUntil(promise: Promise<unknown>) {
    Promise.resolve(promise).catch((e: unknown) =>
      log?.error({ err: { message: (e as Error)?.message } }, 'function background task failed'),
    );
  },
};

/** Installs the globals once per process; the latest server's env is the default outside invocations. */
export function installDenoShim(env: FunctionEnv, logger: Logger) {
  defaultEnv = env;
  log = logger;
  const g = globalThis as Record<string, unknown>;
  if (g.Deno === undefined) g.Deno = denoShim;
  else if (g.Deno !== denoShim)
    throw new Error('a global Deno already exists; the function runtime shim cannot install');
  if (g.EdgeRuntime === undefined) g.EdgeRuntime = edgeRuntimeShim;
}

/** Runs `fn` with `Deno.env` answering from `env` (one server's values) for everything it awaits. */
export function withFunctionEnv<T>(env: FunctionEnv, fn: () => T): T {
  return invocationEnv.run(env, fn);
}

/**
 * Collects the handlers `Deno.serve` registers while `load` runs. Callers
 * serialize loads (see loader.ts), so every registration belongs to `load`.
 */
export async function captureServe<T>(
  load: () => Promise<T>,
): Promise<{ result: T; handlers: ServeHandler[] }> {
  const handlers: ServeHandler[] = [];
  capturing = handlers;
  try {
    return { result: await load(), handlers };
  } finally {
    capturing = null;
  }
}
