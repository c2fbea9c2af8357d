// /dashboard/leads/:id (and the alias /dashboard/lead/:id): one lead — its
// facts, its stage (Move to…, Lost asks why), "waiting for first response"
// while nobody has answered, the timeline (field changes, notes, repeat
// enquiries, conversion), planned activities, edit and convert.

import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import { calendarDate } from '@kit/format/dates.ts';
import { useCompanyFormat, useFormatters } from '@kit/format/use-company-format.ts';
import { usePickerLabel } from '@kit/pickers/use-picker-options.ts';
import type { TimelineFields } from '@kit/record/describe-record-event.ts';
import { RecordLoader } from '@kit/record/record-loader.tsx';
import { RecordPage } from '@kit/record/record-page.tsx';
import { RecordTimeline } from '@kit/record/record-timeline.tsx';
import { Button } from '@kit/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@kit/ui/dropdown-menu.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRightLeft, Building2, Hourglass, Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { leadTarget } from '../action-target.ts';
import { getLead, type LeadRow, leadKeys, moveLead } from '../data.ts';
import {
  isOverdue,
  type LeadStage,
  SOURCE_LABELS,
  STAGE_LABELS,
  STAGES,
  waitingForResponse,
  weightedTotal,
} from '../schema.ts';
import { ActivitiesPanel } from './activities-panel.tsx';
import { ConvertDialog } from './convert-dialog.tsx';
import { LeadFormDialog, useLeadOptions } from './lead-form-dialog.tsx';
import { LostReasonDialog } from './lost-reason-dialog.tsx';

const back = { to: '/dashboard/leads', label: 'All leads' };

export default function LeadPage() {
  const { id = '' } = useParams();
  const lead = useQuery({ queryKey: leadKeys.detail(id), queryFn: () => getLead(id) });
  useLiveInvalidation({ table: 'leads', filter: `id=eq.${id}`, queryKey: leadKeys.detail(id) });

  return (
    <RecordLoader query={lead} noun="lead" back={back}>
      {(record) => <LeadRecord lead={record} />}
    </RecordLoader>
  );
}

