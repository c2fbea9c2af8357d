// The till's receipt panel: right after a sale ("Sale recorded"), or a stored sale opened again from
// Reports (?receipt=, "Receipt"). Print, E-mail… and Refund… act on the sale shown. Refund… is the same
// dialog and RPC wherever the receipt is (parts/refund-dialog.tsx, public.pos_refund_sale): the cashier
// can give money back for a line the customer turns round with at the counter, without going to Reports.
// Every action is a button in the tab order; New sale has the focus, so Shift+Tab reaches Refund….
import { useFormatters } from '@kit/format/use-company-format.ts';
import { Button } from '@kit/ui/button.tsx';
import { Mail, Printer, Undo2 } from 'lucide-react';
import { useState } from 'react';
import type { SaleReceipt } from '../shapes.ts';
import { EmailReceiptDialog } from './email-receipt-dialog.tsx';
import { Receipt } from './receipt.tsx';
import { RefundDialog } from './refund-dialog.tsx';

const METHOD_LABELS = { cash: 'Cash', mpesa: 'M-Pesa', card: 'Card' } as const;

export function SaleDonePanel(props: {
  receipt: SaleReceipt;
  /** What the status line calls it: "Sale recorded", "Receipt", … */
  heading: string;
  /** A refund was stored: read the receipt again (its refunds and what each line has left). */
  onRefunded: () => void;
  onNewSale: () => void;
}) {
  const { money } = useFormatters();
  const [refunding, setRefunding] = useState(false);
  const [emailing, setEmailing] = useState(false);
  const r = props.receipt;
  // Nothing left to give back: no Refund… to offer.
  const refundable = r.lines.some((l) => Number(l.quantity) > Number(l.refunded));
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <div role="status" className="print:hidden">
        <p className="text-lg font-semibold">
          {props.heading}: {r.number}
        </p>
        <p className="text-2xl font-bold">Change due: {money(r.change_due)}</p>
      </div>
      <Receipt receipt={r} />
      {r.refunds.length > 0 && (
        <ul aria-label="Refunds" className="text-sm print:hidden">
          {r.refunds.map((f) => (
            <li key={f.number}>
              Refund {f.number}: {money(f.total)} by {METHOD_LABELS[f.method]} — {f.reason}
            </li>
          ))}
        </ul>
      )}
      <EmailReceiptDialog receipt={r} open={emailing} onOpenChange={setEmailing} />
      <RefundDialog receipt={r} open={refunding} onOpenChange={setRefunding} onDone={props.onRefunded} />
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button variant="outline" size="lg" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print receipt
        </Button>
        <Button variant="outline" size="lg" onClick={() => setEmailing(true)}>
          <Mail aria-hidden="true" />
          E-mail…
        </Button>
        {refundable && (
          <Button variant="outline" size="lg" onClick={() => setRefunding(true)}>
            <Undo2 aria-hidden="true" />
            Refund…
          </Button>
        )}
        <Button size="lg" autoFocus onClick={props.onNewSale}>
          New sale
        </Button>
      </div>
    </div>
  );
}
