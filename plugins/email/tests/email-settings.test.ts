// Settings → Email through the API (supabase-js, the test server): only a
// superadmin reads and changes the sender and SMTP settings, the password is
// never readable, every change is in the audit log, and "send a test e-mail"
// (plugins/email/functions/email-test) reports what a real SMTP server (smtp-server,
// in-process, with AUTH) answered. One file: the settings are a single row.
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { openSmtpPassword, smtpSealKey } from '../../../server/mail/smtp-password.ts';
import { httpError } from '../../../tests/functions/support.ts';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';

const PASSWORD = 'Sm7p-Secret-Passw0rd';
let smtp: SMTPServer;
let port = 0;
let received: { raw: string; to: string[]; user: string | undefined }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, cb) {
      // Any user name with the right password gets in: the test below shows the password is not reused.
      if (auth.password === PASSWORD) return cb(null, { user: auth.username });
      const e = new Error('5.7.8 Authentication credentials invalid') as Error & { responseCode: number };
      e.responseCode = 535;
      return cb(e);
    },
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          raw,
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
        });
        cb();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
  port = (smtp.server.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise<void>((r) => (smtp ? smtp.close(() => r()) : r()));
});

beforeEach(() => {
  received = [];
});

const settings = (over: Record<string, unknown> = {}) => ({
  sender_name: 'Safeworks Kenya',
  sender_address: 'hello@safeworks.test',
  reply_to: 'office@safeworks.test',
  smtp_host: '127.0.0.1',
  smtp_port: port,
  smtp_security: 'none',
  smtp_username: 'mailer',
  smtp_password: PASSWORD,
  ...over,
});

async function sendTest(client: ReturnType<typeof anonClient>, body: Record<string, unknown>) {
  const { data, error } = await client.functions.invoke('email-test', { body });
  if (error) {
    const e = await httpError(error);
    return { status: e.status, body: e.body as Record<string, unknown> };
  }
  return { status: 200, body: data as Record<string, unknown> };
}

describe('Settings → Email: who may read and change it', () => {
  it('a superadmin saves the sender and SMTP server and reads them back without the password', async () => {
    const superadmin = await userWithRole('superadmin');
    expect((await superadmin.client.rpc('admin_set_email_settings', settings())).error).toBeNull();
    const { data, error } = await superadmin.client.rpc('admin_get_email_settings');
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        sender_name: 'Safeworks Kenya',
        sender_address: 'hello@safeworks.test',
        reply_to: 'office@safeworks.test',
        smtp_host: '127.0.0.1',
        smtp_port: port,
        smtp_security: 'none',
        smtp_username: 'mailer',
        password_set: true,
        updated_by: superadmin.id,
      }),
    ]);
    expect(JSON.stringify(data)).not.toContain(PASSWORD);

    // Saving again with an empty password keeps the stored one.
    expect(
      (await superadmin.client.rpc('admin_set_email_settings', settings({ smtp_password: '' }))).error,
    ).toBeNull();
    // The service-role key gets the password only sealed (issue 20 #16, ADR 034): the server seals a
    // saved password at once, and only a key derived from the JWT secret opens it.
    await expect
      .poll(async () => (await serviceClient().rpc('email_smtp_settings')).data?.[0]?.password_pending)
      .toBe(false);
    const { data: service } = await serviceClient().rpc('email_smtp_settings');
    expect(service[0]).not.toHaveProperty('smtp_password');
    expect(JSON.stringify(service)).not.toContain(PASSWORD);
    expect(openSmtpPassword(smtpSealKey(inject('jwtSecret')), service[0].smtp_password_sealed)).toBe(
      PASSWORD,
    );

    // The change is in the audit log, naming the fields, never the password.
    const { data: log } = await serviceClient()
      .from('audit_log')
      .select('actor, action, details')
      .eq('action', 'email.settings_changed')
      .eq('actor', superadmin.id);
    expect(log?.length).toBe(1);
    expect(log?.[0].details.changed).toEqual(expect.arrayContaining(['SMTP server', 'SMTP password']));
    expect(JSON.stringify(log)).not.toContain(PASSWORD);
  });

  it('admins, staff, customers and visitors can neither read nor change the settings, nor read the password', async () => {
    for (const role of ['admin', 'staff', 'customer'] as const) {
      const who = await userWithRole(role);
      expect((await who.client.rpc('admin_get_email_settings')).error?.code).toBe('42501');
      expect((await who.client.rpc('admin_set_email_settings', settings())).error?.code).toBe('42501');
      expect((await who.client.rpc('email_smtp_settings')).error?.code).toBe('42501');
    }
    const anon = anonClient();
    expect((await anon.rpc('admin_get_email_settings')).error?.code).toBe('42501');
    expect((await anon.rpc('email_smtp_settings')).error?.code).toBe('42501');
    const superadmin = await userWithRole('superadmin');
    // Even a superadmin's token cannot read the password.
    expect((await superadmin.client.rpc('email_smtp_settings')).error?.code).toBe('42501');
    // The table is not reachable through /rest/v1 at all.
    expect((await superadmin.client.schema('app').from('email_settings').select('*')).error).not.toBeNull();
  });

  it('a superadmin is told what is wrong with an address, a name, a host or a port', async () => {
    const superadmin = await userWithRole('superadmin');
    const tries: [Record<string, unknown>, RegExp][] = [
      [{ sender_address: 'not an address' }, /not an e-mail address/],
      [{ reply_to: 'office@@x' }, /reply-to address/],
      [{ sender_name: 'Safeworks\r\nBcc: all@evil.test' }, /one line/],
      [{ smtp_host: 'smtp://mail.example.com' }, /host name/],
      [{ smtp_port: 70000 }, /between 1 and 65535/],
      [{ smtp_security: 'ssl3' }, /starttls, tls or none/],
    ];
    for (const [over, message] of tries) {
      const { error } = await superadmin.client.rpc('admin_set_email_settings', settings(over));
      expect(error?.code, JSON.stringify(over)).toBe('22023');
      expect(error?.message).toMatch(message);
    }
  });
});