function LeadRecord({ lead }: { lead: LeadRow }) {
  const { money, date, phone } = useFormatters();
  const format = useCompanyFormat();
  const today = calendarDate(new Date(), format);
  const { services, staff } = useLeadOptions();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [askingLost, setAskingLost] = useState(false);
  const [converting, setConverting] = useState(false);
  const moving = useRef(false);
  // The customer's name from the customers module's picker (ADR 044), not its table.
  const customer = usePickerLabel('customer', lead.customer_id);

  const ownerName = lead.owner_id
    ? (staff.find((s) => s.auth_id === lead.owner_id)?.name ?? 'Former staff member')
    : null;
  const service = lead.service_id ? services.find((s) => s.id === lead.service_id)?.label : null;
  const waiting = waitingForResponse(lead, new Date());
  const refresh = () => void queryClient.invalidateQueries({ queryKey: leadKeys.all });

  const move = async (stage: LeadStage, reason?: string) => {
    if (moving.current) return;
    moving.current = true;
    try {
      await moveLead(lead.id, stage, reason);
      toast.success(`${lead.reference} moved to ${STAGE_LABELS[stage]}`);
      refresh();
    } catch (e) {
      toast.error(`Could not move ${lead.reference}: ${(e as Error).message}`);
      throw e;
    } finally {
      moving.current = false;
    }
  };

  const fields: TimelineFields = {
    stage: { label: 'stage', format: (v) => STAGE_LABELS[String(v) as LeadStage] ?? String(v) },
    source: {
      label: 'source',
      format: (v) => SOURCE_LABELS[String(v) as keyof typeof SOURCE_LABELS] ?? String(v),
    },
    expected_value: { label: 'expected value', format: (v) => (v == null ? 'none' : money(String(v))) },
    probability: { label: 'probability', format: (v) => (v == null ? 'none' : `${String(v)}%`) },
    owner_id: {
      label: 'owner',
      format: (v) => (v ? (staff.find((s) => s.auth_id === v)?.name ?? 'a former staff member') : 'nobody'),
    },
    service_id: {
      label: 'service',
      format: (v) => (v ? (services.find((s) => s.id === v)?.label ?? 'another service') : 'none'),
    },
    follow_up_on: { label: 'follow-up date', format: (v) => (v ? date(String(v)) : 'none') },
    lost_reason: { label: 'lost reason' },
    contact_name: { label: 'contact name' },
    // A lead is converted once: the customer it names is the one it belongs to now.
    customer_id: {
      label: 'customer',
      format: (v) => (!v ? 'none' : v === lead.customer_id && customer ? customer.label : 'a customer'),
    },
  };

  return (
    <>
      <RecordPage
        back={back}
        title={lead.company || lead.contact_name}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <span>{lead.reference}</span>
            {lead.company && <span>· {lead.contact_name}</span>}
            {waiting && (
              <span className="inline-flex items-center gap-1 rounded-md border border-amber-500/60 px-1.5 text-xs font-medium text-amber-800 dark:text-amber-300">
                <Hourglass className="size-3" aria-hidden="true" />
                {waiting}
              </span>
            )}
          </span>
        }
        status={{ label: STAGE_LABELS[lead.stage], tone: lead.stage === 'lost' ? 'outline' : 'secondary' }}
        target={leadTarget(lead, service)}
        actions={
          <>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline" size="sm">
                  <ArrowRightLeft className="size-4" aria-hidden="true" />
                  Move to…
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {STAGES.filter((s) => s !== lead.stage).map((s) => (
                  <DropdownMenuItem
                    key={s}
                    onSelect={() => (s === 'lost' ? setAskingLost(true) : void move(s).catch(() => {}))}
                  >
                    {STAGE_LABELS[s]}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden="true" />
              Edit
            </Button>
            {lead.customer_id ? (
              <Button asChild size="sm">
                <Link to={`/dashboard/customers/${lead.customer_id}`}>
                  <Building2 className="size-4" aria-hidden="true" />
                  {customer?.label ?? 'Customer'}
                </Link>
              </Button>
            ) : (
              <Button size="sm" onClick={() => setConverting(true)}>
                <Building2 className="size-4" aria-hidden="true" />
                Convert to customer
              </Button>
            )}
          </>
        }
        facts={[
          { label: 'Reference', value: lead.reference, copy: lead.reference },
          { label: 'Contact', value: lead.contact_name },
          { label: 'Company', value: lead.company },
          {
            label: 'E-mail',
            value: lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : null,
            copy: lead.email ?? undefined,
          },
          { label: 'Phone', value: lead.phone ? phone(lead.phone) : null, copy: lead.phone ?? undefined },
          { label: 'Service', value: service },
          { label: 'Source', value: SOURCE_LABELS[lead.source] },
          { label: 'Expected value', value: lead.expected_value == null ? null : money(lead.expected_value) },
          { label: 'Probability', value: lead.probability == null ? null : `${lead.probability}%` },
          {
            label: 'Weighted value',
            value:
              lead.expected_value == null || lead.probability == null ? null : money(weightedTotal([lead])),
          },
          { label: 'Owner', value: ownerName ?? 'Unassigned' },
          {
            label: 'Follow up on',
            value: lead.follow_up_on ? (
              <span className={isOverdue(lead, today) ? 'font-medium text-destructive' : undefined}>
                {date(lead.follow_up_on)}
                {isOverdue(lead, today) ? ' (overdue)' : ''}
              </span>
            ) : null,
          },
          { label: 'Lost reason', value: lead.lost_reason },
          { label: 'Received', value: date(lead.created_at, 'datetime') },
          {
            label: 'First response',
            value: lead.first_response_at ? date(lead.first_response_at, 'datetime') : (waiting ?? null),
          },
        ]}
        tabs={[
          {
            id: 'timeline',
            label: 'Timeline',
            content: (
              <div className="grid gap-4">
                {lead.message && (
                  <section aria-label="Message" className="rounded-lg border bg-muted/30 p-4 text-sm">
                    <h2 className="mb-1 text-xs font-medium text-muted-foreground">Their message</h2>
                    <p className="whitespace-pre-wrap">{lead.message}</p>
                  </section>
                )}
                <RecordTimeline recordType="leads" recordId={lead.id} fields={fields} noun="lead" />
              </div>
            ),
          },
          { id: 'activities', label: 'Activities', content: <ActivitiesPanel lead={lead} staff={staff} /> },
        ]}
      />
      {editing && <LeadFormDialog open={editing} onOpenChange={setEditing} lead={lead} onSaved={refresh} />}
      <LostReasonDialog
        reference={askingLost ? lead.reference : null}
        onCancel={() => setAskingLost(false)}
        onConfirm={async (reason) => {
          await move('lost', reason);
          setAskingLost(false);
        }}
      />
      {converting && (
        <ConvertDialog
          lead={lead}
          open={converting}
          onOpenChange={setConverting}
          onConverted={() => {
            setConverting(false);
            refresh();
          }}
        />
      )}
    </>
  );
}
