// The frame of every record page (a customer, a lead, a staff member): a
// header with the title, a status badge, a subtitle and the actions; tabs
// kept in the URL (?tab=, so a reload or a shared link opens the same tab);
// and the facts panel beside the tabs on wide screens, below them on phones.
// One header for every record (ADR 045): the title, its status, one or two
// main actions as buttons and the rest in "More actions" — a long title stays
// on one line at 1366 px. The actions do not print. RecordLoader comes before
// it: loading, not found and a failed read look the same everywhere.

import type { RecordActionTarget } from '@kernel/registry/extension-points.ts';
import { MoreHorizontal } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useKitHost } from '../host/kit-host.tsx';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs.tsx';
import { ContributedRecordTab } from './contributed-record-tab.tsx';
import { type Fact, FactsPanel } from './facts-panel.tsx';
import { RecordActions } from './record-actions.tsx';
import { BackLink, type BackTo } from './record-loader.tsx';

export interface RecordTab {
  /** The tab's value in the URL. */
  id: string;
  label: string;
  content: ReactNode;
}

export interface OverflowAction {
  label: string;
  onSelect(): void;
  destructive?: boolean;
  disabled?: boolean;
}

export interface RecordPageProps {
  title: string;
  /** The list the record belongs to, as a link above the header ("All customers"). */
  back?: BackTo;
  /** The page prints as a document (an invoice, a quotation): the header and tabs stay off the paper. */
  printsDocument?: boolean;
  subtitle?: ReactNode;
  status?: { label: string; tone?: 'default' | 'secondary' | 'outline' | 'destructive' };
  /** The one or two main actions, shown as buttons. */
  actions?: ReactNode;
  /**
   * The record, for the actions and tabs other plugins contribute to records of its type ("Send
   * e-mail", "Invoices"): actions show after `actions`, tabs after `tabs`. None = no contributions.
   */
  target?: RecordActionTarget;
  /** Less common actions, in a "More actions" menu. */
  overflow?: readonly OverflowAction[];
  facts?: readonly Fact[];
  factsTitle?: string;
  /** The first one opens when the URL names none (or an unknown one). */
  tabs: readonly RecordTab[];
}

export function RecordPage(props: RecordPageProps) {
  const [params, setParams] = useSearchParams();
  const host = useKitHost();
  const contributed = host.useRecordTabs(props.target?.type ?? '');
  host.useRecordTitle(props.title);
  const { target } = props;
  const tabs = useMemo<readonly RecordTab[]>(
    () =>
      target && contributed.length > 0
        ? [
            ...props.tabs,
            ...contributed.map((c) => ({
              id: c.id,
              label: c.label,
              content: <ContributedRecordTab load={c.load} label={c.label} target={target} />,
            })),
          ]
        : props.tabs,
    [props.tabs, contributed, target],
  );
  const requested = params.get('tab');
  const tab = tabs.some((t) => t.id === requested) ? (requested as string) : (tabs[0]?.id ?? '');

  function selectTab(next: string) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === tabs[0]?.id) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {props.back && (
        <div className="-mb-4 -ml-3 print:hidden">
          <BackLink back={props.back} />
        </div>
      )}
      <header
        className={cn(
          'flex flex-wrap items-start justify-between gap-3',
          props.printsDocument && 'print:hidden',
        )}
      >
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="break-words text-2xl font-semibold tracking-tight">{props.title}</h1>
            {props.status && <Badge variant={props.status.tone ?? 'secondary'}>{props.status.label}</Badge>}
          </div>
          {props.subtitle && <div className="mt-1 text-sm text-muted-foreground">{props.subtitle}</div>}
        </div>
        {(props.actions || props.target || (props.overflow && props.overflow.length > 0)) && (
          <div className="flex flex-wrap items-center gap-2 print:hidden">
            {props.actions}
            {props.target && <RecordActions target={props.target} />}
            {props.overflow && props.overflow.length > 0 && (
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="outline" size="icon" aria-label="More actions">
                    <MoreHorizontal className="size-4" aria-hidden="true" />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  {props.overflow.map((a) => (
                    <DropdownMenuItem
                      key={a.label}
                      disabled={a.disabled}
                      onSelect={a.onSelect}
                      className={a.destructive ? 'text-destructive' : undefined}
                    >
                      {a.label}
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuContent>
              </DropdownMenu>
            )}
          </div>
        )}
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Tabs value={tab} onValueChange={selectTab} className="min-w-0">
          {tabs.length > 1 && (
            // Wraps rather than hiding tabs past the edge ("Sho…") when a record has many.
            <TabsList className={cn('h-auto flex-wrap', props.printsDocument && 'print:hidden')}>
              {tabs.map((t) => (
                <TabsTrigger key={t.id} value={t.id}>
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
          )}
          {tabs.map((t) => (
            <TabsContent key={t.id} value={t.id}>
              {t.content}
            </TabsContent>
          ))}
        </Tabs>
        {/* After the tabs in the markup: on phones the facts come below the main content. */}
        {props.facts && props.facts.length > 0 && (
          <FactsPanel
            facts={props.facts}
            title={props.factsTitle}
            className="lg:row-start-1 lg:col-start-2 h-fit"
          />
        )}
      </div>
    </div>
  );
}
