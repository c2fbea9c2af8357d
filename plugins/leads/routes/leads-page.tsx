// /dashboard/leads: the pipeline as a list (the kernel's RecordList) or a
// board (kanban by stage), switched in the URL (`?view=board`), filtered alike
// by owner, source, service, stage and follow-up (`f.<id>=…`). Both follow the
// leads table live: a new enquiry from the site appears at once, at the top.

import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import { FilterBar } from '@kit/board/filter-bar.tsx';
import { useListOrBoard, ViewSwitch } from '@kit/board/view-switch.tsx';
import { calendarDate } from '@kit/format/dates.ts';
import { useCompanyFormat, useFormatters } from '@kit/format/use-company-format.ts';
import type { ListColumn, ListFilter } from '@kit/list/list-column.ts';
import { RecordList } from '@kit/list/record-list.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { cn } from '@kit/ui/cn.ts';
import { LoadError } from '@kit/ui/load-error.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Target } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import {
  FOLLOW_UP_OPTIONS,
  type LeadRow,
  leadKeys,
  leadsFetchPage,
  listBoardLeads,
  moveLead,
} from '../data.ts';
import {
  isOverdue,
  type LeadStage,
  options,
  SOURCE_LABELS,
  STAGE_LABELS,
  waitingForResponse,
} from '../schema.ts';
import { LeadBoardView } from './lead-board-view.tsx';
import { LeadFormDialog, useLeadOptions } from './lead-form-dialog.tsx';
import { LostReasonDialog } from './lost-reason-dialog.tsx';

/** The board's filters from the URL, in the list's format (`f.owner=a,b`). */
function filtersFrom(params: URLSearchParams): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, value] of params) {
    if (key.startsWith('f.') && value) out[key.slice(2)] = value.split(',').filter(Boolean);
  }
  return out;
}

export default function LeadsPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [view, setView] = useListOrBoard();
  const format = useCompanyFormat();
  const today = calendarDate(new Date(), format);
  const { services, staff } = useLeadOptions();
  const queryClient = useQueryClient();

  useLiveInvalidation({ table: 'leads', queryKey: leadKeys.lists() });
  // The record list reads through its own fetchPage: a pulse query re-reads it after each change.
  const pulse = useQuery({ queryKey: [...leadKeys.lists(), 'pulse'], queryFn: () => Date.now() });

  const ownerName = useCallback(
    (id: string | null) => (id ? (staff.find((s) => s.auth_id === id)?.name ?? 'Former staff member') : null),
    [staff],
  );
  const serviceName = useCallback(
    (id: string | null) => (id ? (services.find((s) => s.id === id)?.label ?? null) : null),
    [services],
  );

  const filters: ListFilter[] = useMemo(
    () => [
      {
        id: 'owner',
        label: 'Owner',
        options: [
          { value: 'none', label: 'Unassigned' },
          ...staff.map((s) => ({ value: s.auth_id, label: s.name })),
        ],
      },
      { id: 'source', label: 'Source', options: options(SOURCE_LABELS) },
      { id: 'service', label: 'Service', options: services.map((s) => ({ value: s.id, label: s.label })) },
      { id: 'stage', label: 'Stage', options: options(STAGE_LABELS) },
      { id: 'follow_up', label: 'Follow-up', options: FOLLOW_UP_OPTIONS },
    ],
    [staff, services],
  );

  const newOpen = params.get('new') === '1';
  const setNewOpen = (open: boolean) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        if (open) n.set('new', '1');
        else n.delete('new');
        return n;
      },
      { replace: true },
    );

  return (
    <div className="grid min-w-0 gap-4">
      <PageHeader
        title="Leads"
        description="Enquiries from the website, phone and referrals, from first contact to won or lost."
        actions={
          <>
            <ViewSwitch view={view} onChange={setView} />
            <Button size="sm" onClick={() => setNewOpen(true)}>
              <Plus className="size-4" aria-hidden="true" />
              New lead
            </Button>
          </>
        }
      />
      {view === 'list' ? (
        <LeadsList
          today={today}
          filters={filters}
          ownerName={ownerName}
          serviceName={serviceName}
          refreshKey={pulse.data}
        />
      ) : (
        <LeadsBoard
          today={today}
          filters={filters}
          ownerName={ownerName}
          serviceName={serviceName}
          onChanged={() => void queryClient.invalidateQueries({ queryKey: leadKeys.lists() })}
        />
      )}
      <LeadFormDialog
        open={newOpen}
        onOpenChange={setNewOpen}
        onSaved={(lead) => navigate(`/dashboard/leads/${lead.id}`)}
      />
    </div>
  );
}

