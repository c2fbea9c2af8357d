// The pipeline board, presentational: one column per stage with its count,
// its value and its weighted total (Σ value × probability / 100, exact), the
// leads as cards, newest first. A card moves by drag and drop, by its
// "Move to…" menu, or from the keyboard (Shift + ← / → on a card's focused title);
// every move is announced to screen readers by the screen that owns the board.
// The board is `relative`: the cards' screen-reader hints (absolutely placed)
// then scroll with it instead of widening the page on a phone.
import { useFormatters } from '@kit/format/use-company-format.ts';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { cn } from '@kit/ui/cn.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@kit/ui/dropdown-menu.tsx';
import { AlarmClock, ArrowRightLeft, Hourglass } from 'lucide-react';
import { type DragEvent, type KeyboardEvent, useState } from 'react';
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

const DRAG_TYPE = 'application/x-safeworks-lead';

export function LeadBoardView(props: BoardProps) {
  const [over, setOver] = useState<LeadStage | null>(null);
  const byStage = (stage: LeadStage) => props.leads.filter((l) => l.stage === stage);
  const move = (id: string, stage: LeadStage) => {
    const lead = props.leads.find((l) => l.id === id);
    if (lead && lead.stage !== stage) props.onMove(lead, stage);
  };
  return (
    <section
      className="relative flex min-w-0 max-w-full snap-x gap-3 overflow-x-auto pb-3"
      aria-label="Pipeline board"
    >
      {STAGES.map((stage) => {
        const leads = byStage(stage);
        const headingId = `board-${stage}`;
        return (
          <section
            key={stage}
            aria-labelledby={headingId}
            data-stage={stage}
            className={cn(
              'flex w-72 shrink-0 snap-start flex-col gap-2 rounded-lg border bg-muted/40 p-2',
              over === stage && 'ring-2 ring-primary',
            )}
            onDragOver={(e: DragEvent) => {
              if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
              setOver(stage);
            }}
            onDragLeave={() => setOver((s) => (s === stage ? null : s))}
            onDrop={(e: DragEvent) => {
              e.preventDefault();
              setOver(null);
              const id = e.dataTransfer.getData(DRAG_TYPE);
              if (id) move(id, stage);
            }}
          >
            <ColumnHeader id={headingId} stage={stage} leads={leads} />
            <ul className="flex min-h-16 flex-col gap-2" aria-label={`${STAGE_LABELS[stage]} leads`}>
              {leads.map((lead) => (
                <li key={lead.id}>
                  <LeadCard {...props} lead={lead} onMoveTo={(s) => move(lead.id, s)} />
                </li>
              ))}
            </ul>
            {leads.length === 0 && <p className="px-1 pb-2 text-xs text-muted-foreground">No leads</p>}
          </section>
        );
      })}
    </section>
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
  props: Omit<BoardProps, 'leads' | 'onMove'> & { lead: LeadRow; onMoveTo: (stage: LeadStage) => void },
) {
  const { money, date } = useFormatters();
  const { lead } = props;
  const overdue = isOverdue(lead, props.today);
  const dueToday = isDueToday(lead, props.today);
  const waiting = !lead.first_response_at && (lead.stage === 'new' || lead.stage === 'contacted');
  const index = STAGES.indexOf(lead.stage);
  const hintId = `card-hint-${lead.id}`;
  const onKeyDown = (e: KeyboardEvent) => {
    if (!e.shiftKey || (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft')) return;
    const next = STAGES[index + (e.key === 'ArrowRight' ? 1 : -1)];
    if (!next) return;
    e.preventDefault();
    props.onMoveTo(next);
    // The card moves to another column (a new element): keep the keyboard on it. The document is
    // taken from the event, not the global: the timer may fire after the page (or a test's DOM) is gone.
    const doc = e.currentTarget.ownerDocument;
    setTimeout(() => doc.getElementById(`card-title-${lead.id}`)?.focus(), 50);
  };
  const owner = props.ownerName(lead.owner_id);
  const service = props.serviceName(lead.service_id);
  return (
    <article
      draggable
      aria-labelledby={`card-title-${lead.id}`}
      data-lead={lead.reference}
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, lead.id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      className={cn(
        'grid cursor-grab gap-1.5 rounded-md border bg-card p-3 text-sm shadow-sm focus-within:ring-2 focus-within:ring-ring',
        overdue && 'border-destructive/60',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <Link
          id={`card-title-${lead.id}`}
          to={`/dashboard/leads/${lead.id}`}
          aria-describedby={hintId}
          onKeyDown={onKeyDown}
          className="font-medium leading-snug hover:underline focus-visible:outline-none"
        >
          {lead.company || lead.contact_name}
        </Link>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="size-7 shrink-0"
              aria-label={`Move ${lead.reference} to…`}
            >
              <ArrowRightLeft className="size-4" aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>Move to…</DropdownMenuLabel>
            {STAGES.filter((s) => s !== lead.stage).map((s) => (
              <DropdownMenuItem key={s} onSelect={() => props.onMoveTo(s)}>
                {STAGE_LABELS[s]}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
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
