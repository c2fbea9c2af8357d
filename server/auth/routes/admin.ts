// The admin API (service_role only): /admin/users and /admin/users/:id.
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import type { Queryable } from '../../db/types.ts';
import { audit } from '../audit.ts';
import { parseGoDuration } from '../duration.ts';
import { notFound, validationFailed } from '../errors.ts';
import { requireAdmin } from '../guard.ts';
import { type Body, isObject, readBody, requestMeta, str, UUID_RE } from '../http.ts';
import { checkPasswordStrength, hashPassword } from '../passwords.ts';
import {
  findUserById,
  mergeMetadata,
  normalizeEmail,
  normalizePhone,
  USER_FIELDS,
  type UserRow,
  userJson,
} from '../users.ts';
import { type AuthDeps, isUniqueViolation } from './deps.ts';
import { INVALID_EMAIL, INVALID_PHONE, insertUser } from './signup.ts';
import { emailInUse, emailTaken, phoneInUse, phoneTaken, setEmail, setPhone } from './user.ts';

const userNotFound = () => notFound('user_not_found', 'User not found');
const API_ROLES = new Set(['authenticated', 'anon', 'service_role']);

/** ban_duration: 'none' lifts a ban; a Go duration bans until now + duration. */
function banUntil(raw: unknown): Date | null | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (raw === 'none') return null;
  const ms = typeof raw === 'string' ? parseGoDuration(raw) : null;
  const until = ms === null ? null : new Date(Date.now() + ms);
  // Beyond year 9999 neither ISO strings nor PostgreSQL read it back the same.
  if (!until || Number.isNaN(until.getTime()) || until.getUTCFullYear() > 9999)
    throw validationFailed(`invalid format for ban duration: ${String(raw).slice(0, 50)}`);
  return until;
}

function metadata(body: Body, key: 'user_metadata' | 'app_metadata'): Record<string, unknown> | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (!isObject(v)) throw validationFailed(`${key} must be a JSON object`);
  return v;
}

function role(body: Body): string | undefined {
  const r = body.role;
  if (r === undefined || r === null || r === '') return undefined;
  // Roles end up in access tokens; only roles the API may switch to make sense.
  if (typeof r !== 'string' || !API_ROLES.has(r))
    throw validationFailed(`role must be one of ${[...API_ROLES].join(', ')}`);
  return r;
}

