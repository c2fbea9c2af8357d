// Token expiry needs a clock an hour ahead; this runs the module against an
// in-memory database instead of waiting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import type { Db } from '../db/types.ts';
import { clearToken, issueToken, sha256hex, userIdByLinkToken, userIdByOtp } from './one-time-tokens.ts';
import { insertUser } from './routes/signup.ts';

let db: Db;
beforeAll(async () => {
  db = await openPglite(undefined);
  await migrate(db);
});
afterAll(() => db?.close());

async function newUser(email: string) {
  return insertUser(db, {
    email,
    phone: null,
    passwordHash: null,
    emailConfirmed: false,
    phoneConfirmed: false,
    userMetadata: {},
  });
}

describe('one-time tokens', () => {
  it('are stored only as hashes, in GoTrue format for the code', async () => {
    const id = await newUser('hash@example.test');
    const { otp, linkToken } = await issueToken(db, id, 'recovery_token', 'hash@example.test');
    expect(otp).toMatch(/^\d{6}$/);
    const u = await db.query<{ recovery_token: string }>(
      'select recovery_token from auth.users where id = $1',
      [id],
    );
    expect(u.rows[0].recovery_token).toBe(sha256hex(`hash@example.test${otp}`));
    const t = await db.query<{ token_hash: string }>(
      'select token_hash from auth.one_time_tokens where user_id = $1',
      [id],
    );
    expect(t.rows[0].token_hash).toBe(sha256hex(linkToken));
    const dump = JSON.stringify([u.rows, t.rows]);
    expect(dump).not.toContain(linkToken);
    expect(dump).not.toContain(`"${otp}"`);
  });

  it('match by code or by link until used', async () => {
    const id = await newUser('use@example.test');
    const { otp, linkToken } = await issueToken(db, id, 'confirmation_token', 'use@example.test');
    expect(await userIdByOtp(db, 'confirmation_token', 'email', 'USE@example.test', otp)).toBe(null);
    expect(await userIdByOtp(db, 'confirmation_token', 'email', 'use@example.test', otp)).toBe(id);
    expect(await userIdByLinkToken(db, ['confirmation_token'], linkToken)).toEqual({
      userId: id,
      type: 'confirmation_token',
    });
    expect(await userIdByLinkToken(db, ['recovery_token'], linkToken)).toBeNull();
    await clearToken(db, id, 'confirmation_token');
    expect(await userIdByOtp(db, 'confirmation_token', 'email', 'use@example.test', otp)).toBeNull();
    expect(await userIdByLinkToken(db, ['confirmation_token'], linkToken)).toBeNull();
  });

  it('expire after one hour', async () => {
    const id = await newUser('old@example.test');
    const { otp, linkToken } = await issueToken(db, id, 'recovery_token', 'old@example.test');
    await db.query(`update auth.users set recovery_sent_at = now() - interval '61 minutes' where id = $1`, [
      id,
    ]);
    await db.query(
      `update auth.one_time_tokens set created_at = created_at - interval '61 minutes' where user_id = $1`,
      [id],
    );
    expect(await userIdByOtp(db, 'recovery_token', 'email', 'old@example.test', otp)).toBeNull();
    expect(await userIdByLinkToken(db, ['recovery_token'], linkToken)).toBeNull();

    await db.query(`update auth.users set recovery_sent_at = now() - interval '59 minutes' where id = $1`, [
      id,
    ]);
    await db.query(
      `update auth.one_time_tokens set created_at = created_at + interval '2 minutes' where user_id = $1`,
      [id],
    );
    expect(await userIdByOtp(db, 'recovery_token', 'email', 'old@example.test', otp)).toBe(id);
    expect(await userIdByLinkToken(db, ['recovery_token'], linkToken)).not.toBeNull();
  });

  it('a new message replaces the previous token', async () => {
    const id = await newUser('again@example.test');
    const first = await issueToken(db, id, 'recovery_token', 'again@example.test');
    const second = await issueToken(db, id, 'recovery_token', 'again@example.test');
    expect(await userIdByLinkToken(db, ['recovery_token'], first.linkToken)).toBeNull();
    expect(await userIdByLinkToken(db, ['recovery_token'], second.linkToken)).not.toBeNull();
  });
});
