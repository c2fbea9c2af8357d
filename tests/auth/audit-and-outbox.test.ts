import { describe, expect, inject, it } from 'vitest';
import { openMessage } from '../../server/auth/outbox-seal.ts';
import { anonClient, serviceClient, signedInClient } from '../support/clients.ts';

async function auditActions(userId: string) {
  const { data, error } = await serviceClient().rpc('test_audit_actions', { actor: userId });
  if (error) throw new Error(error.message);
  return data as string[];
}

describe('audit trail and queued messages', () => {
  it('sign-up, sign-in, refresh and sign-out each leave an audit entry', async () => {
    const { client, user, email } = await signedInClient();
    await anonClient().auth.signInWithPassword({ email, password: 'Correct-Horse-Battery-9' });
    await client.auth.refreshSession();
    await client.auth.signOut();
    const actions = await auditActions(user.id);
    expect(actions.slice(0, 2)).toEqual(['user_signedup', 'login']);
    expect(actions.filter((a) => a === 'login')).toHaveLength(2);
    expect(actions).toContain('token_refreshed');
    expect(actions.at(-1)).toBe('logout');
  });

  it('a recovery e-mail is queued even with autoconfirm on, and its code signs the member in', async () => {
    const { email, user } = await signedInClient();
    expect((await anonClient().auth.resetPasswordForEmail(email)).error).toBeNull();
    const { data, error } = await serviceClient().rpc('test_latest_outbox', { recipient: email });
    expect(error).toBeNull();
    const [sealed] = data as { template: string; body: string; data: Record<string, unknown> }[];
    // At rest the code and link are sealed; the server's secret opens them.
    expect(JSON.stringify(sealed)).not.toMatch(/\b\d{6}\b/);
    expect(sealed.data.sealed).toBeTruthy();
    const m = openMessage(inject('jwtSecret'), sealed) as typeof sealed & { data: { token: string } };
    expect(m.template).toBe('recovery');
    expect(m.body).toContain(m.data.token);
    const verified = await anonClient().auth.verifyOtp({ email, token: m.data.token, type: 'recovery' });
    expect(verified.data.user?.id).toBe(user.id);
    expect(await auditActions(user.id)).toContain('user_recovery_requested');
  });

  it('visitors and members cannot read the outbox', async () => {
    const { client, email } = await signedInClient();
    for (const c of [anonClient(), client]) {
      const { data, error } = await c.rpc('test_latest_outbox', { recipient: email });
      expect(data).toBeNull();
      expect(error).not.toBeNull();
    }
  });
});
