// E-mail templates through the API (supabase-js, the test server): who reads
// and edits them, what the database refuses, and queueing a template as staff.
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../tests/support/clients.ts';

let n = 0;
const draft = (fields: Record<string, unknown> = {}) => {
  n += 1;
  return {
    key: `test.rpc_${process.pid}_${Date.now().toString(36)}_${n}`,
    name: 'Site visit reminder',
    subject: 'Your site visit on {{visit.date}}',
    html_body: '<p>Dear {{customer.name}}, we visit on {{visit.date}}.</p>',
    sample_data: { customer: { name: 'Lakeview' }, visit: { date: '2 December' } },
    ...fields,
  };
};

describe('who reads and writes templates', () => {
  it('staff read the templates; customers and visitors see none', async () => {
    const staff = await userWithRole('staff');
    const { data } = await staff.client.from('email_templates').select('key, status').order('key');
    const keys = (data ?? []).map((t) => t.key);
    expect(keys).toEqual(
      expect.arrayContaining(['enquiry_received', 'message', 'auth.recovery', 'quotation']),
    );
    const customer = await userWithRole('customer');
    expect((await customer.client.from('email_templates').select('key')).data).toEqual([]);
    expect((await anonClient().from('email_templates').select('key')).data ?? []).toEqual([]);
  });

  it('an admin creates and edits a template; a staff member cannot', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const t = draft();
    expect((await staff.client.from('email_templates').insert(t)).error?.code).toBe('42501');
    const { data, error } = await admin.client
      .from('email_templates')
      .insert(t)
      .select('key, status, created_by')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ key: t.key, status: 'draft', created_by: admin.id });
    const upd = await staff.client
      .from('email_templates')
      .update({ name: 'Hacked' })
      .eq('key', t.key)
      .select('key');
    expect(upd.data ?? []).toEqual([]);
    const ok = await admin.client
      .from('email_templates')
      .update({ status: 'active' })
      .eq('key', t.key)
      .select('status');
    expect(ok.data).toEqual([{ status: 'active' }]);
  });

  it('a system template can be edited but not deleted, renamed or unlocked', async () => {
    const admin = await userWithRole('superadmin');
    const del = await admin.client.from('email_templates').delete().eq('key', 'enquiry_received');
    expect(del.error?.code).toBe('42501');
    expect(del.error?.message).toMatch(/used by the system and cannot be deleted/);
    expect(
      (await admin.client.from('email_templates').update({ key: 'x' }).eq('key', 'message')).error?.code,
    ).toBe('42501');
    expect(
      (await admin.client.from('email_templates').update({ locked: false }).eq('key', 'message')).error?.code,
    ).toBe('42501');
    const { data: before } = await admin.client
      .from('email_templates')
      .select('description')
      .eq('key', 'welcome')
      .single();
    const ok = await admin.client
      .from('email_templates')
      .update({ description: before?.description ?? null })
      .eq('key', 'welcome');
    expect(ok.error).toBeNull();
  });

  it('HTML with a script, an event handler, a javascript: link or a raw placeholder is refused', async () => {
    const admin = await userWithRole('admin');
    for (const html_body of [
      '<p>Hi</p><script>alert(1)</script>',
      '<p onmouseover="alert(1)">Hi</p>',
      '<a href="javascript:alert(1)">x</a>',
      '<p>{{{customer.name}}}</p>',
    ]) {
      const { error } = await admin.client.from('email_templates').insert(draft({ html_body }));
      expect(error?.code, html_body).toBe('23514');
    }
    const { error } = await admin.client
      .from('email_templates')
      .insert(draft({ subject: 'Hi\r\nBcc: x@evil.test' }));
    expect(error?.code).toBe('23514');
  });
});

describe('queueing a template', () => {
  it('a staff member queues an active template with data; a draft, an unknown or a sign-in template is refused', async () => {
    const staff = await userWithRole('staff');
    const { data: id, error } = await staff.client.rpc('queue_email_template', {
      template: 'lead_follow_up',
      to_addresses: ['client@example.test'],
      data: {
        lead: { reference: 'ENQ-2026-000001', contact_name: 'A', service: null },
        sender: { name: 'B' },
      },
    });
    expect(error).toBeNull();
    const { data: rows } = await staff.client
      .from('email_outbox')
      .select('template, template_data, status')
      .eq('id', id);
    expect(rows).toEqual([
      {
        template: 'lead_follow_up',
        template_data: {
          lead: { reference: 'ENQ-2026-000001', contact_name: 'A', service: null },
          sender: { name: 'B' },
        },
        status: 'queued',
      },
    ]);
    // A template of its own that stays a draft (the seeded ones become active as their modules land).
    const admin = await userWithRole('admin');
    const made = await admin.client.from('email_templates').insert(draft()).select('key').single();
    expect(made.error).toBeNull();
    const draftOne = await staff.client.rpc('queue_email_template', {
      template: made.data?.key,
      to_addresses: ['c@example.test'],
    });
    expect(draftOne.error?.code).toBe('55000');
    expect(draftOne.error?.message).toContain('is a draft');
    const unknown = await staff.client.rpc('queue_email_template', {
      template: 'nope',
      to_addresses: ['c@example.test'],
    });
    expect(unknown.error?.code).toBe('P0002');
    const auth = await staff.client.rpc('queue_email_template', {
      template: 'auth.recovery',
      to_addresses: ['c@example.test'],
    });
    expect(auth.error?.code).toBe('42501');
  });

  it('customers and visitors may not queue templates', async () => {
    const customer = await userWithRole('customer');
    const args = {
      template: 'message',
      to_addresses: ['c@example.test'],
      data: { message: { subject: 's', body: 'b' } },
    };
    expect((await customer.client.rpc('queue_email_template', args)).error?.code).toBe('42501');
    expect((await anonClient().rpc('queue_email_template', args)).error?.code).toBe('42501');
  });
});
