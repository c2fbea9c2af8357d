// What statement-pdf and statement-send share (ADR 029): reading the request,
// the statement (public.customer_statement, as the caller: staff only) and
// printing it with the company's logo.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import {
  renderStatementPdf,
  type StatementJson,
  statementFileName,
  statementFromJson,
} from '#invoicing-documents/statement-pdf.ts';
import { logoDataUrl } from './printing.ts';

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export type StatementRequest = { customerId: string; from: string; to: string; currency: string | null };

/** The customer and period of a request body, or the message saying what is wrong. */
export function statementRequest(body: Record<string, unknown>): StatementRequest | string {
  const { customer_id, from, to, currency } = body;
  if (typeof customer_id !== 'string' || !UUID.test(customer_id)) return 'Say which customer (customer_id)';
  if (typeof from !== 'string' || !DATE.test(from) || typeof to !== 'string' || !DATE.test(to))
    return 'Give the period as from and to (YYYY-MM-DD)';
  if (
    currency !== undefined &&
    currency !== null &&
    (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
  )
    return 'currency must be a 3-letter code';
  return { customerId: customer_id, from, to, currency: (currency as string | undefined) ?? null };
}

export function callerClient(token: string): SupabaseClient {
  return createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_ANON_KEY')!, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: noSession,
  });
}

/** HTTP status for a database error code (42501 not allowed, P0002 not found, 22023 bad input). */
export const statusOf = (code: string | undefined) =>
  code === '42501' ? 403 : code === 'P0002' ? 404 : code === '22023' ? 400 : code === '55000' ? 409 : 422;

export type PrintedStatement = { bytes: Uint8Array<ArrayBuffer>; fileName: string; statement: StatementJson };

/** The statement as a PDF, or the database's refusal. */
export async function printStatement(
  client: SupabaseClient,
  r: StatementRequest,
): Promise<PrintedStatement | { status: number; message: string }> {
  const res = await client.rpc('customer_statement', {
    customer_id: r.customerId,
    from_date: r.from,
    to_date: r.to,
    currency: r.currency,
  });
  if (res.error) return { status: statusOf(res.error.code), message: res.error.message };
  const statement = res.data as StatementJson;
  const doc = statementFromJson(statement, {
    logoDataUrl: await logoDataUrl(client, statement.company.logo_path ?? null),
  });
  return {
    bytes: new Uint8Array(await renderStatementPdf(doc)),
    fileName: statementFileName(doc),
    statement,
  };
}
