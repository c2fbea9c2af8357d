// "Export CSV": reads every row of the current search and filters in pages,
// with progress and a cancel button, then downloads the file.
import { Button } from '@kit/ui/button.tsx';
import { Download, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { downloadText, type ExportProgress, exportFileName, fetchAllRows, toCsv } from './csv-export.ts';
import type { FetchPage } from './fetch-page.ts';
import type { ListColumn } from './list-column.ts';
import type { ListState } from './list-state.ts';

const number = new Intl.NumberFormat();

function progressText(p: ExportProgress | null): string {
  if (!p) return 'Exporting…';
  if (p.total === null) return `Exporting ${number.format(p.done)} rows…`;
  return `Exporting ${number.format(p.done)} of ${p.totalIsEstimate ? 'about ' : ''}${number.format(p.total)}…`;
}

export function ExportButton<T>(props: {
  name: string;
  columns: readonly ListColumn<T>[];
  fetchPage: FetchPage<T>;
  state: ListState;
  /** Replaceable in tests; the browser download by default. */
  download?: (fileName: string, text: string) => void;
}) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [running, setRunning] = useState(false);
  const controller = useRef<AbortController | null>(null);
  // Leaving the screen stops the export.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    const c = new AbortController();
    controller.current = c;
    setRunning(true);
    setProgress(null);
    try {
      const rows = await fetchAllRows(props.fetchPage, props.state, {
        signal: c.signal,
        onProgress: setProgress,
      });
      (props.download ?? downloadText)(exportFileName(props.name), toCsv(rows, props.columns));
      toast.success(`Exported ${number.format(rows.length)} ${rows.length === 1 ? 'row' : 'rows'}`);
    } catch (e) {
      if (!c.signal.aborted) toast.error(`Export failed: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      if (controller.current === c) {
        controller.current = null;
        setRunning(false);
      }
    }
  };

  if (!running)
    return (
      <Button variant="outline" size="sm" onClick={() => void start()}>
        <Download aria-hidden="true" />
        Export CSV
      </Button>
    );
  const percent =
    progress?.total && !progress.totalIsEstimate
      ? Math.min(100, (progress.done / progress.total) * 100)
      : null;
  return (
    <div className="flex items-center gap-2">
      <div className="flex min-w-40 flex-col gap-1">
        <p className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
          {progressText(progress)}
        </p>
        <div
          role="progressbar"
          aria-label="Export progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent === null ? undefined : Math.round(percent)}
          className="h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={
              percent === null
                ? 'h-full w-1/3 animate-pulse bg-primary'
                : 'h-full bg-primary transition-[width]'
            }
            style={percent === null ? undefined : { width: `${percent}%` }}
          />
        </div>
      </div>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          controller.current?.abort();
          controller.current = null;
          setRunning(false);
        }}
      >
        <X aria-hidden="true" />
        Cancel export
      </Button>
    </div>
  );
}
