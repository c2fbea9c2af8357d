// The pipeline board, presentational: one column per stage with its count,
// its value and its weighted total (Σ value × probability / 100, exact), the
// leads as cards, newest first. A card moves by drag and drop, by its
// "Move to…" menu, or from the keyboard (Shift + ← / → on a card's focused title);
// every move is announced to screen readers by the screen that owns the board.
// The board is `relative`: the cards' screen-reader hints (absolutely placed)
// then scroll with it instead of widening the page on a phone.
import { type BoardCardTools, BoardView } from '@kit/board/board-view.tsx';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { Badge } from '@kit/ui/badge.tsx';
import { cn } from '@kit/ui/cn.ts';
import { AlarmClock, Hourglass } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { LeadRow } from '../data.ts';
import {
  duration,
  isDueToday,
  isOverdue,
  type LeadStage,
  STAGE_LABELS,
  STAGES,
  valueTotal,
  weightedTotal,
} from '../schema.ts';

export interface BoardProps {
  leads: readonly LeadRow[];
  today: string;
  now: Date;
  ownerName: (id: string | null) => string | null;
  serviceName: (id: string | null) => string | null;
  onMove: (lead: LeadRow, stage: LeadStage) => void;
}

const COLUMNS = STAGES.map((stage) => ({ id: stage, label: STAGE_LABELS[stage] }));

export function LeadBoardView(props: BoardProps) {
  return (
    <BoardView
      label="Pipeline board"
      columns={COLUMNS}
      items={props.leads}
      keyOf={(l) => l.id}
      columnOf={(l) => l.stage}
      columnAttribute="stage"
      listLabel={(c) => `${c.label} leads`}
      emptyText="No leads"
      onMove={props.onMove && ((lead, stage) => props.onMove?.(lead, stage))}
      focusIdOf={(l) => `card-title-${l.id}`}
      renderHeader={(c, leads, id) => <ColumnHeader id={id} stage={c.id} leads={leads} />}
      renderCard={(lead, tools) => <LeadCard {...props} lead={lead} tools={tools} />}
    />
  );
}

function ColumnHeader(props: { id: string; stage: LeadStage; leads: readonly LeadRow[] }) {
  const { money } = useFormatters();
  const weighted = weightedTotal(props.leads);
  return (
    <header className="grid gap-0.5 px-1 pt-1">
      <h2 id={props.id} className="flex items-center justify-between text-sm font-semibold">
        {STAGE_LABELS[props.stage]}
        <Badge variant="secondary" aria-label={`${props.leads.length} leads`}>
          {props.leads.length}
        </Badge>
      </h2>
      <p className="text-xs text-muted-foreground">
        <span>Weighted </span>
        <span data-testid={`weighted-${props.stage}`} className="font-medium text-foreground">
          {money(weighted)}
        </span>
        <span> of {money(valueTotal(props.leads))}</span>
      </p>
    </header>
  );
}

export function LeadCard(
  props: Omit<BoardProps, 'leads' | 'onMove'> & { lead: LeadRow; tools: BoardCardTools<LeadStage> },
) {
  const { money, date } = useFormatters();
  const { lead } = props;
  const overdue = isOverdue(lead, props.today);
  const dueToday = isDueToday(lead, props.today);
  const waiting = !lead.first_response_at && (lead.stage === 'new' || lead.stage === 'contacted');
  const hintId = `card-hint-${lead.id}`;
  const owner = props.ownerName(lead.owner_id);
  const service = props.serviceName(lead.service_id);
  return (
    <article
      aria-labelledby={`card-title-${lead.id}`}
      data-lead={lead.reference}
      className={cn(
        'grid gap-1.5 rounded-md border bg-card p-3 text-sm shadow-sm focus-within:ring-2 focus-within:ring-ring',
        overdue && 'border-destructive/60',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <Link
          id={`card-title-${lead.id}`}
          to={`/dashboard/leads/${lead.id}`}
          aria-describedby={hintId}
          onKeyDown={props.tools.onKeyDown}
          className="font-medium leading-snug hover:underline focus-visible:outline-none"
        >
          {lead.company || lead.contact_name}
        </Link>
        {props.tools.moveMenu(lead.reference)}
      </div>
      <p className="text-xs text-muted-foreground">
        {lead.reference}
        {lead.company ? ` · ${lead.contact_name}` : ''}
      </p>
      {service && <p className="text-xs">{service}</p>}
      {lead.expected_value != null && (
        <p className="text-xs">
          {money(lead.expected_value)}
          {lead.probability != null ? ` · ${lead.probability}%` : ''}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-1.5 text-xs">
        {owner ? (
          <span className="text-muted-foreground">{owner}</span>
        ) : (
          <Badge variant="outline">Unassigned</Badge>
        )}
        {lead.follow_up_on && (overdue || dueToday) && (
          <Badge variant={overdue ? 'destructive' : 'secondary'}>
            <AlarmClock className="size-3" aria-hidden="true" />
            {overdue ? `Overdue since ${date(lead.follow_up_on)}` : 'Follow up today'}
          </Badge>
        )}
        {waiting && (
          <Badge variant="outline" title="Nobody has replied yet">
            <Hourglass className="size-3" aria-hidden="true" />
            Waiting {duration(lead.created_at, props.now)}
          </Badge>
        )}
      </div>
      <span id={hintId} className="sr-only">
        {STAGE_LABELS[lead.stage]}. Shift and arrow keys move it between stages.
      </span>
    </article>
  );
}
