// /auth/v1: a GoTrue-compatible auth API (see README.md beside this file).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext, AppEnv, AppHono } from '../context.ts';
import { AuthError, sendError } from './errors.ts';
import { createAuthLimits } from './limits.ts';
import { registerOutboxSecret, scrubOutbox } from './outbox-seal.ts';
import { adminRoutes } from './routes/admin.ts';
import type { AuthDeps } from './routes/deps.ts';
import { otpRoutes } from './routes/otp.ts';
import { resendRoutes } from './routes/resend.ts';
import { signupRoutes } from './routes/signup.ts';
import { tokenRoutes } from './routes/token.ts';
import { userRoutes } from './routes/user.ts';
import { verifyRoutes } from './routes/verify.ts';
import { tableRuleRefusal } from './table-rules.ts';

export const GOTRUE_VERSION = 'v2.180.0-safeworks';

/** Parts of GoTrue's API this server does not offer, by path prefix. */
const NOT_IMPLEMENTED: [RegExp, string][] = [
  [/^\/(authorize|callback)\b/, 'OAuth provider sign-in'],
  [/^\/(factors|admin\/users\/[^/]+\/factors)\b/, 'multi-factor authentication (MFA)'],
  [/^\/(sso|saml)\b/, 'single sign-on (SSO/SAML)'],
  [/^\/admin\/generate_link\b/, 'admin link generation'],
  [/^\/user\/identities\b/, 'identity linking'],
  [/^\/(oauth|admin\/oauth|admin\/custom-providers|\.well-known)\b/, 'the OAuth 2.1 server'],
];

export async function mountAuth(app: AppHono, ctx: AppContext) {
  const auth = new Hono<AppEnv>();
  const deps: AuthDeps = { ctx, limits: createAuthLimits(ctx.config) };
  // Queued links and codes are sealed with a key from the JWT secret; expired ones are dropped now.
  registerOutboxSecret(ctx.config, ctx.keys.jwtSecret);
  await scrubOutbox(ctx.db);

  // Auth bodies are small JSON objects; refuse anything big before reading it.
  auth.use(
    '*',
    bodyLimit({
      maxSize: 64 * 1024,
      onError: (c) => sendError(c, new AuthError(413, 'request_too_large', 'Request body too large')),
    }),
  );

  auth.get('/health', (c) =>
    c.json({
      version: GOTRUE_VERSION,
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );
  auth.get('/settings', (c) =>
    c.json({
      external: {
        anonymous_users: false,
        apple: false,
        azure: false,
        bitbucket: false,
        discord: false,
        facebook: false,
        figma: false,
        fly: false,
        github: false,
        gitlab: false,
        google: false,
        keycloak: false,
        kakao: false,
        linkedin: false,
        linkedin_oidc: false,
        notion: false,
        spotify: false,
        slack: false,
        slack_oidc: false,
        workos: false,
        twitch: false,
        twitter: false,
        zoom: false,
        email: true,
        phone: true,
      },
      disable_signup: ctx.config.disableSignup,
      mailer_autoconfirm: ctx.config.mailerAutoconfirm,
      phone_autoconfirm: ctx.config.smsAutoconfirm,
      sms_provider: '',
      saml_enabled: false,
      mfa_enabled: false,
    }),
  );

  signupRoutes(auth, deps);
  tokenRoutes(auth, deps);
  userRoutes(auth, deps);
  verifyRoutes(auth, deps);
  resendRoutes(auth, deps);
  otpRoutes(auth, deps);
  adminRoutes(auth, deps);

  auth.all('*', (c) => {
    const path = c.req.path.replace(/^\/auth\/v1/, '') || '/';
    const what = NOT_IMPLEMENTED.find(([re]) => re.test(path))?.[1];
    const message = `${c.req.method} /auth/v1${path} is not implemented by this server${what ? ` (${what} is not supported)` : ''}`;
    return sendError(c, new AuthError(501, 'not_implemented', message));
  });

  auth.onError((err, c) => {
    if (err instanceof AuthError) return sendError(c, err);
    // A rule of a table that auth writes into (profiles, by trigger) that the
    // route did not check first: still the caller's input, so a 422 naming it.
    const refused = tableRuleRefusal(err);
    if (refused) return sendError(c, refused);
    // Never leak SQL errors or stacks; the log has the details (no secrets: no bodies).
    ctx.log.error(
      {
        reqId: c.get('requestId'),
        path: c.req.path,
        err: { message: err.message, code: (err as { code?: string }).code },
      },
      'auth request failed',
    );
    return sendError(
      c,
      new AuthError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      ),
    );
  });

  app.route('/auth/v1', auth);
}
