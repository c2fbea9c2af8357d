// The client's page, signed out: the quotation by its token, accepting with a
// typed name (refused without one), and a link that opens nothing.
import { fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import { DOCUMENT as STAFF_DOCUMENT } from './fixtures.ts';

// What public_quotation answers: the document with the client's own link (ADR 046's schema checks it).
const DOCUMENT = { ...STAFF_DOCUMENT, public_url: `https://safeworks.example/quotation/${'f'.repeat(64)}` };

import RespondPage from './respond-page.tsx';

const TOKEN = 'f'.repeat(64);
function answer(q: RecordedQuery) {
  if (q.table === 'rpc/public_quotation')
    return (q.args as { token: string }).token === TOKEN
      ? { data: DOCUMENT }
      : {
          error: {
            message: 'This link is not valid or no longer works: ask us for a new one',
            code: 'P0002',
          },
        };
  if (q.table === 'rpc/accept_quotation')
    return {
      data: {
        ...DOCUMENT,
        status: 'accepted',
        decided_name: 'Nancy Kendi',
        decided_at: '2026-11-27T09:00:00Z',
      },
    };
  return { data: [] };
}

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
});

const open = (token: string) =>
  renderWithKernel(<RespondPage />, {
    path: `/quotation/${token}`,
    route: '/quotation/:token',
    profile: null,
  });

describe('a client opening the link from the e-mail', () => {
  it('reads the quotation and accepts it with their typed name', async () => {
    const user = userEvent.setup();
    open(TOKEN);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Quotation QUO-2026-0007 (revision 2) from Safeworks',
    );
    expect(screen.getByTestId('quotation-total')).toHaveTextContent('68,324.00');
    const letterhead = screen.getByTestId('letterhead');
    expect(letterhead).toHaveTextContent(
      /Safeworks Consultants Ltd.*Mombasa Road, Nairobi.*\+254700000000 · info@safeworks\.example.*KRA PIN P051234567Q/,
    );
    expect(within(letterhead).getByRole('img', { name: 'Safeworks Consultants Ltd logo' })).toHaveAttribute(
      'src',
      'http://storage.test/branding/logo.png',
    );
    const accept = screen.getByRole('button', { name: 'Accept quotation QUO-2026-0007 (revision 2)' });
    await user.click(accept);
    expect(await screen.findByRole('alert')).toHaveTextContent('Type your full name to accept the quotation');
    expect(fakeSupabase.rpcCalls().map(([n]) => n)).not.toContain('accept_quotation');
    await user.type(screen.getByLabelText('Your full name'), 'Nancy Kendi');
    await user.click(accept);
    expect(await screen.findByText('Thank you — you accepted this quotation')).toBeInTheDocument();
    expect(fakeSupabase.rpcCalls()).toContainEqual([
      'accept_quotation',
      expect.objectContaining({ token: TOKEN, signer_name: 'Nancy Kendi' }),
    ]);
  });

  it('a quotation asking a deposit says so, and once accepted offers "Pay deposit now" on its invoice', async () => {
    const PAY = `/invoice/${'d'.repeat(64)}/pay`;
    const asking = {
      ...DOCUMENT,
      deposit_percent: '30.00',
      deposit_amount: '20497.20',
      deposit_invoice: null,
    };
    fakeSupabase.respond((q) => {
      if (q.table === 'rpc/public_quotation') return { data: asking };
      if (q.table === 'rpc/accept_quotation')
        return {
          data: {
            ...asking,
            status: 'accepted',
            decided_name: 'Nancy Kendi',
            decided_at: '2026-11-27T09:00:00Z',
            deposit_invoice: {
              number: 'INV-2026-0042',
              status: 'issued',
              total: '20497.20',
              amount_due: '20497.20',
              pay_path: PAY,
            },
          },
        };
      return { data: [] };
    });
    const user = userEvent.setup();
    open(TOKEN);
    expect(await screen.findByRole('region', { name: 'Deposit' })).toHaveTextContent(
      /A deposit of 30 % \(KES\s20,497\.20\) is due on acceptance/,
    );
    await user.type(screen.getByLabelText('Your full name'), 'Nancy Kendi');
    await user.click(screen.getByRole('button', { name: 'Accept quotation QUO-2026-0007 (revision 2)' }));
    const pay = await screen.findByRole('link', { name: 'Pay deposit now' });
    expect(pay).toHaveAttribute('href', PAY);
    expect(screen.getByRole('status')).toHaveTextContent(
      /Deposit invoice INV-2026-0042 for KES\s20,497\.20 is due now/,
    );
    expect(screen.getByRole('region', { name: 'Deposit' })).toHaveTextContent(
      /Deposit invoice INV-2026-0042: KES\s20,497\.20 due/,
    );
  });

  it('declining needs a reason', async () => {
    const user = userEvent.setup();
    open(TOKEN);
    await user.click(await screen.findByRole('radio', { name: 'Decline' }));
    await user.click(screen.getByRole('button', { name: 'Decline the quotation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tell us why you decline the quotation');
  });

  it('a wrong or revoked link shows nothing of any quotation', async () => {
    open('0'.repeat(64));
    expect(await screen.findByText('This link does not open a quotation')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
