// The sales report's breakdowns (issue 25: "sales by … category, cashier and payment method; margins"): one
// table each, with its CSV. Amounts arrive as exact decimal text and are shown with the company's money format.
import { useFormatters } from '@kit/format/use-company-format.ts';
import { downloadText, exportFileName, toCsv } from '@kit/list/csv-export.ts';
import type { ListColumn } from '@kit/list/list-column.ts';
import { Button } from '@kit/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@kit/ui/table.tsx';
import { Download } from 'lucide-react';
import type { SalesReport } from '../data.ts';

/** A column: its header, the row's text (CSV) and whether it is money (right-aligned, formatted). */
interface Column<T> {
  id: string;
  header: string;
  value: (row: T) => string | number;
  money?: boolean;
  number?: boolean;
}

export function BreakdownTable<T>(props: {
  id: string;
  title: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  /** The CSV file's name, without the date. */
  file: string;
}) {
  const { money } = useFormatters();
  const csvColumns: ListColumn<T>[] = props.columns.map((c) => ({
    id: c.id,
    header: c.header,
    value: c.value,
  }));
  return (
    <section aria-labelledby={props.id}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id={props.id} className="text-lg font-semibold">
          {props.title}
        </h2>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Export CSV: ${props.title.toLowerCase()}`}
          onClick={() => downloadText(exportFileName(props.file), toCsv(props.rows, csvColumns))}
        >
          <Download aria-hidden="true" />
          Export CSV
        </Button>
      </div>
      <Table>
        <TableHeader>
          <TableRow>
            {props.columns.map((c) => (
              <TableHead key={c.id} className={c.money || c.number ? 'text-right' : undefined}>
                {c.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {props.rows.map((row) => (
            <TableRow key={props.rowKey(row)}>
              {props.columns.map((c) => (
                <TableCell key={c.id} className={c.money || c.number ? 'text-right tabular-nums' : undefined}>
                  {c.money ? money(String(c.value(row))) : c.value(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

const METHOD_NAMES: Record<string, string> = { cash: 'Cash', mpesa: 'M-Pesa', card: 'Card' };

/** By category, by cashier and by payment method, for the report's period. */
export function ReportBreakdowns({ report, period }: { report: SalesReport; period: string }) {
  return (
    <>
      <BreakdownTable
        id="by-category"
        title="By category"
        file={`pos sales by category ${period}`}
        rows={report.by_category}
        rowKey={(r) => r.category}
        columns={[
          { id: 'category', header: 'Category', value: (r) => r.category },
          { id: 'quantity', header: 'Quantity', value: (r) => r.quantity, number: true },
          { id: 'amount', header: 'Sales before VAT', value: (r) => r.amount, money: true },
          { id: 'cost', header: 'Cost', value: (r) => r.cost, money: true },
          { id: 'margin', header: 'Margin', value: (r) => r.margin, money: true },
        ]}
      />
      <BreakdownTable
        id="by-cashier"
        title="By cashier"
        file={`pos sales by cashier ${period}`}
        rows={report.by_cashier}
        rowKey={(r) => r.user_id ?? r.name}
        columns={[
          { id: 'name', header: 'Cashier', value: (r) => r.name },
          { id: 'sales', header: 'Sales', value: (r) => r.sales, number: true },
          { id: 'total', header: 'Total with VAT', value: (r) => r.total, money: true },
        ]}
      />
      <BreakdownTable
        id="by-method"
        title="By payment method"
        file={`pos sales by payment method ${period}`}
        rows={report.by_method}
        rowKey={(r) => r.method}
        columns={[
          { id: 'method', header: 'Method', value: (r) => METHOD_NAMES[r.method] ?? r.method },
          { id: 'payments', header: 'Payments', value: (r) => r.payments, number: true },
          { id: 'amount', header: 'Amount', value: (r) => r.amount, money: true },
        ]}
      />
    </>
  );
}