describe('Settings → Email: send a test e-mail', () => {
  it('a superadmin sends a test e-mail and sees the SMTP server’s answer', async () => {
    const superadmin = await userWithRole('superadmin');
    await superadmin.client.rpc('admin_set_email_settings', settings());
    const r = await sendTest(superadmin.client, { to: 'inbox@example.test' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ok: true, via: 'smtp' });
    expect(String(r.body.response)).toMatch(/^250 /);
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['inbox@example.test']);
    expect(received[0].user).toBe('mailer');
    expect(received[0].raw).toMatch(/^From: "?Safeworks Kenya"? <hello@safeworks\.test>/m);
    expect(received[0].raw).toMatch(/^Reply-To: office@safeworks\.test/m);
  });

  it('a wrong password reports the server’s 535, and the password is in no answer', async () => {
    const superadmin = await userWithRole('superadmin');
    await superadmin.client.rpc('admin_set_email_settings', settings());
    const wrong = 'Wrong-Passw0rd-Typed';
    const r = await sendTest(superadmin.client, {
      to: 'inbox@example.test',
      settings: settings({ smtp_password: wrong }),
    });
    expect(r.body).toMatchObject({ ok: false, via: 'smtp', code: 'EAUTH', response_code: 535 });
    expect(String(r.body.message)).toMatch(/535/);
    expect(JSON.stringify(r.body)).not.toContain(wrong);
    expect(JSON.stringify(r.body)).not.toContain(PASSWORD);
    expect(received).toHaveLength(0);
  });

  it('unsaved settings for another server do not get the saved password', async () => {
    const superadmin = await userWithRole('superadmin');
    await superadmin.client.rpc('admin_set_email_settings', settings());
    const r = await sendTest(superadmin.client, {
      to: 'inbox@example.test',
      settings: settings({ smtp_username: 'someone-else', smtp_password: '' }),
    });
    // Another account on the server: the saved password is not sent with it, so AUTH fails.
    expect(r.body).toMatchObject({ ok: false, code: 'EAUTH' });
    expect(received).toHaveLength(0);
  });

  it('a refused connection is reported as such', async () => {
    const superadmin = await userWithRole('superadmin');
    await superadmin.client.rpc('admin_set_email_settings', settings());
    const r = await sendTest(superadmin.client, {
      to: 'inbox@example.test',
      settings: settings({ smtp_port: 1 }),
    });
    expect(r.body).toMatchObject({ ok: false, via: 'smtp', code: 'ESOCKET' });
    expect(String(r.body.message)).toMatch(/ECONNREFUSED/);
  });

  it('without an SMTP server the test e-mail goes to the built-in mailbox, and it says so', async () => {
    const superadmin = await userWithRole('superadmin');
    await superadmin.client.rpc('admin_set_email_settings', settings({ smtp_host: '', smtp_username: '' }));
    const r = await sendTest(superadmin.client, {});
    expect(r.body).toMatchObject({ ok: true, via: 'mailbox' });
    expect(String(r.body.message)).toMatch(/built-in mailbox/);
    const { data } = await serviceClient()
      .from('email_outbox')
      .select('to_addresses, template, status')
      .eq('id', r.body.outbox_id as string);
    expect(data).toEqual([{ to_addresses: [superadmin.email], template: 'email.test', status: 'queued' }]);
    expect(received).toHaveLength(0);
  });

  it('only a superadmin may send a test e-mail', async () => {
    const admin = await userWithRole('admin');
    expect((await sendTest(admin.client, { to: 'inbox@example.test' })).status).toBe(403);
    expect((await sendTest(anonClient(), { to: 'inbox@example.test' })).status).toBe(401);
  });
});
