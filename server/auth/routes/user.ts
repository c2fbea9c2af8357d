// GET /user, PUT /user, POST /logout, GET /reauthenticate – for the holder of a
// user's access token. An e-mail change (without MAILER_AUTOCONFIRM) is confirmed
// from the new address and, with secure e-mail change (GoTrue's default), the
// current one too. With SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION, a
// password change on a session older than 24 h needs the code GET /reauthenticate
// sent (`nonce`), as in GoTrue.
import type { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import type { Queryable } from '../../db/types.ts';
import { audit } from '../audit.ts';
import { badRequest, unprocessable, validationFailed } from '../errors.ts';
import { requireUser } from '../guard.ts';
import { isObject, readBody, requestMeta, str } from '../http.ts';
import { queueEmail, queueSms } from '../messages.ts';
import { clearToken, issueToken, userIdByOtp } from '../one-time-tokens.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from '../passwords.ts';
import { safeRedirect } from '../redirect.ts';
import { findUserById, mergeMetadata, normalizeEmail, normalizePhone, userJson } from '../users.ts';
import { type AuthDeps, isUniqueViolation } from './deps.ts';
import { INVALID_EMAIL, INVALID_PHONE, upsertIdentity } from './signup.ts';

export const emailTaken = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');
export const phoneTaken = () =>
  unprocessable('phone_exists', 'A user with this phone number has already been registered');

export async function emailInUse(q: Queryable, email: string, exceptUserId: string) {
  const r = await q.query('select 1 from auth.users where lower(email) = lower($1) and id <> $2', [
    email,
    exceptUserId,
  ]);
  return r.rows.length > 0;
}

export async function phoneInUse(q: Queryable, phone: string, exceptUserId: string) {
  const r = await q.query('select 1 from auth.users where phone = $1 and id <> $2', [phone, exceptUserId]);
  return r.rows.length > 0;
}

/** Applies a new e-mail at once (no confirmation), keeping the email identity in step. */
export async function setEmail(q: Queryable, userId: string, email: string) {
  await q.query(
    `update auth.users set email = $2, email_confirmed_at = coalesce(email_confirmed_at, now()),
       email_change = '', email_change_token_new = '', email_change_token_current = '',
       email_change_confirm_status = 0, updated_at = now() where id = $1`,
    [userId, email],
  );
  await q.query(
    `delete from auth.one_time_tokens where user_id = $1
        and token_type in ('email_change_token_new', 'email_change_token_current')`,
    [userId],
  );
  await upsertIdentity(q, userId, 'email', { email, email_verified: true });
  await q.query(
    `update auth.users set raw_app_meta_data = jsonb_set(coalesce(raw_app_meta_data, '{}'::jsonb), '{providers}',
       (select coalesce(jsonb_agg(distinct p), '[]'::jsonb) from (
          select jsonb_array_elements_text(coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb)) as p
          union select 'email') ps))
     where id = $1`,
    [userId],
  );
}

/** Applies a new phone at once (no confirmation), keeping the phone identity in step. */
export async function setPhone(q: Queryable, userId: string, phone: string) {
  await q.query(
    `update auth.users set phone = $2, phone_confirmed_at = now(), phone_change = '', phone_change_token = '',
       updated_at = now() where id = $1`,
    [userId, phone],
  );
  await upsertIdentity(q, userId, 'phone', { phone, phone_verified: true });
  await q.query(
    `update auth.users set raw_app_meta_data = jsonb_set(coalesce(raw_app_meta_data, '{}'::jsonb), '{providers}',
       (select coalesce(jsonb_agg(distinct p), '[]'::jsonb) from (
          select jsonb_array_elements_text(coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb)) as p
          union select 'phone') ps))
     where id = $1`,
    [userId],
  );
}

/** GoTrue's answers when a password change needs a reauthentication code. */
const reauthenticationNeeded = () =>
  badRequest('reauthentication_needed', 'Password update requires reauthentication');
const invalidNonce = () => unprocessable('reauthentication_not_valid', 'Nonce has expired or is invalid');

export function userRoutes(app: Hono<AppEnv>, { ctx, limits }: AuthDeps) {
  const { config } = ctx;

  // Sends a code to the user's own address (e-mail, else phone), to be given as `nonce`.
  app.get('/reauthenticate', async (c) => {
    const meta = requestMeta(c);
    limits.check('recoverPerIp', meta.ip);
    const { user } = await requireUser(ctx, c);
    const email = (user.email ?? '').toLowerCase();
    const phone = user.phone ?? '';
    if (!email && !phone)
      throw validationFailed('Reauthentication requires the user to have an email or a phone number');
    if (email && !user.email_confirmed_at)
      throw unprocessable('email_not_confirmed', 'Please verify your email first.');
    if (!email && !user.phone_confirmed_at)
      throw unprocessable('phone_not_confirmed', 'Please verify your phone first.');
    limits.check('recoverPerAccount', email || phone);
    await ctx.db.transaction(async (tx) => {
      if (email) {
        const { otp, linkToken } = await issueToken(tx, user.id, 'reauthentication_token', email);
        await queueEmail(tx, config, {
          to: email,
          type: 'reauthentication',
          otp,
          linkToken,
          redirectTo: config.siteUrl,
        });
      } else {
        const { otp } = await issueToken(tx, user.id, 'reauthentication_token', phone);
        await queueSms(tx, config, { to: phone, type: 'reauthentication', otp });
      }
    });
    return c.json({});
  });

  app.get('/user', async (c) => {
    const { user } = await requireUser(ctx, c);
    return c.json(userJson(user));
  });

  app.put('/user', async (c) => {
    const body = await readBody(c);
    const meta = requestMeta(c);
    const { user, sessionId } = await requireUser(ctx, c);

    const password = body.password === undefined || body.password === null ? undefined : str(body.password);
    if (body.password !== undefined && body.password !== null && password === undefined)
      throw validationFailed('password must be a string');
    let passwordHash: string | undefined;
    if (password !== undefined) {
      checkPasswordStrength(password, {
        minLength: config.passwordMinLength,
        requiredCharacters: config.passwordRequiredCharacters,
      });
      if (await verifyPassword(password, user.encrypted_password))
        throw unprocessable('same_password', 'New password should be different from the old password.');
      passwordHash = await hashPassword(password);
    }
    if (body.data !== undefined && body.data !== null && !isObject(body.data))
      throw validationFailed('data must be a JSON object');
    const rawEmail = str(body.email);
    const email = rawEmail ? normalizeEmail(rawEmail) : null;
    if (rawEmail && !email) throw validationFailed(INVALID_EMAIL);
    const rawPhone = str(body.phone);
    const phone = rawPhone ? normalizePhone(rawPhone) : null;
    if (rawPhone && !phone) throw validationFailed(INVALID_PHONE);
    const redirectTo = safeRedirect(config, c.req.query('redirect_to'));
    // A password change on a session that is not recent needs the reauthentication code.
    let nonce: string | null = null;
    if (passwordHash && config.updatePasswordRequireReauthentication) {
      const r = sessionId
        ? await ctx.db.query<{ recent: boolean }>(
            `select created_at > now() - interval '24 hours' as recent from auth.sessions where id = $1`,
            [sessionId],
          )
        : { rows: [] as { recent: boolean }[] };
      if (!r.rows[0]?.recent) {
        nonce = str(body.nonce) ?? '';
        if (!nonce) throw reauthenticationNeeded();
        // Six digits: entering them counts as signing in to the account.
        limits.check('signInPerAccount', `otp:${user.email || user.phone}`);
      }
    }

    const updated = await ctx.db
      .transaction(async (tx) => {
        await tx.query('select 1 from auth.users where id = $1 for update', [user.id]);
        if (nonce !== null) {
          const email = (user.email ?? '').toLowerCase();
          const id = email
            ? await userIdByOtp(
                tx,
                'reauthentication_token',
                'email',
                email,
                nonce,
                config.mailerOtpExpSeconds,
              )
            : await userIdByOtp(
                tx,
                'reauthentication_token',
                'phone',
                user.phone ?? '',
                nonce,
                config.mailerOtpExpSeconds,
              );
          if (id !== user.id) throw invalidNonce();
          await clearToken(tx, user.id, 'reauthentication_token');
        }
        if (isObject(body.data)) {
          const current = await tx.query<{ m: Record<string, unknown> | null }>(
            'select raw_user_meta_data as m from auth.users where id = $1',
            [user.id],
          );
          await tx.query(
            'update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1',
            [user.id, JSON.stringify(mergeMetadata(current.rows[0]?.m, body.data))],
          );
        }
        if (passwordHash) {
          await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
            user.id,
            passwordHash,
          ]);
          // A new password ends every other session, as in GoTrue.
          await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid', [
            user.id,
            sessionId,
          ]);
          await audit(tx, {
            action: 'user_updated_password',
            actorId: user.id,
            actorUsername: user.email,
            ip: meta.ip,
          });
        }
        if (email && email !== (user.email ?? '').toLowerCase()) {
          if (await emailInUse(tx, email, user.id)) throw emailTaken();
          if (config.mailerAutoconfirm) await setEmail(tx, user.id, email);
          else {
            await tx.query(
              `update auth.users set email_change = $2, email_change_confirm_status = 0 where id = $1`,
              [user.id, email],
            );
            const { otp, linkToken } = await issueToken(tx, user.id, 'email_change_token_new', email);
            await queueEmail(tx, config, { to: email, type: 'email_change', otp, linkToken, redirectTo });
            // Secure e-mail change: the current address confirms too (its own code and link).
            const current = (user.email ?? '').toLowerCase();
            if (config.mailerSecureEmailChange && current) {
              const mine = await issueToken(tx, user.id, 'email_change_token_current', current);
              await queueEmail(tx, config, {
                to: current,
                type: 'email_change',
                otp: mine.otp,
                linkToken: mine.linkToken,
                redirectTo,
              });
            } else await clearToken(tx, user.id, 'email_change_token_current');
          }
        }
        if (phone && phone !== user.phone) {
          if (await phoneInUse(tx, phone, user.id)) throw phoneTaken();
          if (config.smsAutoconfirm) await setPhone(tx, user.id, phone);
          else {
            await tx.query(`update auth.users set phone_change = $2 where id = $1`, [user.id, phone]);
            const { otp } = await issueToken(tx, user.id, 'phone_change_token', phone);
            await queueSms(tx, config, { to: phone, type: 'phone_change', otp });
          }
        }
        await audit(tx, {
          action: 'user_modified',
          actorId: user.id,
          actorUsername: user.email,
          ip: meta.ip,
        });
        return (await findUserById(tx, user.id))!;
      })
      .catch((e) => {
        // The address was taken between the check and the write.
        if (isUniqueViolation(e)) throw email ? emailTaken() : phoneTaken();
        throw e;
      });
    return c.json(userJson(updated));
  });

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope))
      throw validationFailed(`Unsupported logout scope "${scope}"`);
    const meta = requestMeta(c);
    const { user, sessionId } = await requireUser(ctx, c);
    await ctx.db.transaction(async (tx) => {
      // Deleting a session deletes its refresh tokens (on delete cascade).
      if (scope === 'global') await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
      else if (sessionId) {
        const op = scope === 'local' ? '=' : '<>';
        await tx.query(`delete from auth.sessions where user_id = $1 and id ${op} $2`, [user.id, sessionId]);
      }
      await audit(tx, { action: 'logout', actorId: user.id, actorUsername: user.email, ip: meta.ip });
    });
    return c.body(null, 204);
  });
}
