// Issue 20, finding 16 (ADR 034): an SMTP password an older install stored in
// clear is sealed when the server starts, and the service-role key no longer
// reads it over REST. A server of its own: the settings are one row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEmailSettings } from '../../server/mail/settings.ts';
import { openSmtpPassword, smtpSealKey } from '../../server/mail/smtp-password.ts';
import { type OwnServer, ownServer } from './own-server.ts';

const OLD_PASSWORD = 'Plain-0ld-Passw0rd';
let srv: OwnServer;

beforeAll(async () => {
  srv = await ownServer('safeworks_smtp_at_rest', {}, async (db) => {
    await db.query(
      `update app.email_settings set smtp_host = 'smtp.example.test', smtp_username = 'mailer',
              smtp_password = $1`,
      [OLD_PASSWORD],
    );
  });
}, 120_000);

afterAll(async () => {
  await srv?.close();
});

describe('the SMTP password at rest', () => {
  it('a password stored in clear before this version is sealed when the server starts; the clear copy is gone', async () => {
    const { rows } = await srv.db.query<{
      smtp_password: string | null;
      smtp_password_sealed: string | null;
    }>('select smtp_password, smtp_password_sealed from app.email_settings');
    expect(rows[0].smtp_password).toBeNull();
    expect(rows[0].smtp_password_sealed).not.toContain(OLD_PASSWORD);
    expect(openSmtpPassword(smtpSealKey(srv.jwtSecret), rows[0].smtp_password_sealed ?? '')).toBe(
      OLD_PASSWORD,
    );
    // The mail sender opens it in-process, with the server's secret…
    expect((await readEmailSettings(srv.db, srv.jwtSecret))?.smtp_password).toBe(OLD_PASSWORD);
    // …and another secret does not.
    expect(() =>
      openSmtpPassword(
        smtpSealKey('another-secret-at-least-thirty-two-chars'),
        rows[0].smtp_password_sealed ?? '',
      ),
    ).toThrow();
  });

  it('the service-role key reads the settings over REST without the password', async () => {
    const { data, error } = await srv.service().rpc('email_smtp_settings');
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        smtp_host: 'smtp.example.test',
        smtp_username: 'mailer',
        password_pending: false,
      }),
    ]);
    expect(JSON.stringify(data)).not.toContain(OLD_PASSWORD);
  });
});
