// /quotation/:token (before ADR 050 /dashboard/quotations/respond/:token, which redirects here) — public (no sign-in, ADR 026): the client
// opens the link from the e-mail, reads the quotation (the same layout as the
// print and the PDF), downloads the PDF, and accepts it (typed name, optional
// drawn signature) or declines it with a reason. The token opens this one
// quotation and nothing else; a revoked or unknown token shows nothing.
// The server renders it with the quotation in it (ADR 062: `serverPage`), so a
// phone shows the document before the app's code arrives.

import { formatMoney } from '@kit/format/money.ts';
import type { ServerPage } from '@kit/ssr/server-page.ts';
import { Alert, AlertDescription, AlertTitle } from '@kit/ui/alert.tsx';
import { Button, buttonVariants } from '@kit/ui/button.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { NativeRadio } from '@kit/ui/native-choice.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { Textarea } from '@kit/ui/textarea.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  acceptQuotation,
  downloadQuotationPdf,
  type PublicQuotationDocument,
  publicQuotationQuery,
  rejectQuotation,
} from '../data.ts';
import { QuotationDocumentView } from '../parts/quotation-document.tsx';
import { SignaturePad } from '../parts/signature-pad.tsx';
import { displayNumber } from '../schema.ts';

/** Rendered on the server with the quotation (ADR 062); an unknown or revoked token answers 404. */
export const serverPage: ServerPage = {
  title: 'Quotation',
  description: 'A quotation sent to you: read it, download the PDF, and accept or decline it.',
  query: (params, rpc) => publicQuotationQuery(params.token ?? '', rpc),
};

export default function RespondPage() {
  const { token = '' } = useParams();
  const query = publicQuotationQuery(token);
  const key = query.queryKey;
  // A dead link served by the server arrives as a failed read: shown as such, not asked again.
  const doc = useQuery({ ...query, retry: false, retryOnMount: false });
  const queryClient = useQueryClient();
  const [pdfError, setPdfError] = useState<string | null>(null);

  return (
    <main className="mx-auto grid max-w-4xl gap-4 p-3 sm:p-6">
      {doc.isPending && <Skeleton className="h-96" aria-label="Loading the quotation" />}
      {doc.error && (
        <EmptyState
          icon={LinkIcon}
          title="This link does not open a quotation"
          description="It may have been replaced by a newer revision or withdrawn. Ask the person who sent it for a new link."
        />
      )}
      {doc.data && (
        <>
          <h1 className="text-2xl font-semibold">
            Quotation {displayNumber(doc.data)} from {doc.data.company.trading_name}
          </h1>
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button
              variant="outline"
              onClick={() =>
                void downloadQuotationPdf(
                  { token },
                  `${doc.data.number}${doc.data.revision > 1 ? `-rev${doc.data.revision}` : ''}.pdf`,
                ).then(
                  () => setPdfError(null),
                  (e: Error) => setPdfError(e.message),
                )
              }
            >
              <Download className="size-4" aria-hidden="true" />
              Download PDF
            </Button>
            <Button variant="outline" onClick={() => window.print()}>
              Print
            </Button>
          </div>
          {pdfError && (
            <p role="alert" className="text-sm text-destructive">
              {pdfError}
            </p>
          )}
          <QuotationDocumentView doc={doc.data} />
          <Answer
            doc={doc.data}
            token={token}
            onAnswered={(d) => queryClient.setQueryData(key, d)}
            onStale={() => void queryClient.invalidateQueries({ queryKey: key })}
          />
        </>
      )}
    </main>
  );
}

function Answer(props: {
  doc: PublicQuotationDocument;
  token: string;
  onAnswered: (d: PublicQuotationDocument) => void;
  onStale: () => void;
}) {
  const [mode, setMode] = useState<'accept' | 'reject'>('accept');
  const [name, setName] = useState('');
  const [reason, setReason] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const d = props.doc;

  if (d.status === 'accepted') return <Accepted doc={d} />;
  if (d.status === 'rejected')
    return (
      <Alert role="status">
        <AlertTitle>You declined this quotation</AlertTitle>
        <AlertDescription>
          Thank you for letting us know. Reply to our e-mail if you would like a new offer.
        </AlertDescription>
      </Alert>
    );
  if (d.expired || d.status !== 'sent')
    return (
      <Alert role="status">
        <AlertTitle>This quotation can no longer be accepted</AlertTitle>
        <AlertDescription>
          {d.expired ? 'Its validity has passed. ' : ''}Contact us for an updated offer.
        </AlertDescription>
      </Alert>
    );

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (mode === 'accept' && name.trim().length < 2)
      return setError('Type your full name to accept the quotation');
    if (mode === 'reject' && reason.trim().length < 2)
      return setError('Tell us why you decline the quotation');
    setBusy(true);
    try {
      props.onAnswered(
        mode === 'accept'
          ? await acceptQuotation(props.token, name, signature)
          : await rejectQuotation(props.token, reason, name),
      );
    } catch (err) {
      setError((err as Error).message);
      // Answered meanwhile (a second tab, a retry after a lost answer): show the quotation as it now is.
      props.onStale();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-4 rounded-lg border p-4 print:hidden"
      aria-label="Your answer"
    >
      <h2 className="text-lg font-semibold">Your answer</h2>
      <fieldset className="flex gap-4">
        <legend className="sr-only">Accept or decline</legend>
        <label className="flex items-center gap-2">
          <NativeRadio name="mode" checked={mode === 'accept'} onChange={() => setMode('accept')} />
          Accept
        </label>
        <label className="flex items-center gap-2">
          <NativeRadio name="mode" checked={mode === 'reject'} onChange={() => setMode('reject')} />
          Decline
        </label>
      </fieldset>
      <FormField
        label="Your full name"
        description={mode === 'accept' ? 'Typing your name signs the acceptance.' : 'Optional'}
      >
        <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
      </FormField>
      {mode === 'accept' ? (
        <SignaturePad label="Signature (optional)" onChange={setSignature} />
      ) : (
        <FormField label="Why do you decline?">
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} />
        </FormField>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={busy} variant={mode === 'reject' ? 'destructive' : 'default'}>
          {busy
            ? 'Sending…'
            : mode === 'accept'
              ? `Accept quotation ${displayNumber(d)}`
              : 'Decline the quotation'}
        </Button>
      </div>
    </form>
  );
}

/** Accepted: thanks, and when a deposit was asked its invoice — "Pay deposit now" while it is owed (ADR 075). */
function Accepted({ doc }: { doc: PublicQuotationDocument }) {
  const inv = doc.deposit_invoice;
  const money = (v: string) =>
    formatMoney(v, { currency: doc.currency, locale: doc.company.locale ?? 'en-KE' }, 'code');
  return (
    <Alert role="status">
      <AlertTitle>Thank you — you accepted this quotation</AlertTitle>
      <AlertDescription>
        {!inv ? (
          'We have been told and will be in touch to plan the work.'
        ) : Number(inv.amount_due) > 0 ? (
          <span className="grid gap-2">
            <span>
              Deposit invoice {inv.number} for {money(inv.total)} is due now; we plan the work once it is
              paid.
            </span>
            {inv.pay_path ? (
              <Link to={inv.pay_path} className={buttonVariants({ className: 'w-fit' })}>
                Pay deposit now
              </Link>
            ) : (
              <span>Pay it by the instructions on the quotation.</span>
            )}
          </span>
        ) : (
          `Your deposit on invoice ${inv.number} is paid. We will be in touch to plan the work.`
        )}
      </AlertDescription>
    </Alert>
  );
}
