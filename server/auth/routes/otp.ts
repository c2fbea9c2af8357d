// POST /otp: passwordless sign-in (supabase-js signInWithOtp). A code and, for
// e-mail, a link go to the address; verify with type `email` (or `magiclink`
// / `signup` for the link) or `sms`. Unknown addresses get an account
// (without password) unless `create_user` is false or sign-ups are off.
// POST /magiclink (GoTrue's older, e-mail-only form of the same) does the same for an e-mail.
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { audit } from '../audit.ts';
import { unprocessable, validationFailed } from '../errors.ts';
import { isObject, readBody, requestMeta, str } from '../http.ts';
import { queueEmail, queueSms } from '../messages.ts';
import { issueToken } from '../one-time-tokens.ts';
import { safeRedirect } from '../redirect.ts';
import { findUserByEmail, findUserByPhone, normalizeEmail, normalizePhone } from '../users.ts';
import { type AuthDeps, isUniqueViolation } from './deps.ts';
import { INVALID_EMAIL, INVALID_PHONE, insertUser } from './signup.ts';

export function otpRoutes(app: Hono<AppEnv>, { ctx, limits }: AuthDeps) {
  const { config } = ctx;
  const handler = (magiclink: boolean) => async (c: Context<AppEnv>) => {
    const body = await readBody(c);
    const meta = requestMeta(c);
    limits.check('recoverPerIp', meta.ip);
    const rawEmail = str(body.email) ?? '';
    const rawPhone = magiclink ? '' : (str(body.phone) ?? '');
    // GoTrue's own wording for a magic link without an address.
    if (magiclink && !rawEmail) throw validationFailed('Password recovery requires an email');
    if (!rawEmail && !rawPhone) throw validationFailed('An email address or phone number is required');
    if (rawEmail && rawPhone)
      throw validationFailed('Only an email address or phone number should be provided');
    const email = rawEmail ? normalizeEmail(rawEmail) : null;
    if (rawEmail && !email) throw validationFailed(INVALID_EMAIL);
    const phone = rawPhone ? normalizePhone(rawPhone) : null;
    if (rawPhone && !phone) throw validationFailed(INVALID_PHONE);
    if (body.data !== undefined && body.data !== null && !isObject(body.data))
      throw validationFailed('data must be a JSON object');
    const address = (email ?? phone)!;
    limits.check('recoverPerAccount', address);
    const createUser = body.create_user !== false;
    const redirectTo = safeRedirect(config, c.req.query('redirect_to'));

    try {
      await ctx.db.transaction(async (tx) => {
        const existing = email ? await findUserByEmail(tx, email) : await findUserByPhone(tx, phone!);
        if (existing?.banned) return;
        let userId = existing?.id;
        let confirmed = Boolean(email ? existing?.email_confirmed_at : existing?.phone_confirmed_at);
        if (!userId) {
          if (!createUser || config.disableSignup)
            throw unprocessable('otp_disabled', 'Signups not allowed for otp');
          userId = await insertUser(tx, {
            email,
            phone,
            passwordHash: null,
            emailConfirmed: false,
            phoneConfirmed: false,
            userMetadata: (body.data as Record<string, unknown> | undefined) ?? {},
          });
          confirmed = false;
          await audit(tx, { action: 'user_signedup', actorId: userId, actorUsername: address, ip: meta.ip });
        }
        if (phone) {
          const { otp } = await issueToken(tx, userId, 'confirmation_token', phone);
          await queueSms(tx, config, { to: phone, type: 'sms', otp });
        } else if (confirmed) {
          const { otp, linkToken } = await issueToken(tx, userId, 'recovery_token', email!);
          await queueEmail(tx, config, { to: email!, type: 'magiclink', otp, linkToken, redirectTo });
        } else {
          const { otp, linkToken } = await issueToken(tx, userId, 'confirmation_token', email!);
          await queueEmail(tx, config, { to: email!, type: 'signup', otp, linkToken, redirectTo });
        }
      });
    } catch (e) {
      // Two first sign-ins for a new address at once: the other request sent the message.
      if (!isUniqueViolation(e)) throw e;
    }
    return c.json({});
  };
  app.post('/otp', handler(false));
  app.post('/magiclink', handler(true));
}
