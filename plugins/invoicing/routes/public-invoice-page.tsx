// /invoice/:token (before ADR 050 /dashboard/invoices/view/:token, which redirects here) — public (ADR 031): the client opens the link
// from the e-mail (or the PDF's QR code), signed out or signed in as anyone (a
// shop customer too), and sees that one invoice: the amount due first, its
// status, how to pay, the document, Download PDF and Print. The token opens
// this invoice and nothing else; a revoked or unknown one shows an error.
// The server renders it with the invoice in it (ADR 062: `serverPage`), so a
// phone shows the amount due before the app's code arrives.
import { formatMoney } from '@kit/format/money.ts';
import type { ServerPage } from '@kit/ssr/server-page.ts';
import { Button, buttonVariants } from '@kit/ui/button.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { CreditCard, Download, LinkIcon, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { InvoiceStatusBadge } from '../parts/invoice-status-badge.tsx';
import {
  PaymentInstructions,
  PublicInvoiceDocument,
  publicStatus,
} from '../parts/public-invoice-document.tsx';
import { downloadPublicInvoicePdf } from '../pdf-download.ts';
import { type PublicInvoice, publicInvoiceQuery } from '../send-data.ts';

/** Rendered on the server with the invoice (ADR 062); an unknown or revoked token answers 404. */
export const serverPage: ServerPage = {
  title: 'Invoice',
  description: 'An invoice sent to you: the amount due, how to pay, and the document to download.',
  query: (params, rpc) => publicInvoiceQuery(params.token ?? '', rpc),
};

export default function PublicInvoicePage() {
  const { token = '' } = useParams();
  // A dead link served by the server arrives as a failed read: shown as such, not asked again.
  const doc = useQuery({ ...publicInvoiceQuery(token), retry: false, retryOnMount: false });

  return (
    <main className="mx-auto grid max-w-4xl gap-4 p-3 sm:p-6">
      {doc.isPending && <Skeleton className="h-96" aria-label="Loading the invoice" />}
      {doc.error && (
        <EmptyState
          icon={LinkIcon}
          title="This link does not open an invoice"
          description="This link is not valid or no longer works: ask us for a new one."
        />
      )}
      {doc.data && <InvoiceForClient doc={doc.data} token={token} />}
    </main>
  );
}

export function InvoiceForClient({ doc, token }: { doc: PublicInvoice; token: string }) {
  const [pdf, setPdf] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const locale = doc.company.locale ?? 'en-KE';
  const money = (v: string) => formatMoney(v, { currency: doc.currency, locale }, 'code');
  const due = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${doc.due_date}T00:00:00Z`));
  const owing = doc.status !== 'void' && Number(doc.amount_due) > 0;
  const download = async () => {
    setPdf({ busy: true, error: null });
    try {
      await downloadPublicInvoicePdf(token, `${doc.number}.pdf`);
      setPdf({ busy: false, error: null });
    } catch (e) {
      setPdf({ busy: false, error: (e as Error).message });
    }
  };

  return (
    <>
      <h1 className="text-2xl font-semibold">
        Invoice {doc.number} from {doc.company.trading_name ?? doc.company.name}
      </h1>

      <section
        aria-label="Amount due"
        className="grid gap-2 rounded-lg border bg-muted/40 p-4 sm:grid-cols-[1fr_auto] sm:items-center print:hidden"
      >
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">
            {doc.status === 'void' ? 'Cancelled' : owing ? 'Amount due' : 'Nothing is due'}
          </p>
          <p className="text-3xl font-semibold tabular-nums" data-testid="public-amount-due">
            {money(doc.status === 'void' ? '0' : doc.amount_due)}
          </p>
          <p className="text-sm">
            {doc.status === 'void'
              ? 'This invoice was cancelled.'
              : !owing
                ? 'Paid in full: thank you.'
                : doc.overdue
                  ? `Was due on ${due}: please pay now.`
                  : `Due on ${due}.`}
          </p>
        </div>
        <div>
          <InvoiceStatusBadge status={publicStatus(doc)} />
        </div>
        {/* Online payment (issue 24): the payments module's page at this link's address + /pay (linked by path). */}
        {owing && (
          <div className="sm:col-span-2">
            <Link to={`/invoice/${token}/pay`} className={buttonVariants({ size: 'lg' })}>
              <CreditCard className="size-4" aria-hidden="true" />
              Pay now
            </Link>
          </div>
        )}
      </section>

      <div className="flex flex-wrap gap-2 print:hidden">
        <Button variant="outline" onClick={() => void download()} disabled={pdf.busy}>
          <Download className="size-4" aria-hidden="true" />
          {pdf.busy ? 'Preparing the PDF…' : 'Download PDF'}
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" />
          Print
        </Button>
      </div>
      {pdf.error && (
        <p role="alert" className="text-sm text-destructive">
          {pdf.error}
        </p>
      )}

      {owing && (
        <section aria-labelledby="how-to-pay" className="grid gap-2 print:hidden">
          <h2 id="how-to-pay" className="text-lg font-semibold">
            How to pay
          </h2>
          <PaymentInstructions doc={doc} />
        </section>
      )}

      <PublicInvoiceDocument doc={doc} />
    </>
  );
}
