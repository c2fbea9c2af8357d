// POST /resend (a fresh confirmation message) and POST /invite (admin: create
// an invited user and e-mail them a link). Both queue messages in auth.outbox.
import type { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { audit } from '../audit.ts';
import { validationFailed } from '../errors.ts';
import { requireAdmin } from '../guard.ts';
import { isObject, readBody, requestMeta, str } from '../http.ts';
import { queueEmail, queueSms } from '../messages.ts';
import { issueToken } from '../one-time-tokens.ts';
import { safeRedirect } from '../redirect.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  normalizeEmail,
  normalizePhone,
  userJson,
} from '../users.ts';
import { type AuthDeps, isUniqueViolation } from './deps.ts';
import { INVALID_EMAIL, INVALID_PHONE, insertUser } from './signup.ts';
import { emailTaken } from './user.ts';

const RESEND_TYPES = ['signup', 'email_change', 'sms', 'phone_change'];

export function resendRoutes(app: Hono<AppEnv>, { ctx, limits }: AuthDeps) {
  const { config } = ctx;

  app.post('/resend', async (c) => {
    const body = await readBody(c);
    const meta = requestMeta(c);
    limits.check('recoverPerIp', meta.ip);
    const type = str(body.type) ?? '';
    if (!RESEND_TYPES.includes(type))
      throw validationFailed(`Missing one of these types: ${RESEND_TYPES.join(', ')}`);
    const redirectTo = safeRedirect(config, c.req.query('redirect_to'));

    if (type === 'signup' || type === 'email_change') {
      const email = normalizeEmail(body.email);
      if (!email) throw validationFailed(INVALID_EMAIL);
      limits.check('recoverPerAccount', email);
      await ctx.db.transaction(async (tx) => {
        if (type === 'signup') {
          const user = await findUserByEmail(tx, email);
          if (!user || user.email_confirmed_at) return;
          const { otp, linkToken } = await issueToken(tx, user.id, 'confirmation_token', email);
          await queueEmail(tx, config, { to: email, type: 'signup', otp, linkToken, redirectTo });
          return;
        }
        const r = await tx.query<{ id: string; email: string | null; email_change: string }>(
          `select id, email, email_change from auth.users
           where (lower(email) = $1 or lower(email_change) = $1) and coalesce(email_change, '') <> ''
             and deleted_at is null`,
          [email],
        );
        const pending = r.rows[0];
        if (!pending) return;
        const { otp, linkToken } = await issueToken(
          tx,
          pending.id,
          'email_change_token_new',
          pending.email_change,
        );
        await queueEmail(tx, config, {
          to: pending.email_change,
          type: 'email_change',
          otp,
          linkToken,
          redirectTo,
        });
        // Secure e-mail change: the current address gets a fresh code too (as GoTrue resends both).
        const current = (pending.email ?? '').toLowerCase();
        if (config.mailerSecureEmailChange && !config.mailerAutoconfirm && current) {
          const mine = await issueToken(tx, pending.id, 'email_change_token_current', current);
          await queueEmail(tx, config, {
            to: current,
            type: 'email_change',
            otp: mine.otp,
            linkToken: mine.linkToken,
            redirectTo,
          });
        }
      });
      // The same answer whether or not there was anything to resend.
      return c.json({});
    }

    const phone = normalizePhone(body.phone);
    if (!phone) throw validationFailed(INVALID_PHONE);
    limits.check('recoverPerAccount', phone);
    await ctx.db.transaction(async (tx) => {
      if (type === 'sms') {
        const user = await findUserByPhone(tx, phone);
        if (!user || user.phone_confirmed_at) return;
        const { otp } = await issueToken(tx, user.id, 'confirmation_token', phone);
        await queueSms(tx, config, { to: phone, type: 'sms', otp });
        return;
      }
      const r = await tx.query<{ id: string }>(
        `select id from auth.users where phone_change = $1 and deleted_at is null`,
        [phone],
      );
      if (!r.rows[0]) return;
      const { otp } = await issueToken(tx, r.rows[0].id, 'phone_change_token', phone);
      await queueSms(tx, config, { to: phone, type: 'phone_change', otp });
    });
    return c.json({});
  });

  app.post('/invite', async (c) => {
    await requireAdmin(ctx, c);
    const body = await readBody(c);
    const meta = requestMeta(c);
    const email = normalizeEmail(body.email);
    if (!email) throw validationFailed(INVALID_EMAIL);
    if (body.data !== undefined && body.data !== null && !isObject(body.data))
      throw validationFailed('data must be a JSON object');
    const redirectTo = safeRedirect(config, c.req.query('redirect_to'));
    try {
      const user = await ctx.db.transaction(async (tx) => {
        const existing = await findUserByEmail(tx, email);
        if (existing?.email_confirmed_at) throw emailTaken();
        const userId =
          existing?.id ??
          (await insertUser(tx, {
            email,
            phone: null,
            passwordHash: null,
            emailConfirmed: false,
            phoneConfirmed: false,
            userMetadata: (body.data as Record<string, unknown> | undefined) ?? {},
          }));
        await tx.query('update auth.users set invited_at = now(), updated_at = now() where id = $1', [
          userId,
        ]);
        const { otp, linkToken } = await issueToken(tx, userId, 'confirmation_token', email);
        await queueEmail(tx, config, { to: email, type: 'invite', otp, linkToken, redirectTo });
        await audit(tx, {
          action: 'user_invited',
          actorId: userId,
          actorUsername: 'service_role',
          ip: meta.ip,
        });
        return (await findUserById(tx, userId))!;
      });
      return c.json(userJson(user));
    } catch (e) {
      if (isUniqueViolation(e)) throw emailTaken();
      throw e;
    }
  });
}
