// POST /signup: e-mail or phone + password. With autoconfirm (default) the
// answer is a session; otherwise the user, and a confirmation in auth.outbox.
import type { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import type { Queryable } from '../../db/types.ts';
import { audit } from '../audit.ts';
import { unprocessable, validationFailed } from '../errors.ts';
import { isObject, readBody, requestMeta, str } from '../http.ts';
import { queueEmail, queueSms } from '../messages.ts';
import { issueToken } from '../one-time-tokens.ts';
import { checkPasswordStrength, hashPassword } from '../passwords.ts';
import { safeRedirect } from '../redirect.ts';
import { createSession, sessionResponse } from '../sessions.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  normalizeEmail,
  normalizePhone,
  userJson,
} from '../users.ts';
import { type AuthDeps, isUniqueViolation } from './deps.ts';

export const INVALID_EMAIL = 'Unable to validate email address: invalid format';
export const INVALID_PHONE = 'Invalid phone number format (E.164 required)';
const userExists = () => unprocessable('user_already_exists', 'User already registered');

// GoTrue reads these columns as strings; NULL in them breaks it, so new rows
// carry '' exactly as GoTrue writes them.
const EMPTY_TOKENS = `confirmation_token, recovery_token, email_change_token_new, email_change,
  email_change_token_current, phone_change, phone_change_token, reauthentication_token`;

export interface NewUser {
  email: string | null;
  phone: string | null;
  passwordHash: string | null;
  emailConfirmed: boolean;
  phoneConfirmed: boolean;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  role?: string;
  bannedUntil?: Date | null;
  id?: string;
}

/** Inserts auth.users + auth.identities rows the way GoTrue does; returns the id. */
export async function insertUser(q: Queryable, u: NewUser): Promise<string> {
  const provider = u.email ? 'email' : 'phone';
  const appMeta = { provider, providers: [provider], ...(u.appMetadata ?? {}) };
  const r = await q.query<{ id: string }>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       phone, phone_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until,
       is_super_admin, ${EMPTY_TOKENS})
     values ('00000000-0000-0000-0000-000000000000', coalesce($1::uuid, gen_random_uuid()), 'authenticated', $2,
       $3, $4, case when $5::boolean then now() end, $6, case when $7::boolean then now() end,
       $8::jsonb, $9::jsonb, now(), now(), $10::timestamptz, false, '', '', '', '', '', '', '', '')
     returning id`,
    [
      u.id ?? null,
      u.role ?? 'authenticated',
      u.email,
      u.passwordHash ?? '',
      u.emailConfirmed,
      u.phone,
      u.phoneConfirmed,
      JSON.stringify(appMeta),
      JSON.stringify(u.userMetadata),
      u.bannedUntil ? u.bannedUntil.toISOString() : null,
    ],
  );
  const id = r.rows[0].id;
  if (u.email) await upsertIdentity(q, id, 'email', { email: u.email, email_verified: u.emailConfirmed });
  if (u.phone) await upsertIdentity(q, id, 'phone', { phone: u.phone, phone_verified: u.phoneConfirmed });
  return id;
}

/** The user's email/phone identity (provider_id is the user id, as in GoTrue ≥ 2.x). */
export async function upsertIdentity(
  q: Queryable,
  userId: string,
  provider: 'email' | 'phone',
  data: Record<string, unknown>,
) {
  const base = { sub: userId, email_verified: false, phone_verified: false };
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $4::uuid, $2::jsonb, $3, now(), now())
     on conflict (provider_id, provider) do update
       set identity_data = auth.identities.identity_data || excluded.identity_data - 'sub', updated_at = now()`,
    [userId, JSON.stringify({ ...base, ...data }), provider, userId],
  );
}

export function signupRoutes(app: Hono<AppEnv>, { ctx, limits }: AuthDeps) {
  const { config } = ctx;
  app.post('/signup', async (c) => {
    const body = await readBody(c);
    const meta = requestMeta(c);
    if (config.disableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    limits.check('signUpPerIp', meta.ip);

    const rawEmail = str(body.email) ?? '';
    const rawPhone = str(body.phone) ?? '';
    if (!rawEmail && !rawPhone) {
      // auth-js signInAnonymously() posts here without email or phone.
      throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    }
    if (rawEmail && rawPhone)
      throw validationFailed('Only an email address or phone number should be provided on signup.');
    const email = rawEmail ? normalizeEmail(rawEmail) : null;
    if (rawEmail && !email) throw validationFailed(INVALID_EMAIL);
    const phone = rawPhone ? normalizePhone(rawPhone) : null;
    if (rawPhone && !phone) throw validationFailed(INVALID_PHONE);
    const password = str(body.password) ?? '';
    if (!password) throw validationFailed('Signup requires a valid password');
    if (body.data !== undefined && body.data !== null && !isObject(body.data))
      throw validationFailed('data must be a JSON object');
    checkPasswordStrength(password, {
      minLength: config.passwordMinLength,
      requiredCharacters: config.passwordRequiredCharacters,
    });
    const passwordHash = await hashPassword(password);
    const autoconfirm = email ? config.mailerAutoconfirm : config.smsAutoconfirm;
    const redirectTo = safeRedirect(config, c.req.query('redirect_to'));

    try {
      const result = await ctx.db.transaction(async (tx) => {
        const existing = email ? await findUserByEmail(tx, email) : await findUserByPhone(tx, phone!);
        let userId: string;
        if (existing) {
          const confirmed = email ? existing.email_confirmed_at : existing.phone_confirmed_at;
          if (confirmed || autoconfirm) throw userExists();
          // Unconfirmed: the latest sign-up's password and data win and a fresh
          // confirmation goes out, so whoever registered the address first
          // (perhaps not its owner) cannot keep a password on it.
          userId = existing.id;
          await tx.query(
            `update auth.users set encrypted_password = $2, raw_user_meta_data = $3::jsonb, updated_at = now()
             where id = $1`,
            [userId, passwordHash, JSON.stringify(body.data ?? {})],
          );
        } else {
          userId = await insertUser(tx, {
            email,
            phone,
            passwordHash,
            emailConfirmed: Boolean(email) && autoconfirm,
            phoneConfirmed: Boolean(phone) && autoconfirm,
            userMetadata: (body.data as Record<string, unknown> | undefined) ?? {},
          });
          await audit(tx, {
            action: 'user_signedup',
            actorId: userId,
            actorUsername: email ?? phone,
            ip: meta.ip,
            traits: { provider: email ? 'email' : 'phone' },
          });
        }
        if (autoconfirm) {
          const user = (await findUserById(tx, userId))!;
          const { sessionId, refreshToken } = await createSession(tx, user, 'password', meta);
          await audit(tx, { action: 'login', actorId: userId, actorUsername: email ?? phone, ip: meta.ip });
          return sessionResponse(ctx, tx, userId, sessionId, refreshToken);
        }
        const relatesTo = (email ?? phone)!;
        const { otp, linkToken } = await issueToken(tx, userId, 'confirmation_token', relatesTo);
        if (email) await queueEmail(tx, config, { to: email, type: 'signup', otp, linkToken, redirectTo });
        else await queueSms(tx, config, { to: phone!, type: 'sms', otp });
        await audit(tx, {
          action: 'user_confirmation_requested',
          actorId: userId,
          actorUsername: relatesTo,
          ip: meta.ip,
        });
        return userJson((await findUserById(tx, userId))!);
      });
      return c.json(result);
    } catch (e) {
      // Two sign-ups for one address at once: the unique index lets one in.
      if (isUniqueViolation(e)) throw userExists();
      throw e;
    }
  });
}
