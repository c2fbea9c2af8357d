// Till sessions' server calls (ADR 059): the open session at a location, open / cash in-out / close
// (each with the id the till made, so a double click or a retry acts once), the X / Z report, and the
// sessions list (FetchPage for the kit's RecordList).
import { rpcResult } from '@kernel/data/parse-result.ts';
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import type { Tables } from '@kernel/database.types.ts';
import { supabase } from '@kernel/supabase.ts';
import { applyListState, toListPage } from '@kit/list/apply-list-state.ts';
import type { FetchPage } from '@kit/list/fetch-page.ts';
import { numericText } from '@kit/money/decimal-schema.ts';
import { z } from 'zod';
import { functionError } from './documents-data.ts';
import { type SessionReport, sessionReportSchema } from './sessions-shapes.ts';

const closedSchema = sessionReportSchema.extend({ emailed: z.boolean().optional() });

export type { SessionReport } from './sessions-shapes.ts';

export const sessionKeys = pluginKeys('pos', 'sessions');

/** The open session's id at a location, or null when the till is closed there. */
export async function openSessionAt(location: string): Promise<string | null> {
  const rows = unwrap(
    await supabase
      .from('pos_sessions')
      .select('id')
      .eq('location_id', location)
      .is('closed_at', null)
      .limit(1),
  ) as { id: string }[];
  return rows[0]?.id ?? null;
}

export async function openSession(v: {
  id: string;
  location: string;
  float: string;
}): Promise<SessionReport> {
  return rpcResult(
    'pos_open_session',
    sessionReportSchema,
    await supabase.rpc('pos_open_session', {
      p_session: v.id,
      p_location: v.location,
      p_float: numericText(v.float),
    }),
  );
}

export async function cashMove(v: {
  id: string;
  session: string;
  kind: 'in' | 'out';
  amount: string;
  reason: string;
}): Promise<SessionReport> {
  return rpcResult(
    'pos_cash_move',
    sessionReportSchema,
    await supabase.rpc('pos_cash_move', {
      p_move: v.id,
      p_session: v.session,
      p_kind: v.kind,
      p_amount: numericText(v.amount),
      p_reason: v.reason,
    }),
  );
}

export async function sessionReport(id: string): Promise<SessionReport> {
  return rpcResult(
    'pos_session_report',
    sessionReportSchema,
    await supabase.rpc('pos_session_report', { p_session: id }),
  );
}

/**
 * Closes the session through the pos-z-report function: it prints the Z report, and the close e-mails it to
 * the admins with the PDF attached in the same transaction (ADR 091). A second close answers the same Z
 * report (`already`), sending nothing.
 */
export async function closeSession(v: {
  session: string;
  counted: { cash: string; mpesa: string; card: string };
  note: string;
}): Promise<SessionReport & { emailed?: boolean }> {
  const { data, error } = await supabase.functions.invoke('pos-z-report', {
    body: { session_id: v.session, close: { counted: v.counted, note: v.note || null } },
  });
  if (error || !data) throw await functionError(error, 'The session could not be closed. Try again.');
  return closedSchema.parse(data);
}

export type SessionRow = Pick<
  Tables<'pos_session_list'>,
  | 'id'
  | 'location_id'
  | 'location_name'
  | 'status'
  | 'opened_at'
  | 'closed_at'
  | 'z_number'
  | 'opening_float'
  | 'sales_count'
  | 'sales_total'
  | 'refunds_total'
  | 'difference'
  | 'opened_by_name'
  | 'closed_by_name'
>;

export const sessionStatusOptions = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];

export const fetchSessions: FetchPage<SessionRow> = async (state, signal) => {
  const query = supabase
    .from('pos_session_list')
    .select(
      'id, location_id, location_name, status, opened_at, closed_at, z_number, opening_float, sales_count, sales_total, refunds_total, difference, opened_by_name, closed_by_name',
      { count: 'exact' },
    )
    .abortSignal(signal);
  const result = await applyListState(query, state, {
    searchColumns: ['z_number', 'location_name', 'opened_by_name', 'closed_by_name'],
    filterColumns: { status: 'status', location: 'location_id' },
    sortColumns: { opened_at: 'opened_at', closed_at: 'closed_at', sales_total: 'sales_total' },
    tieBreaker: 'id',
  });
  return toListPage(
    result as { data: SessionRow[] | null; error: { message: string } | null; count?: number | null },
    'exact',
  );
};
