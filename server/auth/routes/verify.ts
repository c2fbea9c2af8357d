// POST /recover, POST /verify (OTP or token_hash → session) and
// GET /verify (an e-mailed link → 303 to redirect_to with the session in the fragment).
import type { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context.ts';
import type { Queryable } from '../../db/types.ts';
import { audit } from '../audit.ts';
import { AuthError, badRequest, forbidden, validationFailed } from '../errors.ts';
import { type RequestMeta, readBody, requestMeta, str } from '../http.ts';
import { queueEmail } from '../messages.ts';
import {
  clearToken,
  issueToken,
  type TokenType,
  userIdByLinkToken,
  userIdByOtp,
} from '../one-time-tokens.ts';
import { safeRedirect } from '../redirect.ts';
import { type AuthMethod, createSession, type SessionResponse, sessionResponse } from '../sessions.ts';
import { findUserByEmail, findUserById, normalizeEmail, normalizePhone } from '../users.ts';
import { type AuthDeps, isUniqueViolation } from './deps.ts';
import { INVALID_EMAIL } from './signup.ts';
import { emailTaken, phoneTaken, setEmail, setPhone } from './user.ts';

const VERIFY_TYPES = [
  'signup',
  'invite',
  'recovery',
  'magiclink',
  'email',
  'email_change',
  'sms',
  'phone_change',
] as const;
type VerifyType = (typeof VERIFY_TYPES)[number];

/** Which stored tokens each verification type may consume. */
const TOKEN_TYPES: Record<VerifyType, TokenType[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  email: ['confirmation_token', 'recovery_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  // The new address's code, or (secure e-mail change) the current address's.
  email_change: ['email_change_token_new', 'email_change_token_current'],
  sms: ['confirmation_token'],
  phone_change: ['phone_change_token'],
};

const METHOD: Record<VerifyType, AuthMethod> = {
  signup: 'otp',
  invite: 'invite',
  email: 'otp',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
  sms: 'otp',
  phone_change: 'otp',
};

const otpExpired = () => forbidden('otp_expired', 'Token has expired or is invalid');

/** GoTrue's answer to the first of the two confirmations of a secure e-mail change. */
export const SINGLE_CONFIRMATION =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';
export interface PendingConfirmation {
  msg: string;
  code: 200;
}

/**
 * Consumes the matched token and applies what it confirms. 'pending' when it was
 * the first of two e-mail change confirmations (the other address must confirm too).
 */
async function applyToken(
  ctx: AppContext,
  q: Queryable,
  userId: string,
  type: TokenType,
  verifyType: VerifyType,
): Promise<'pending' | undefined> {
  const { config } = ctx;
  const user = (await findUserById(q, userId, true))!;
  await clearToken(q, userId, type);
  if (type === 'confirmation_token') {
    if (verifyType === 'sms') {
      await q.query(
        'update auth.users set phone_confirmed_at = coalesce(phone_confirmed_at, now()) where id = $1',
        [userId],
      );
      await q.query(
        `update auth.identities set identity_data = identity_data || '{"phone_verified": true}'::jsonb
         where user_id = $1 and provider = 'phone'`,
        [userId],
      );
    } else {
      await q.query(
        'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
        [userId],
      );
      await q.query(
        `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
         where user_id = $1 and provider = 'email'`,
        [userId],
      );
    }
  } else if (type === 'recovery_token') {
    // Receiving the e-mail proves the address, as in GoTrue.
    await q.query(
      'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
      [userId],
    );
  } else if (type === 'email_change_token_new' || type === 'email_change_token_current') {
    if (!user.email_change) throw otpExpired();
    if (config.mailerSecureEmailChange && !config.mailerAutoconfirm && user.email) {
      const r = await q.query<{ s: number }>(
        'select coalesce(email_change_confirm_status, 0) as s from auth.users where id = $1',
        [userId],
      );
      if (Number(r.rows[0]?.s ?? 0) === 0) {
        await q.query('update auth.users set email_change_confirm_status = 1 where id = $1', [userId]);
        return 'pending';
      }
    }
    await setEmail(q, userId, user.email_change);
  } else if (type === 'phone_change_token') {
    if (!user.phone_change) throw otpExpired();
    await setPhone(q, userId, user.phone_change);
  }
}

async function verifyAndSignIn(
  ctx: AppContext,
  meta: RequestMeta,
  verifyType: VerifyType,
  find: (tx: Queryable) => Promise<{ userId: string; type: TokenType } | null>,
): Promise<SessionResponse | PendingConfirmation> {
  try {
    return await verifyInTransaction(ctx, meta, verifyType, find);
  } catch (e) {
    // The new address of an e-mail/phone change was taken meanwhile.
    if (isUniqueViolation(e)) throw verifyType === 'phone_change' ? phoneTaken() : emailTaken();
    throw e;
  }
}

function verifyInTransaction(
  ctx: AppContext,
  meta: RequestMeta,
  verifyType: VerifyType,
  find: (tx: Queryable) => Promise<{ userId: string; type: TokenType } | null>,
): Promise<SessionResponse | PendingConfirmation> {
  return ctx.db.transaction(async (tx): Promise<SessionResponse | PendingConfirmation> => {
    const found = await find(tx);
    if (!found) throw otpExpired();
    const user = await findUserById(tx, found.userId);
    if (!user) throw otpExpired();
    if (user.banned) throw forbidden('user_banned', 'User is banned');
    if ((await applyToken(ctx, tx, found.userId, found.type, verifyType)) === 'pending')
      return { msg: SINGLE_CONFIRMATION, code: 200 };
    const fresh = (await findUserById(tx, found.userId))!;
    const { sessionId, refreshToken } = await createSession(tx, fresh, METHOD[verifyType], meta);
    await audit(tx, { action: 'login', actorId: fresh.id, actorUsername: fresh.email, ip: meta.ip });
    return sessionResponse(ctx, tx, fresh.id, sessionId, refreshToken);
  });
}

function parseType(raw: unknown): VerifyType {
  if (typeof raw !== 'string' || raw === '') throw validationFailed('Verify requires a verification type');
  if (!(VERIFY_TYPES as readonly string[]).includes(raw))
    throw validationFailed(`Unsupported verification type "${raw}"`);
  return raw as VerifyType;
}

export function verifyRoutes(app: Hono<AppEnv>, { ctx, limits }: AuthDeps) {
  const { config } = ctx;

  app.post('/recover', async (c) => {
    const body = await readBody(c);
    const meta = requestMeta(c);
    limits.check('recoverPerIp', meta.ip);
    const raw = str(body.email) ?? '';
    if (!raw) throw validationFailed('Password recovery requires an email');
    const email = normalizeEmail(raw);
    if (!email) throw validationFailed(INVALID_EMAIL);
    limits.check('recoverPerAccount', email);
    const redirectTo = safeRedirect(config, c.req.query('redirect_to'));
    const user = await findUserByEmail(ctx.db, email);
    if (user) {
      await ctx.db.transaction(async (tx) => {
        const { otp, linkToken } = await issueToken(tx, user.id, 'recovery_token', email);
        await queueEmail(tx, config, { to: email, type: 'recovery', otp, linkToken, redirectTo });
        await audit(tx, {
          action: 'user_recovery_requested',
          actorId: user.id,
          actorUsername: email,
          ip: meta.ip,
        });
      });
    }
    // The same answer whether or not the address has an account.
    return c.json({});
  });

  app.post('/verify', async (c) => {
    const body = await readBody(c);
    const meta = requestMeta(c);
    limits.check('verifyPerIp', meta.ip);
    const type = parseType(body.type);
    const tokenHash = str(body.token_hash);
    const token = str(body.token);
    if (tokenHash) {
      if (type === 'sms' || type === 'phone_change')
        throw validationFailed('token_hash is only for e-mail links');
      return c.json(
        await verifyAndSignIn(ctx, meta, type, (tx) =>
          userIdByLinkToken(tx, TOKEN_TYPES[type], tokenHash, config.mailerOtpExpSeconds),
        ),
      );
    }
    if (!token) throw validationFailed('Verify requires a token or a token hash');
    const rawEmail = str(body.email);
    const rawPhone = str(body.phone);
    if (rawEmail && rawPhone)
      throw validationFailed('Only an email address or phone number should be provided on verify');
    const isPhoneType = type === 'sms' || type === 'phone_change';
    // Six digits are guessable: entering codes for one address counts as
    // signing in to it, whichever IPs the guesses come from.
    const guessKey = (address: string) => limits.check('signInPerAccount', `otp:${address}`);
    if (isPhoneType) {
      const phone = normalizePhone(rawPhone);
      if (!phone) throw validationFailed('Invalid phone number format (E.164 required)');
      guessKey(phone);
      const [tokenType] = TOKEN_TYPES[type];
      const column = type === 'sms' ? 'phone' : 'phone_change';
      return c.json(
        await verifyAndSignIn(ctx, meta, type, async (tx) => {
          const id = await userIdByOtp(tx, tokenType, column, phone, token, config.mailerOtpExpSeconds);
          return id ? { userId: id, type: tokenType } : null;
        }),
      );
    }
    const email = normalizeEmail(rawEmail);
    if (!email) throw validationFailed(INVALID_EMAIL);
    guessKey(email);
    return c.json(
      await verifyAndSignIn(ctx, meta, type, async (tx) => {
        for (const tokenType of TOKEN_TYPES[type]) {
          const column = tokenType === 'email_change_token_new' ? 'email_change' : 'email';
          const id = await userIdByOtp(tx, tokenType, column, email, token, config.mailerOtpExpSeconds);
          if (id) return { userId: id, type: tokenType };
        }
        return null;
      }),
    );
  });

  app.get('/verify', async (c) => {
    const redirectTo = safeRedirect(config, c.req.query('redirect_to')).replace(/#.*$/, '');
    const rawType = c.req.query('type');
    const token = c.req.query('token') ?? '';
    const fail = (err: AuthError) => {
      const f = new URLSearchParams({
        error: err.status === 429 ? 'too_many_requests' : 'access_denied',
        error_code: err.code,
        error_description: err.code === 'otp_expired' ? 'Email link is invalid or has expired' : err.message,
      });
      return c.redirect(`${redirectTo}#${f.toString()}`, 303);
    };
    try {
      const meta = requestMeta(c);
      limits.check('verifyPerIp', meta.ip);
      const type = parseType(rawType);
      if (!token) throw otpExpired();
      if (type === 'sms' || type === 'phone_change')
        throw badRequest('validation_failed', 'Unsupported link type');
      const s = await verifyAndSignIn(ctx, meta, type, (tx) =>
        userIdByLinkToken(tx, TOKEN_TYPES[type], token, config.mailerOtpExpSeconds),
      );
      if ('msg' in s) return c.redirect(`${redirectTo}#${new URLSearchParams({ message: s.msg })}`, 303);
      const f = new URLSearchParams({
        access_token: s.access_token,
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: s.refresh_token,
        token_type: 'bearer',
        type,
      });
      return c.redirect(`${redirectTo}#${f.toString()}`, 303);
    } catch (e) {
      if (e instanceof AuthError) return fail(e);
      throw e;
    }
  });
}