function LeadsList(props: {
  today: string;
  filters: ListFilter[];
  ownerName: (id: string | null) => string | null;
  serviceName: (id: string | null) => string | null;
  refreshKey: unknown;
}) {
  const { money, date } = useFormatters();
  const fetchPage = useMemo(() => leadsFetchPage(props.today), [props.today]);
  const now = new Date();
  const columns: ListColumn<LeadRow>[] = [
    {
      id: 'contact_name',
      header: 'Lead',
      priority: 'key',
      sortable: true,
      cell: (l) => (
        <span className="grid">
          <span className="font-medium">{l.company || l.contact_name}</span>
          <span className="text-xs text-muted-foreground">
            {l.reference}
            {l.company ? ` · ${l.contact_name}` : ''}
          </span>
        </span>
      ),
      exportValue: (l) => l.contact_name,
    },
    { id: 'reference', header: 'Reference', priority: 'low', sortable: true },
    { id: 'company', header: 'Company', priority: 'low', sortable: true },
    {
      id: 'stage',
      header: 'Stage',
      priority: 'high',
      sortable: true,
      cell: (l) => (
        <span className="flex flex-wrap gap-1">
          <Badge variant={l.stage === 'lost' ? 'outline' : 'secondary'}>{STAGE_LABELS[l.stage]}</Badge>
          {waitingForResponse(l, now) && <Badge variant="outline">Waiting</Badge>}
        </span>
      ),
      exportValue: (l) => STAGE_LABELS[l.stage],
    },
    {
      id: 'source',
      header: 'Source',
      cell: (l) => SOURCE_LABELS[l.source],
      exportValue: (l) => SOURCE_LABELS[l.source],
    },
    { id: 'service_id', header: 'Service', priority: 'low', value: (l) => props.serviceName(l.service_id) },
    { id: 'owner_id', header: 'Owner', value: (l) => props.ownerName(l.owner_id) ?? 'Unassigned' },
    {
      id: 'expected_value',
      header: 'Value (KES)',
      align: 'end',
      sortable: true,
      cell: (l) => (l.expected_value == null ? '—' : money(l.expected_value, 'none')),
    },
    {
      id: 'probability',
      header: 'Probability',
      align: 'end',
      priority: 'low',
      sortable: true,
      cell: (l) => (l.probability == null ? '—' : `${l.probability}%`),
    },
    {
      id: 'follow_up_on',
      header: 'Follow-up',
      sortable: true,
      cell: (l) =>
        l.follow_up_on ? (
          <span className={cn(isOverdue(l, props.today) && 'font-medium text-destructive')}>
            {date(l.follow_up_on)}
            {isOverdue(l, props.today) && <span> (overdue)</span>}
          </span>
        ) : (
          '—'
        ),
    },
    {
      id: 'created_at',
      header: 'Received',
      sortable: true,
      priority: 'low',
      cell: (l) => date(l.created_at, 'datetime'),
    },
  ];
  return (
    <RecordList<LeadRow>
      name="leads"
      columns={columns}
      filters={props.filters}
      fetchPage={fetchPage}
      rowId={(l) => l.id}
      rowHref={(l) => `/dashboard/leads/${l.id}`}
      defaults={{ sort: [{ id: 'created_at', desc: true }], hidden: ['reference', 'company'] }}
      refreshKey={props.refreshKey}
      searchPlaceholder="Search name, company, e-mail, phone or ENQ number"
      empty={{
        title: 'No leads yet',
        description: 'Enquiries from the website land here, and you can add a lead by hand.',
      }}
    />
  );
}

function LeadsBoard(props: {
  today: string;
  filters: ListFilter[];
  ownerName: (id: string | null) => string | null;
  serviceName: (id: string | null) => string | null;
  onChanged: () => void;
}) {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const filters = filtersFrom(params);
  const q = params.get('q') ?? '';
  const key = leadKeys.list({ view: 'board', q, filters, today: props.today });
  const leads = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => listBoardLeads({ q, filters, today: props.today }, signal),
    placeholderData: keepPreviousData,
  });
  const [asking, setAsking] = useState<LeadRow | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const moving = useRef(new Set<string>());

  const apply = async (lead: LeadRow, stage: LeadStage, reason?: string) => {
    if (moving.current.has(lead.id)) return;
    moving.current.add(lead.id);
    const before = queryClient.getQueryData<LeadRow[]>(key);
    queryClient.setQueryData<LeadRow[]>(key, (rows) =>
      rows?.map((r) => (r.id === lead.id ? { ...r, stage } : r)),
    );
    try {
      await moveLead(lead.id, stage, reason);
      setAnnouncement(`${lead.reference} moved to ${STAGE_LABELS[stage]}`);
      props.onChanged();
    } catch (e) {
      queryClient.setQueryData(key, before);
      toast.error(`${lead.reference} could not be moved: ${(e as Error).message}`);
      throw e;
    } finally {
      moving.current.delete(lead.id);
    }
  };

  const onMove = (lead: LeadRow, stage: LeadStage) => {
    if (stage === 'lost') setAsking(lead);
    else void apply(lead, stage).catch(() => {});
  };

  return (
    <div className="grid min-w-0 gap-3">
      <FilterBar filters={props.filters} omit={['stage']} searchPlaceholder="Name, company, ENQ…" />
      {leads.isPending ? (
        <div role="status" aria-label="Loading the board" className="flex gap-3">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-64 w-72" />
          ))}
        </div>
      ) : leads.error ? (
        <LoadError what="The board" error={leads.error} onRetry={() => void leads.refetch()} />
      ) : (
        <>
          {leads.data.length === 0 && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Target className="size-4" aria-hidden="true" />
              No leads match. Enquiries from the website land in New.
            </p>
          )}
          <LeadBoardView
            leads={leads.data}
            today={props.today}
            now={new Date()}
            ownerName={props.ownerName}
            serviceName={props.serviceName}
            onMove={onMove}
          />
        </>
      )}
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <LostReasonDialog
        reference={asking?.reference ?? null}
        onCancel={() => setAsking(null)}
        onConfirm={async (reason) => {
          if (!asking) return;
          await apply(asking, 'lost', reason);
          setAsking(null);
        }}
      />
    </div>
  );
}
