// "E-mail…" on a till receipt (ADR 076), its server call stubbed: the POS customer's address is offered,
// a retry after a failure sends the same request id (the server queues one e-mail), and the server's
// refusal is shown in its words.
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const docs = vi.hoisted(() => ({ emailReceipt: vi.fn() }));
vi.mock('../documents-data.ts', () => docs);

import { EmailReceiptDialog } from './email-receipt-dialog.tsx';

const RECEIPT = { id: 'sale-1', number: 'POS-2026-000042', customer_email: 'wanjiku@example.com' };

describe('e-mailing a till receipt', () => {
  it('a cashier sends the receipt to the customer’s own address; trying again after a refusal sends the same request', async () => {
    docs.emailReceipt
      .mockRejectedValueOnce(new Error("Type the customer's e-mail address (like name@example.com)"))
      .mockResolvedValueOnce({
        id: 'r',
        email_id: 'm',
        to: 'wanjiku@example.com',
        number: RECEIPT.number,
        already: false,
      });
    const onOpenChange = vi.fn();
    renderWithKernel(<EmailReceiptDialog receipt={RECEIPT} open onOpenChange={onOpenChange} />);
    const field = await screen.findByLabelText('Customer’s e-mail');
    expect(field).toHaveValue('wanjiku@example.com');

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText("Type the customer's e-mail address (like name@example.com)"),
    ).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [first, second] = docs.emailReceipt.mock.calls;
    expect(first?.[0]).toBe(second?.[0]);
    expect(second?.slice(1)).toEqual(['sale-1', 'wanjiku@example.com']);
  });
});
