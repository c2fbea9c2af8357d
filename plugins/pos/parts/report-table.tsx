// One report as a table with its CSV and Excel exports (ADR 077): the columns say each cell's kind, which
// drives how the page shows it (money in the company's format, numbers right-aligned) and how both files
// type it (report-export.ts). The workbook is built on click, exceljs loaded then.
import { useFormatters } from '@kit/format/use-company-format.ts';
import { Button } from '@kit/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@kit/ui/table.tsx';
import { Download, FileSpreadsheet } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { downloadReportCsv, downloadReportWorkbook, type ReportTableData } from './report-export.ts';

export type { ReportColumn, ReportTableData } from './report-export.ts';

/** The CSV and Excel buttons of one or more tables (several: one workbook, a sheet each). */
export function ReportExportButtons(props: {
  // biome-ignore lint/suspicious/noExplicitAny: each table has its own row type
  tables: readonly ReportTableData<any>[];
  /** Names what is exported, for the buttons' accessible names. */
  what: string;
  title: string;
  file: string;
  csv?: boolean;
  /** Reads every row first (a paged report exports all its pages, not the one shown). */
  // biome-ignore lint/suspicious/noExplicitAny: each table has its own row type
  load?: () => Promise<readonly ReportTableData<any>[]>;
}) {
  const [busy, setBusy] = useState<'csv' | 'excel' | null>(null);
  const run = async (kind: 'csv' | 'excel') => {
    setBusy(kind);
    try {
      const tables = props.load ? await props.load() : props.tables;
      if (kind === 'excel') await downloadReportWorkbook(tables, props.title, props.file);
      else if (tables[0]) downloadReportCsv(tables[0]);
    } catch (e) {
      toast.error(
        `The ${kind === 'csv' ? 'CSV' : 'Excel'} file could not be made: ${e instanceof Error ? e.message : 'try again'}`,
      );
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      {props.csv !== false && (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Export CSV: ${props.what}`}
          disabled={busy !== null}
          onClick={() => void run('csv')}
        >
          <Download aria-hidden="true" />
          {busy === 'csv' ? 'Making…' : 'CSV'}
        </Button>
      )}
      <Button
        variant="outline"
        size="sm"
        aria-label={`Export Excel: ${props.what}`}
        disabled={busy !== null}
        onClick={() => void run('excel')}
      >
        <FileSpreadsheet aria-hidden="true" />
        {busy === 'excel' ? 'Making…' : 'Excel'}
      </Button>
    </div>
  );
}

export function ReportTable<T>(props: {
  id: string;
  data: ReportTableData<T>;
  rowKey: (row: T) => string;
  /** Drawn between the heading and the table (a chart of the same figures). */
  chart?: ReactNode;
  /** Shown instead of the table when there are no rows. */
  empty?: string;
  /** Under the table (paging). */
  footer?: ReactNode;
  /** The period the workbook's title names. */
  period: string;
  /** Every row, for the exports of a paged table. */
  exportAll?: () => Promise<ReportTableData<T>>;
}) {
  const { money, date } = useFormatters();
  const { data, exportAll } = props;
  const numeric = (kind: string) => kind !== 'text' && kind !== 'date';
  return (
    <section aria-labelledby={props.id} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={props.id} className="text-lg font-semibold">
          {data.title}
        </h2>
        {data.rows.length > 0 && (
          <ReportExportButtons
            tables={[data]}
            what={data.title.toLowerCase()}
            title={`${data.title}, ${props.period}`}
            file={data.file}
            load={exportAll ? async () => [await exportAll()] : undefined}
          />
        )}
      </div>
      {data.rows.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          {props.empty ?? 'Nothing in this period.'}
        </p>
      ) : (
        <>
          {props.chart}
          <Table>
            <TableHeader>
              <TableRow>
                {data.columns.map((c) => (
                  <TableHead key={c.id} className={numeric(c.kind) ? 'text-right' : undefined}>
                    {c.header}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.rows.map((row) => (
                <TableRow key={props.rowKey(row)}>
                  {data.columns.map((c) => {
                    const v = c.value(row);
                    const text =
                      v === null || v === ''
                        ? '—'
                        : c.kind === 'money'
                          ? money(String(v))
                          : c.kind === 'date'
                            ? date(String(v))
                            : v;
                    return (
                      <TableCell
                        key={c.id}
                        className={numeric(c.kind) ? 'text-right tabular-nums' : undefined}
                      >
                        {text}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {props.footer}
        </>
      )}
    </section>
  );
}