async function loadUser(q: Queryable, c: Context): Promise<UserRow> {
  const id = c.req.param('id') ?? '';
  if (!UUID_RE.test(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(q, id);
  if (!user) throw userNotFound();
  return user;
}

export function adminRoutes(app: Hono<AppEnv>, { ctx }: AuthDeps) {
  const { config } = ctx;
  const rules = () => ({
    minLength: config.passwordMinLength,
    requiredCharacters: config.passwordRequiredCharacters,
  });

  app.get('/admin/users', async (c) => {
    await requireAdmin(ctx, c);
    // Clamped so the offset stays an exact integer, however large the page asked for.
    const page = Math.min(1_000_000_000, Math.max(1, Number.parseInt(c.req.query('page') || '1', 10) || 1));
    const perPage = Math.min(1000, Math.max(1, Number.parseInt(c.req.query('per_page') || '50', 10) || 50));
    const total = await ctx.db.query<{ n: string }>('select count(*)::text as n from auth.users');
    const rows = await ctx.db.query<UserRow>(
      `select ${USER_FIELDS} from auth.users u order by u.created_at desc, u.id limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    );
    const count = Number(total.rows[0].n);
    const last = Math.max(1, Math.ceil(count / perPage));
    // GoTrue's pagination headers; auth-js reads page numbers out of `link`.
    const links: string[] = [];
    if (page < last) links.push(`</auth/v1/admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    links.push(`</auth/v1/admin/users?page=${last}&per_page=${perPage}>; rel="last"`);
    c.header('x-total-count', String(count));
    c.header('link', links.join(', '));
    return c.json({ users: rows.rows.map((u) => userJson(u, { admin: true })), aud: 'authenticated' });
  });

  app.post('/admin/users', async (c) => {
    await requireAdmin(ctx, c);
    const body = await readBody(c);
    const meta = requestMeta(c);
    const rawEmail = str(body.email) ?? '';
    const rawPhone = str(body.phone) ?? '';
    const email = rawEmail ? normalizeEmail(rawEmail) : null;
    if (rawEmail && !email) throw validationFailed(INVALID_EMAIL);
    const phone = rawPhone ? normalizePhone(rawPhone) : null;
    if (rawPhone && !phone) throw validationFailed(INVALID_PHONE);
    if (!email && !phone) throw validationFailed('Cannot create a user without either an email or phone');
    const password = str(body.password);
    if (password !== undefined && password !== '') checkPasswordStrength(password, rules());
    const passwordHash = password ? await hashPassword(password) : null;
    const userMetadata = metadata(body, 'user_metadata') ?? {};
    const appMetadata = metadata(body, 'app_metadata');
    const bannedUntil = banUntil(body.ban_duration);
    const id = body.id === undefined ? undefined : str(body.id);
    if (body.id !== undefined && (!id || !UUID_RE.test(id))) throw validationFailed('id must be an UUID');
    try {
      const user = await ctx.db.transaction(async (tx) => {
        if (email && (await emailInUse(tx, email, '00000000-0000-0000-0000-000000000000')))
          throw emailTaken();
        if (phone && (await phoneInUse(tx, phone, '00000000-0000-0000-0000-000000000000')))
          throw phoneTaken();
        const userId = await insertUser(tx, {
          id,
          email,
          phone,
          passwordHash,
          emailConfirmed: Boolean(email) && body.email_confirm === true,
          phoneConfirmed: Boolean(phone) && body.phone_confirm === true,
          userMetadata,
          appMetadata,
          role: role(body),
          bannedUntil: bannedUntil ?? null,
        });
        await audit(tx, {
          action: 'user_signedup',
          actorId: userId,
          actorUsername: 'service_role',
          ip: meta.ip,
        });
        return (await findUserById(tx, userId))!;
      });
      return c.json(userJson(user, { admin: true }));
    } catch (e) {
      if (isUniqueViolation(e)) throw email ? emailTaken() : phoneTaken();
      throw e;
    }
  });

  app.get('/admin/users/:id', async (c) => {
    await requireAdmin(ctx, c);
    return c.json(userJson(await loadUser(ctx.db, c), { admin: true }));
  });

  app.put('/admin/users/:id', async (c) => {
    await requireAdmin(ctx, c);
    const body = await readBody(c);
    const meta = requestMeta(c);
    const existing = await loadUser(ctx.db, c);
    const rawEmail = str(body.email);
    const email = rawEmail ? normalizeEmail(rawEmail) : null;
    if (rawEmail && !email) throw validationFailed(INVALID_EMAIL);
    const rawPhone = str(body.phone);
    const phone = rawPhone ? normalizePhone(rawPhone) : null;
    if (rawPhone && !phone) throw validationFailed(INVALID_PHONE);
    const password = str(body.password);
    if (password !== undefined) checkPasswordStrength(password, rules());
    const passwordHash = password !== undefined ? await hashPassword(password) : undefined;
    const userMetadata = metadata(body, 'user_metadata');
    const appMetadata = metadata(body, 'app_metadata');
    const bannedUntil = banUntil(body.ban_duration);
    const newRole = role(body);
    try {
      const user = await ctx.db.transaction(async (tx) => {
        const u = (await findUserById(tx, existing.id, true)) ?? null;
        if (!u) throw userNotFound();
        const id = u.id;
        if (email && email !== (u.email ?? '').toLowerCase()) {
          if (await emailInUse(tx, email, id)) throw emailTaken();
          await setEmail(tx, id, email);
        }
        if (phone && phone !== u.phone) {
          if (await phoneInUse(tx, phone, id)) throw phoneTaken();
          await setPhone(tx, id, phone);
        }
        if (body.email_confirm === true)
          await tx.query(
            'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
            [id],
          );
        if (body.phone_confirm === true)
          await tx.query(
            'update auth.users set phone_confirmed_at = coalesce(phone_confirmed_at, now()) where id = $1',
            [id],
          );
        if (passwordHash)
          await tx.query('update auth.users set encrypted_password = $2 where id = $1', [id, passwordHash]);
        if (userMetadata)
          await tx.query('update auth.users set raw_user_meta_data = $2::jsonb where id = $1', [
            id,
            JSON.stringify(mergeMetadata(u.raw_user_meta_data, userMetadata)),
          ]);
        if (appMetadata) {
          const current = await tx.query<{ m: Record<string, unknown> | null }>(
            'select raw_app_meta_data as m from auth.users where id = $1',
            [id],
          );
          await tx.query('update auth.users set raw_app_meta_data = $2::jsonb where id = $1', [
            id,
            JSON.stringify(mergeMetadata(current.rows[0]?.m, appMetadata)),
          ]);
        }
        if (bannedUntil !== undefined)
          await tx.query('update auth.users set banned_until = $2::timestamptz where id = $1', [
            id,
            bannedUntil ? bannedUntil.toISOString() : null,
          ]);
        if (newRole) await tx.query('update auth.users set role = $2 where id = $1', [id, newRole]);
        await tx.query('update auth.users set updated_at = now() where id = $1', [id]);
        await audit(tx, { action: 'user_modified', actorId: id, actorUsername: 'service_role', ip: meta.ip });
        return (await findUserById(tx, id))!;
      });
      return c.json(userJson(user, { admin: true }));
    } catch (e) {
      if (isUniqueViolation(e)) throw email ? emailTaken() : phoneTaken();
      throw e;
    }
  });

  app.delete('/admin/users/:id', async (c) => {
    await requireAdmin(ctx, c);
    const body = await readBody(c);
    const meta = requestMeta(c);
    const user = await loadUser(ctx.db, c);
    const soft = body.should_soft_delete === true;
    await ctx.db.transaction(async (tx) => {
      if (soft) {
        // GoTrue's soft delete: the row stays (foreign keys keep pointing at it)
        // but can never sign in again, and its e-mail and phone are freed.
        await tx.query(
          `update auth.users set deleted_at = now(), updated_at = now(), email = null, phone = null,
             encrypted_password = '', email_change = '', phone_change = '' where id = $1`,
          [user.id],
        );
        await tx.query('delete from auth.identities where user_id = $1', [user.id]);
        await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
        await tx.query('delete from auth.one_time_tokens where user_id = $1', [user.id]);
      } else {
        await tx.query('delete from auth.users where id = $1', [user.id]);
      }
      await audit(tx, {
        action: 'user_deleted',
        actorId: user.id,
        actorUsername: 'service_role',
        ip: meta.ip,
        traits: { user_email: user.email, user_phone: user.phone, soft_delete: soft },
      });
    });
    return c.json({});
  });
}
