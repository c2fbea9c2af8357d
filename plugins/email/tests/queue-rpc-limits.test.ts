// public.queue_email through the API (migration 20261125150100): a member may
// attach only files they can read under storage RLS, and may queue at most
// app.email_send_limit_per_hour() messages an hour (SQLSTATE 53400).
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';

const message = (subject: string, attachments?: unknown) => ({
  to_addresses: ['client@example.test'],
  subject,
  text_body: 'Your audit report is attached.',
  ...(attachments === undefined ? {} : { attachments }),
});

describe('attachments through public.queue_email', () => {
  it('a staff member attaches their own upload; another staff member cannot attach it', async () => {
    const owner = await userWithRole('staff');
    const other = await userWithRole('staff');
    const path = `${owner.id}/audit.pdf`;
    const bytes = new TextEncoder().encode('%PDF-1.7 audit report');
    const up = await owner.client.storage
      .from('user-docs')
      .upload(path, bytes, { contentType: 'application/pdf' });
    expect(up.error).toBeNull();

    const { data: id, error } = await owner.client.rpc(
      'queue_email',
      message('Audit report', [{ bucket: 'user-docs', path, filename: 'Audit.pdf' }]),
    );
    expect(error).toBeNull();
    const { data: rows } = await owner.client.from('email_outbox').select('attachments').eq('id', id);
    expect(rows).toEqual([
      {
        attachments: [
          {
            bucket: 'user-docs',
            path,
            filename: 'Audit.pdf',
            content_type: 'application/pdf',
            size: bytes.length,
          },
        ],
      },
    ]);

    const refused = await other.client.rpc(
      'queue_email',
      message('Not yours', [{ bucket: 'user-docs', path }]),
    );
    expect(refused.error?.code).toBe('P0002');
    expect(refused.error?.message).toBe(
      `The attachment user-docs/${path} is not in storage, or you may not read it`,
    );
  });

  it('a customer still may not queue mail, with or without attachments', async () => {
    const customer = await userWithRole('customer');
    expect((await customer.client.rpc('queue_email', message('x', []))).error?.code).toBe('42501');
  });
});

describe('the hourly send limit', () => {
  it('a staff member who queued 200 messages in the last hour is refused the next one, with the reason', async () => {
    const staff = await userWithRole('staff');
    for (let batch = 0; batch < 10; batch += 1) {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          staff.client.rpc('queue_email', message(`Bulk ${batch * 20 + i}`)),
        ),
      );
      for (const r of results) expect(r.error).toBeNull();
    }
    const refused = await staff.client.rpc('queue_email', message('One too many'));
    expect(refused.error?.code).toBe('53400');
    expect(refused.error?.message).toBe(
      'You have e-mailed 200 recipients in the last hour; 1 more would pass the limit of 200. Try again later',
    );
    // Someone else is not affected.
    const colleague = await userWithRole('staff');
    expect((await colleague.client.rpc('queue_email', message('Mine'))).error).toBeNull();
  }, 120_000);
});
