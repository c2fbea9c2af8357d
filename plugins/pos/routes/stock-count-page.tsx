// /dashboard/pos/stock-counts/:id: a count sheet (ADR 059). Staff type what they counted (search narrows
// the sheet; Save keeps it); the difference against the expected on hand shows per line. An admin posts
// the sheet (asks first): each difference becomes an adjustment "Stock count <number>", all at once.
import { hasRole } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { Alert, AlertDescription } from '@kit/ui/alert.tsx';
import { ConfirmDialog } from '@kit/ui/alert-dialog.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Input } from '@kit/ui/input.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { SearchInput } from '@kit/ui/search-input.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { posKeys } from '../data.ts';
import { PosNav } from '../parts/pos-nav.tsx';
import { getStockCount, postStockCount, setStockCount, stockCountKeys } from '../purchasing.ts';

const PAGE = 50;

export default function StockCountPage() {
  const { id = '' } = useParams();
  const { profile } = useProfile();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const sheet = useQuery({
    queryKey: [...stockCountKeys.all, 'sheet', id],
    queryFn: () => getStockCount(id),
  });
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const inFlight = useRef(false);
  useEffect(() => {
    if (sheet.data)
      setTyped(
        Object.fromEntries(
          sheet.data.lines.map((l) => [
            l.catalog_item_id,
            l.counted === null ? '' : String(Number(l.counted)),
          ]),
        ),
      );
  }, [sheet.data]);
  if (sheet.error)
    return <LoadError what="The count sheet" error={sheet.error} onRetry={() => sheet.refetch()} />;
  const s = sheet.data;
  if (!s)
    return (
      <div>
        <PosNav />
        <p role="status" className="text-muted-foreground">
          Loading the count sheet…
        </p>
      </div>
    );
  const open = s.status === 'open';
  const needle = q.trim().toLowerCase();
  const shown = s.lines.filter(
    (l) => !needle || l.name.toLowerCase().includes(needle) || (l.sku ?? '').toLowerCase().includes(needle),
  );
  const pages = Math.max(1, Math.ceil(shown.length / PAGE));
  const visible = shown.slice((page - 1) * PAGE, page * PAGE);
  const changed = s.lines.filter(
    (l) => (typed[l.catalog_item_id] ?? '') !== (l.counted === null ? '' : String(Number(l.counted))),
  );
  const run = async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await work();
      await sheet.refetch();
      void queryClient.invalidateQueries({ queryKey: stockCountKeys.lists() });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  const save = () =>
    run(async () => {
      const done = await setStockCount(
        id,
        changed.map((l) => ({
          catalog_item_id: l.catalog_item_id,
          counted: (typed[l.catalog_item_id] ?? '').trim(),
        })),
      );
      toast.success(`Saved: ${done.counted ?? 0} of ${s.lines.length} counted`);
    });
  const post = () =>
    run(async () => {
      if (changed.length)
        await setStockCount(
          id,
          changed.map((l) => ({
            catalog_item_id: l.catalog_item_id,
            counted: (typed[l.catalog_item_id] ?? '').trim(),
          })),
        );
      const done = await postStockCount(id);
      void queryClient.invalidateQueries({ queryKey: posKeys.all });
      toast.success(`${s.number} posted: ${done.adjustments ?? 0} adjustment(s)`);
    });
  return (
    <div>
      <PosNav />
      <PageHeader
        title={`Stock count ${s.number}`}
        description={`${s.location_name} · ${open ? 'being counted' : 'posted'}. Expected is what the ledger said when the count started.`}
        actions={
          open ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" disabled={busy || changed.length === 0} onClick={() => void save()}>
                Save counts
              </Button>
              {hasRole(profile?.role, 'admin') && (
                <Button disabled={busy} onClick={() => setConfirming(true)}>
                  Post differences…
                </Button>
              )}
            </div>
          ) : undefined
        }
      />
      <div className="mb-3 max-w-sm">
        <SearchInput
          value={q}
          onChange={(v: string) => setParams(v ? { q: v } : {}, { replace: true })}
          placeholder="Item or SKU…"
          aria-label="Search the sheet"
        />
      </div>
      {error && (
        <Alert variant="destructive" className="mb-3">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {visible.length === 0 ? (
        <p className="text-muted-foreground">
          {s.lines.length === 0 ? 'No counted items at this location.' : 'No item matches.'}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">Count sheet {s.number}</caption>
            <thead>
              <tr className="border-b text-left">
                <th className="py-2">Item</th>
                <th className="py-2 text-right">Expected</th>
                <th className="py-2 text-right">Counted</th>
                <th className="py-2 text-right">Difference</th>
              </tr>
            </thead>
            <tbody>
              {visible.map((l) => {
                const v = typed[l.catalog_item_id] ?? '';
                const diff = open
                  ? v.trim() === '' || Number.isNaN(Number(v))
                    ? null
                    : Number(v) - Number(l.expected)
                  : l.posted_difference === null
                    ? null
                    : Number(l.posted_difference);
                return (
                  <tr key={l.catalog_item_id} className="border-b">
                    <th scope="row" className="py-1 text-left font-normal">
                      <label htmlFor={`counted-${l.catalog_item_id}`}>{l.name}</label>
                      {l.sku && <span className="block text-xs text-muted-foreground">{l.sku}</span>}
                    </th>
                    <td className="py-1 text-right">{Number(l.expected)}</td>
                    <td className="py-1 text-right">
                      {open ? (
                        <Input
                          id={`counted-${l.catalog_item_id}`}
                          className="ml-auto w-24 text-right"
                          inputMode="decimal"
                          value={v}
                          placeholder="—"
                          onChange={(e) => setTyped((t) => ({ ...t, [l.catalog_item_id]: e.target.value }))}
                        />
                      ) : l.counted === null ? (
                        '—'
                      ) : (
                        Number(l.counted)
                      )}
                    </td>
                    <td className={`py-1 text-right ${diff ? 'font-semibold' : ''}`}>
                      {diff === null ? '—' : diff > 0 ? `+${diff}` : diff}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-3 flex items-center gap-2">
          <Button
            variant="outline"
            disabled={page <= 1}
            onClick={() => setParams({ ...(q ? { q } : {}), page: String(page - 1) }, { replace: true })}
          >
            Previous
          </Button>
          <span className="text-sm">
            Page {page} of {pages}
          </span>
          <Button
            variant="outline"
            disabled={page >= pages}
            onClick={() => setParams({ ...(q ? { q } : {}), page: String(page + 1) }, { replace: true })}
          >
            Next
          </Button>
        </nav>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Post ${s.number}?`}
        description="Each counted difference becomes a stock adjustment at this location, all at once. This cannot be undone (a new count corrects it)."
        confirmLabel="Post differences"
        onConfirm={() => void post()}
      />
    </div>
  );
}
