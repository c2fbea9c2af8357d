// /dashboard/pos/sessions/:id: a till session's X report (while open: refresh it any time) or its Z
// report (closed), printable on the 80 mm roll or on A4 with the letterhead (ADR 059); a Z report is also
// a PDF the server makes (ADR 076: an admin or a cashier of that session may download it).
import { Button } from '@kit/ui/button.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { useQuery } from '@tanstack/react-query';
import { FileDown, Printer, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { downloadZReportPdf } from '../documents-data.ts';
import { PosNav } from '../parts/pos-nav.tsx';
import { SessionReportView } from '../parts/session-report.tsx';
import { sessionKeys, sessionReport } from '../sessions.ts';

export default function SessionPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const layout = params.get('layout') === 'a4' ? 'a4' : 'roll';
  const report = useQuery({ queryKey: [...sessionKeys.all, 'report', id], queryFn: () => sessionReport(id) });
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadZReportPdf(id);
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setDownloading(false);
    }
  };
  if (report.error)
    return <LoadError what="The session's report" error={report.error} onRetry={() => report.refetch()} />;
  const r = report.data;
  return (
    <div>
      <PosNav />
      <PageHeader
        title={
          r ? (r.report === 'Z' ? `Z report ${r.z_number}` : `X report — ${r.location_name}`) : 'Till session'
        }
        description={
          r?.status === 'open'
            ? 'The session is open: this is the X report as of now. Close it from the till.'
            : 'The session is closed: its Z report.'
        }
        actions={
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button variant="outline" asChild>
              <Link to="/dashboard/pos/sessions">All sessions</Link>
            </Button>
            {r?.status === 'open' && (
              <Button variant="outline" onClick={() => void report.refetch()}>
                <RefreshCw aria-hidden="true" />
                Refresh
              </Button>
            )}
          </div>
        }
      />
      {!r ? (
        <p role="status" className="text-muted-foreground">
          Loading the report…
        </p>
      ) : (
        <div className="grid gap-4">
          <fieldset className="flex flex-wrap items-center gap-2 print:hidden">
            <legend className="sr-only">Print layout</legend>
            <Button
              variant={layout === 'roll' ? 'default' : 'outline'}
              aria-pressed={layout === 'roll'}
              onClick={() => setParams({}, { replace: true })}
            >
              80 mm roll
            </Button>
            <Button
              variant={layout === 'a4' ? 'default' : 'outline'}
              aria-pressed={layout === 'a4'}
              onClick={() => setParams({ layout: 'a4' }, { replace: true })}
            >
              A4 with letterhead
            </Button>
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </Button>
            {r.status === 'closed' && (
              <Button variant="outline" disabled={downloading} onClick={() => void download()}>
                <FileDown aria-hidden="true" />
                {downloading ? 'Making the PDF…' : 'Download PDF'}
              </Button>
            )}
          </fieldset>
          <SessionReportView report={r} layout={layout} />
        </div>
      )}
    </div>
  );
}
