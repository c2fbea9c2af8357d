// GET /user, PUT /user, POST /logout – for the holder of a user's access token.
import type { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import type { Queryable } from '../../db/types.ts';
import { audit } from '../audit.ts';
import { unprocessable, validationFailed } from '../errors.ts';
import { requireUser } from '../guard.ts';
import { isObject, readBody, requestMeta, str } from '../http.ts';
import { queueEmail, queueSms } from '../messages.ts';
import { issueToken } from '../one-time-tokens.ts';
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
       email_change = '', email_change_token_new = '', updated_at = now() where id = $1`,
    [userId, email],
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

export function userRoutes(app: Hono<AppEnv>, { ctx }: AuthDeps) {
  const { config } = ctx;

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

    const updated = await ctx.db
      .transaction(async (tx) => {
        await tx.query('select 1 from auth.users where id = $1 for update', [user.id]);
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
            await tx.query(`update auth.users set email_change = $2 where id = $1`, [user.id, email]);
            const { otp, linkToken } = await issueToken(tx, user.id, 'email_change_token_new', email);
            await queueEmail(tx, config, { to: email, type: 'email_change', otp, linkToken, redirectTo });
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
