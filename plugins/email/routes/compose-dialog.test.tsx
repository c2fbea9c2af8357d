// "Send e-mail" on a record, on the kernel's test harness: who it goes to,
// what is queued (template, data, record), and the checks before sending.
import { fakeProfile, fakeSupabase } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import type { RecordActionTarget } from '@kernel/registry/extension-points.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

import ComposeDialog from './compose-dialog.tsx';

const target: RecordActionTarget = {
  type: 'customers',
  id: 'c-1',
  title: 'Acacia Flower Farm',
  recipients: [
    { name: 'Otieno Ouma (SHE officer)', email: 'otieno@acacia.example', caution: 'Do not contact' },
    { name: 'Wanjiku Mwangi (HR manager)', email: 'wanjiku@acacia.example' },
  ],
  data: { customer: { name: 'Acacia Flower Farm' }, contact: { first_name: 'Wanjiku' } },
};

beforeEach(() => {
  fakeSupabase.reset();
  toast.success.mockReset();
  fakeSupabase.respond((q) => {
    if (q.table === 'email_templates')
      return {
        data: [
          { key: 'lead_follow_up', name: 'Lead follow-up', description: 'After a first call' },
          { key: 'invoice', name: 'Invoice', description: null },
        ],
      };
    if (q.table === 'rpc/queue_email_template') return { data: 'e-1' };
    return { data: null };
  });
  fakeSupabase.respondFunction(({ options }) => {
    const body = options?.body as { template: string };
    return body.template === 'invoice'
      ? {
          data: {
            subject: 'Invoice {{invoice.number}}',
            html: '<p>Invoice</p>',
            text: '',
            missing: ['invoice.number'],
          },
        }
      : { data: { subject: 'Following up, Wanjiku', html: '<p>Dear Wanjiku</p>', text: 'Dear Wanjiku' } };
  });
});

function open(onDone = vi.fn()) {
  renderWithKernel(<ComposeDialog target={target} onDone={onDone} />, {
    path: '/dashboard/customers/c-1',
    route: '/dashboard/customers/:id',
    profile: fakeProfile('me', 'staff'),
  });
  return onDone;
}

describe('sending an e-mail from a customer', () => {
  it('a member writes to the usual contact: the message is queued with the customer, and the timeline refreshes', async () => {
    const user = userEvent.setup();
    const onDone = open();
    const dialog = await screen.findByRole('dialog', { name: 'E-mail Acacia Flower Farm' });
    // The person marked "Do not contact" is offered but not picked; the next one is.
    expect(within(dialog).getByRole('checkbox', { name: /Otieno Ouma/ })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Wanjiku Mwangi/ })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Subject'), 'Your noise survey date');
    await user.type(within(dialog).getByLabelText('Message'), 'Dear Wanjiku,\n\nWe will come on Monday.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(fakeSupabase.rpcCalls()).toEqual([
      [
        'queue_email_template',
        {
          template: 'message',
          to_addresses: ['wanjiku@acacia.example'],
          cc_addresses: [],
          data: {
            customer: { name: 'Acacia Flower Farm' },
            contact: { first_name: 'Wanjiku' },
            sender: { name: 'Amina Hassan', email: 'me@example.test' },
            message: { subject: 'Your noise survey date', body: 'Dear Wanjiku,\n\nWe will come on Monday.' },
          },
          record_type: 'customers',
          record_id: 'c-1',
        },
      ],
    ]);
    expect(toast.success).toHaveBeenCalledWith(expect.stringContaining('wanjiku@acacia.example'));
  });

  it('a typo in an address, or nobody to send to, is caught before anything is queued', async () => {
    const user = userEvent.setup();
    open();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: /Wanjiku Mwangi/ }));
    await user.type(within(dialog).getByLabelText('Subject'), 'Hello');
    await user.type(within(dialog).getByLabelText('Message'), 'Hi');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Pick someone or type an address to send to')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Other addresses'), 'ops@acacia, hr@acacia.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Not an e-mail address: ops@acacia')).toBeVisible();
    expect(fakeSupabase.rpcCalls()).toEqual([]);
  });

  it('a member picks a template and sees it rendered; one needing data the customer lacks cannot be sent', async () => {
    const user = userEvent.setup();
    const onDone = open();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Use a template' }));
    const select = await within(dialog).findByLabelText('Template');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Invoice' })).toBeInTheDocument());

    await user.selectOptions(select, 'invoice');
    expect(
      await within(dialog).findByText(/This record does not provide \{\{invoice.number\}\}/),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(/This template needs \{\{invoice.number\}\}/)).toBeVisible();
    expect(fakeSupabase.rpcCalls()).toEqual([]);

    await user.selectOptions(select, 'lead_follow_up');
    const frame = await within(dialog).findByTitle('Preview of Following up, Wanjiku');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(fakeSupabase.invokes.at(-1)).toEqual({
      name: 'email-preview',
      options: {
        body: {
          template: 'lead_follow_up',
          data: { ...target.data, sender: { name: 'Amina Hassan', email: 'me@example.test' } },
        },
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(fakeSupabase.rpcCalls()[0]?.[1]).toMatchObject({ template: 'lead_follow_up', data: target.data });
  });

  it('a member is offered only the templates the record can fill', async () => {
    fakeSupabase.respondFunction(({ options }) => {
      const body = options?.body as { fits?: boolean };
      return body.fits
        ? { data: { fits: ['lead_follow_up'] } }
        : { data: { subject: 'Following up, Wanjiku', html: '<p>Dear Wanjiku</p>', text: 'Dear Wanjiku' } };
    });
    const user = userEvent.setup();
    open();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Use a template' }));
    const select = await within(dialog).findByLabelText('Template');
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: 'Lead follow-up' })).toBeInTheDocument(),
    );
    expect(within(select).queryByRole('option', { name: 'Invoice' })).toBeNull();
    expect(
      within(dialog).getByText('1 other template needs details this record does not have.'),
    ).toBeVisible();
    expect(fakeSupabase.invokes[0]).toEqual({
      name: 'email-preview',
      options: {
        body: {
          fits: true,
          data: { ...target.data, sender: { name: 'Amina Hassan', email: 'me@example.test' } },
        },
      },
    });
  });
});
