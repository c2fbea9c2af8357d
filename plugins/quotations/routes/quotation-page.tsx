// /dashboard/quotations/:id: one quotation (one revision) — the document as the
// client sees it (print CSS: the browser's Print gives the paper copy), and the
// actions its status allows: Edit and Delete while a draft; Send (numbers it,
// stores the PDF, e-mails it with the client's link) and Send again; Revise a
// sent, declined or expired one into revision n+1; copy or revoke the client's
// link; download the PDF; invoice an accepted one (invoice_from_quotation: an
// invoice draft with the accepted lines and rates, and a project). Tabs: the document, its revisions, the timeline.

import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { TextField } from '@kit/forms/fields.tsx';
import { FormDialog } from '@kit/forms/form-dialog.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { RecordLoader } from '@kit/record/record-loader.tsx';
import { type OverflowAction, RecordPage } from '@kit/record/record-page.tsx';
import { RecordTimeline } from '@kit/record/record-timeline.tsx';
import { ConfirmDialog } from '@kit/ui/alert-dialog.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { NativeCheckbox } from '@kit/ui/native-choice.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { GitBranch, Pencil, Receipt, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { z } from 'zod';
import { defaultRecipient } from '../../customers/public.ts';
import {
  deleteQuotation,
  downloadQuotationPdf,
  getQuotation,
  getQuotationDocument,
  invoiceFromQuotation,
  invoiceOfQuotation,
  listRevisions,
  projectOfQuotation,
  publicLink,
  type QuotationDocument,
  type QuotationRecord,
  quotationKeys,
  reviseQuotation,
  revokeQuotationLink,
  sendQuotation,
} from '../data.ts';
import { QuotationDocumentView } from '../parts/quotation-document.tsx';
import { displayNumber, STATUS_LABELS, STATUS_TONE } from '../schema.ts';

const back = { to: '/dashboard/quotations', label: 'Quotations' };

export default function QuotationPage() {
  const { id = '' } = useParams();
  // A client's answer (or a colleague's send) shows without a reload.
  useLiveInvalidation({ table: 'quotations', queryKey: quotationKeys.detail(id) });
  const record = useQuery({ queryKey: quotationKeys.detail(id), queryFn: () => getQuotation(id) });
  const doc = useQuery({
    queryKey: [...quotationKeys.detail(id), 'document'],
    queryFn: () => getQuotationDocument(id),
    enabled: !!record.data,
  });
  // The record, then its document: one query for the loader.
  const both = {
    isPending: record.isPending || (!!record.data && doc.isPending),
    error: record.error ?? doc.error,
    data:
      record.data && doc.data ? { q: record.data, doc: doc.data } : record.data === null ? null : undefined,
    refetch: () => {
      void record.refetch();
      void doc.refetch();
    },
  };
  return (
    <RecordLoader
      query={both}
      noun="quotation"
      back={back}
      notFound={{
        title: 'There is no such quotation',
        description: 'It may have been a draft that was deleted.',
      }}
    >
      {({ q, doc }) => <QuotationRecordView q={q} doc={doc} />}
    </RecordLoader>
  );
}

function QuotationRecordView({ q, doc }: { q: QuotationRecord; doc: QuotationDocument }) {
  const { date } = useFormatters();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const [confirm, setConfirm] = useState<null | 'delete' | 'discard' | 'revoke' | 'revise' | 'invoice'>(null);
  const invoice = useQuery({
    queryKey: [...quotationKeys.detail(q.id), 'invoice'],
    queryFn: () => invoiceOfQuotation(q.id),
    enabled: q.status === 'accepted',
  });
  // The project that already exists for this work (its lead's, an earlier invoice's): the invoice is linked
  // to it and no second one is started (issue 22 item 5); "Also start a project" is offered only without one.
  const project = useQuery({
    queryKey: [...quotationKeys.detail(q.id), 'project'],
    queryFn: () => projectOfQuotation(q.id),
    enabled: confirm === 'invoice',
  });
  const [withProject, setWithProject] = useState(true);
  const existingProject = project.data ?? null;
  const busy = useRef(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: quotationKeys.all });
  const run = async (what: string, work: () => Promise<unknown>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await work();
      if (what) toast.success(what);
      refresh();
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      busy.current = false;
    }
  };
  const fileName = q.number
    ? `${q.number}${q.revision > 1 ? `-rev${q.revision}` : ''}.pdf`
    : 'draft-quotation.pdf';
  const canRevise = ['sent', 'rejected', 'expired'].includes(q.status);
  const emailNotSent = q.status === 'sent' && !q.sent_at;

  const overflow: OverflowAction[] = [
    {
      label: 'Download PDF',
      onSelect: () => void run('', () => downloadQuotationPdf({ id: q.id }, fileName)),
    },
    { label: 'Print', onSelect: () => window.print() },
    ...(q.public_token
      ? [
          {
            label: 'Copy the client’s link',
            onSelect: () =>
              void navigator.clipboard?.writeText(publicLink(q.public_token as string)).then(
                () => toast.success('Link copied'),
                () => toast.error('Could not copy: select the link and copy it'),
              ),
          },
          { label: 'Revoke the client’s link…', destructive: true, onSelect: () => setConfirm('revoke') },
        ]
      : []),
    ...(q.status === 'draft' && !q.number
      ? [{ label: 'Delete draft…', destructive: true, onSelect: () => setConfirm('delete') }]
      : []),
    ...(q.status === 'draft' && q.revision > 1 && q.previous_id
      ? [{ label: 'Discard this revision…', destructive: true, onSelect: () => setConfirm('discard') }]
      : []),
  ];

  return (
    <>
      <RecordPage
        back={back}
        printsDocument
        title={displayNumber(q)}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <Link to={`/dashboard/customers/${q.customer_id}`} className="hover:underline">
              {doc.customer.name}
            </Link>
            {q.title && <span>· {q.title}</span>}
            {emailNotSent && <Badge variant="destructive">E-mail not sent</Badge>}
          </span>
        }
        status={{ label: STATUS_LABELS[q.status], tone: STATUS_TONE[q.status] }}
        target={{
          type: 'quotations',
          id: q.id,
          title: displayNumber(q),
          data: { quotation: { number: q.number, total: doc.total }, customer: { name: doc.customer.name } },
        }}
        actions={
          <>
            {canRevise && (
              <Button variant="outline" size="sm" onClick={() => setConfirm('revise')}>
                <GitBranch className="size-4" aria-hidden="true" />
                Revise
              </Button>
            )}
            {q.status === 'draft' && (
              <Button variant="outline" size="sm" asChild>
                <Link to={`/dashboard/quotations/${q.id}/edit`}>
                  <Pencil className="size-4" aria-hidden="true" />
                  Edit
                </Link>
              </Button>
            )}
            {q.status === 'accepted' &&
              (invoice.data ? (
                <Button size="sm" asChild>
                  <Link to={`/dashboard/invoices/${invoice.data.id}`}>
                    <Receipt className="size-4" aria-hidden="true" />
                    {invoice.data.number ? `Invoice ${invoice.data.number}` : 'Invoice draft'}
                  </Link>
                </Button>
              ) : (
                <Button size="sm" disabled={invoice.isPending} onClick={() => setConfirm('invoice')}>
                  <Receipt className="size-4" aria-hidden="true" />
                  Create invoice
                </Button>
              ))}
            {(q.status === 'draft' || q.status === 'sent') && (
              <Button size="sm" onClick={() => setSending(true)}>
                <Send className="size-4" aria-hidden="true" />
                {q.status === 'draft' || emailNotSent ? 'Send' : 'Send again'}
              </Button>
            )}
          </>
        }
        overflow={overflow}
        facts={[
          { label: 'Number', value: q.number ?? 'Given when sent', copy: q.number ?? undefined },
          { label: 'Revision', value: String(q.revision) },
          {
            label: 'Customer',
            value: <Link to={`/dashboard/customers/${q.customer_id}`}>{doc.customer.name}</Link>,
          },
          { label: 'Valid until', value: date(q.valid_until) },
          {
            label: 'Sent',
            value: q.sent_at ? `${date(q.sent_at, 'datetime')} to ${(q.sent_to ?? []).join(', ')}` : null,
          },
          {
            label: 'Client’s link',
            value: q.public_token ? (
              <a href={publicLink(q.public_token)} target="_blank" rel="noreferrer" className="underline">
                Open the client’s page
              </a>
            ) : null,
            copy: q.public_token ? publicLink(q.public_token) : undefined,
          },
          {
            label: 'Lead',
            value: q.lead_id ? <Link to={`/dashboard/leads/${q.lead_id}`}>The lead it answers</Link> : null,
          },
        ]}
        tabs={[
          { id: 'document', label: 'Document', content: <QuotationDocumentView doc={doc} /> },
          { id: 'revisions', label: 'Revisions', content: <RevisionsTab q={q} /> },
          {
            id: 'timeline',
            label: 'Timeline',
            content: <RecordTimeline recordType="quotations" recordId={q.id} fields={{}} noun="quotation" />,
          },
        ]}
      />
      {sending && (
        <SendDialog
          q={q}
          onOpenChange={setSending}
          onSent={() => {
            setSending(false);
            refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Delete this draft?"
        description="The draft and its lines are removed. This cannot be undone."
        confirmLabel="Delete draft"
        destructive
        onConfirm={() =>
          void run('Draft deleted', async () => {
            await deleteQuotation(q.id);
            navigate('/dashboard/quotations');
          })
        }
      />
      <ConfirmDialog
        open={confirm === 'discard'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={`Discard revision ${q.revision}?`}
        description={`This draft and its lines are removed, and revision ${q.revision - 1} is back as it was (sent, declined or expired). Its old client link stays revoked: send it again for a new one.`}
        confirmLabel="Discard revision"
        destructive
        onConfirm={() =>
          void run('Revision discarded', async () => {
            await deleteQuotation(q.id);
            navigate(`/dashboard/quotations/${q.previous_id}`);
          })
        }
      />
      <ConfirmDialog
        open={confirm === 'revoke'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Revoke the client’s link?"
        description="The link in the e-mail stops working at once. Sending the quotation again makes a new link."
        confirmLabel="Revoke link"
        destructive
        onConfirm={() => void run('Link revoked', () => revokeQuotationLink(q.id))}
      />
      <ConfirmDialog
        open={confirm === 'invoice'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Invoice this quotation?"
        description={
          <>
            An invoice draft is made with the lines, prices and tax rates the client accepted; an admin issues
            it.
            {Number(q.deposit_percent) > 0 && (
              <span className="mt-3 block">
                A deposit paid in full is deducted on it, line by line with its VAT; a deposit invoice not
                paid at all is voided and the whole invoiced; a deposit paid in part must be settled first.
              </span>
            )}
            {project.isPending ? (
              <span className="mt-3 block" role="status">
                Looking for a project that already exists for this work…
              </span>
            ) : existingProject ? (
              <span className="mt-3 block text-foreground">
                It will be linked to project{' '}
                <strong>
                  {existingProject.number} · {existingProject.title}
                </strong>
                , which already exists for this work: no new project is started.
              </span>
            ) : (
              <label className="mt-3 flex items-center gap-2 text-foreground">
                <NativeCheckbox
                  checked={withProject}
                  onChange={(e) => setWithProject(e.currentTarget.checked)}
                />
                Also start a project for this work
              </label>
            )}
          </>
        }
        confirmLabel="Create invoice"
        onConfirm={() =>
          void run('Invoice draft created', async () => {
            const made = await invoiceFromQuotation(q.id, !existingProject && withProject);
            navigate(`/dashboard/invoices/${made.id}`);
          })
        }
      />
      <ConfirmDialog
        open={confirm === 'revise'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={`Make revision ${q.revision + 1}?`}
        description="A new draft with the same number and lines is made for you to change and send. This revision stays readable but the client can no longer accept it."
        confirmLabel="Make the revision"
        onConfirm={() =>
          void run(`Revision ${q.revision + 1} drafted`, async () => {
            const made = await reviseQuotation(q.id);
            navigate(`/dashboard/quotations/${made.id}/edit`);
          })
        }
      />
    </>
  );
}

const addressList = z
  .string()
  .trim()
  .transform((v) => v.split(/[,;\s]+/).filter(Boolean));
const sendSchema = z.object({
  to: addressList.refine(
    (a) => a.length > 0 && a.every((x) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(x)),
    'One or more e-mail addresses, separated by commas',
  ),
  cc: addressList.refine(
    (a) => a.every((x) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(x)),
    'E-mail addresses separated by commas',
  ),
});

function SendDialog(props: {
  q: QuotationRecord;
  onOpenChange: (open: boolean) => void;
  onSent: () => void;
}) {
  const recipient = useQuery({
    queryKey: [...quotationKeys.all, 'recipient', props.q.customer_id, props.q.contact_id],
    queryFn: () => defaultRecipient(props.q.customer_id, props.q.contact_id),
  });
  if (!recipient.data) return null;
  // Sent before: to the same address again; else the customers' rule (the quotation's contact first).
  return <SendForm {...props} defaultTo={(props.q.sent_to ?? [])[0] ?? recipient.data.to} />;
}

function SendForm(props: {
  q: QuotationRecord;
  defaultTo: string;
  onOpenChange: (open: boolean) => void;
  onSent: () => void;
}) {
  const recordForm = useRecordForm({
    schema: sendSchema,
    defaultValues: { to: props.defaultTo, cc: '' },
    save: async (v) => {
      const r = await sendQuotation(props.q.id, v.to, v.cc);
      toast.success(`${r.number} sent to ${v.to.join(', ')}`);
    },
    onSaved: props.onSent,
  });
  return (
    <FormDialog
      open
      onOpenChange={props.onOpenChange}
      recordForm={recordForm}
      title={props.q.status === 'draft' ? 'Send the quotation' : 'Send the quotation again'}
      description={
        props.q.status === 'draft'
          ? 'It gets its number, its content is frozen, and the client receives the PDF with a link to accept or decline it online.'
          : 'The same PDF and link are e-mailed again.'
      }
      submitLabel="Send"
    >
      <TextField name="to" label="To" type="text" autoComplete="email" />
      <TextField name="cc" label="Cc (optional)" type="text" />
    </FormDialog>
  );
}

function RevisionsTab({ q }: { q: QuotationRecord }) {
  const { date, money } = useFormatters();
  const revisions = useQuery({
    queryKey: [...quotationKeys.detail(q.id), 'revisions', q.number],
    queryFn: () => listRevisions(q.number),
  });
  if (revisions.error)
    return (
      <LoadError what="the revisions" error={revisions.error} onRetry={() => void revisions.refetch()} />
    );
  if (!revisions.data) return <Skeleton className="h-24" aria-label="Loading the revisions" />;
  if (revisions.data.length <= 1)
    return <p className="text-sm text-muted-foreground">This is the only revision so far.</p>;
  return (
    <ol className="grid gap-2">
      {revisions.data.map((r) => (
        <li key={r.id} className="flex flex-wrap items-center gap-2 rounded-md border p-3 text-sm">
          <Link
            to={`/dashboard/quotations/${r.id}`}
            className="font-medium underline"
            aria-current={r.id === q.id ? 'page' : undefined}
          >
            Revision {r.revision}
          </Link>
          <Badge variant={STATUS_TONE[r.status]}>{STATUS_LABELS[r.status]}</Badge>
          <span>{date(r.issue_date)}</span>
          <span className="ml-auto tabular-nums">{money(r.total)}</span>
        </li>
      ))}
    </ol>
  );
}
