// The reports page's server calls (ADR 077): the sales report net of refunds and the slow movers, for a
// period and a location (null: every location). Answers are checked with report-shapes.ts (ADR 046).
import { rpcResult } from '@kernel/data/parse-result.ts';
import { supabase } from '@kernel/supabase.ts';
import { netSalesReportSchema, slowMoversSchema } from './report-shapes.ts';

export type { NetSalesReport, SlowMovers } from './report-shapes.ts';

export interface ReportFilter {
  from: string;
  to: string;
  location: string | null;
}

export async function netSalesReport(f: ReportFilter) {
  return rpcResult(
    'pos_sales_report',
    netSalesReportSchema,
    await supabase.rpc('pos_sales_report', {
      p_from: f.from,
      p_to: f.to,
      ...(f.location ? { p_location: f.location } : {}),
    }),
  );
}

/** Slow movers per page: `size` rows from the `page`th page (1-based). */
export async function slowMovers(f: ReportFilter, page: number, size: number) {
  return rpcResult(
    'pos_slow_movers',
    slowMoversSchema,
    await supabase.rpc('pos_slow_movers', {
      p_from: f.from,
      p_to: f.to,
      ...(f.location ? { p_location: f.location } : {}),
      p_limit: size,
      p_offset: (page - 1) * size,
    }),
  );
}
