// The `email-preview` function (ADR 017): staff see a template, saved or as
// being edited, rendered in the branded layout with sample or given data.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { httpError } from '../../../tests/functions/support.ts';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../tests/support/clients.ts';

async function preview(client: SupabaseClient, body: Record<string, unknown>) {
  const { data, error } = await client.functions.invoke('email-preview', { body });
  if (error) {
    const e = await httpError(error);
    return { status: e.status, body: e.body as Record<string, unknown> };
  }
  return { status: 200, body: data as Record<string, unknown> };
}

describe('email-preview', () => {
  it('a staff member previews a saved template with its sample data', async () => {
    const staff = await userWithRole('staff');
    const r = await preview(staff.client, { template: 'enquiry_received' });
    expect(r.status).toBe(200);
    expect(r.body.subject).toBe('We have received your enquiry ENQ-2026-000123');
    expect(String(r.body.html)).toContain('<!doctype html>');
    expect(String(r.body.html)).toContain('Fire safety audit');
    expect(String(r.body.text)).toContain('Your reference number is ENQ-2026-000123');
    expect(r.body.missing).toBeUndefined();
  });

  it('an admin previews unsaved content with given data; missing placeholders are listed and shown as themselves', async () => {
    const admin = await userWithRole('admin');
    const r = await preview(admin.client, {
      subject: 'Visit on {{visit.date}}',
      html_body:
        '<p onclick="x()">Dear {{customer.name}}, see you {{visit.date}}.</p><script>alert(1)</script>',
      data: { visit: { date: 'Monday' } },
    });
    expect(r.status).toBe(200);
    expect(r.body.subject).toBe('Visit on Monday');
    expect(r.body.missing).toEqual(['customer.name']);
    expect(String(r.body.html)).toContain('Dear {{customer.name}}, see you Monday.');
    expect(String(r.body.html)).not.toContain('<script');
    expect(r.body.html_body_clean).toBe('<p>Dear {{customer.name}}, see you {{visit.date}}.</p>');
  });

  it('a template that cannot be rendered is a 422 that says why', async () => {
    const staff = await userWithRole('staff');
    const r = await preview(staff.client, { subject: 'x', html_body: '<p>{{{raw}}}</p>', data: { raw: 1 } });
    expect(r.status).toBe(422);
    expect((r.body as { error: string }).error).toMatch(/raw placeholders are not allowed/);
    const bad = await preview(staff.client, { subject: 'x', html_body: '<p>{{#if}}</p>' });
    expect(bad.status).toBe(422);
  });

  it('tells which templates a record can fill, so the compose dialog offers only those', async () => {
    const admin = await userWithRole('admin');
    const key = `visit_note_${Date.now()}`;
    const made = await admin.client.from('email_templates').insert({
      key,
      name: 'Visit note',
      subject: 'Our visit to {{customer.name}}',
      html_body: '<p>Dear {{contact.first_name}}, from {{company.name}}.</p>',
      status: 'active',
    });
    expect(made.error).toBeNull();
    const staff = await userWithRole('staff');
    const full = await preview(staff.client, {
      fits: true,
      data: { customer: { name: 'Acacia Flower Farm' }, contact: { first_name: 'Wanjiku' } },
    });
    expect(full.status).toBe(200);
    const fits = full.body.fits as string[];
    expect(fits).toContain(key);
    expect(fits).not.toContain('message');
    expect(fits.some((k) => k.startsWith('auth.'))).toBe(false);
    // No contact on the record: the template needs one, so it is not offered.
    const partial = await preview(staff.client, { fits: true, data: { customer: { name: 'Acacia' } } });
    expect(partial.body.fits).not.toContain(key);
    expect((await preview(staff.client, { fits: true })).status).toBe(400);
  });

  it('customers and visitors cannot preview; an unknown template is a 404', async () => {
    const customer = await userWithRole('customer');
    expect((await preview(customer.client, { template: 'message' })).status).toBe(403);
    expect((await preview(anonClient(), { template: 'message' })).status).toBe(403);
    const staff = await userWithRole('staff');
    expect((await preview(staff.client, { template: 'no_such' })).status).toBe(404);
  });
});
