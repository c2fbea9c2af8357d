// /dashboard/pos/stock-counts: count sheets per location (ADR 059) — open ones being counted, posted
// ones with their differences. "Start a count" snapshots what the ledger says is on hand at a location.
import { useFormatters } from '@kit/format/use-company-format.ts';
import type { ListColumn } from '@kit/list/list-column.ts';
import { RecordList } from '@kit/list/record-list.tsx';
import { Alert, AlertDescription } from '@kit/ui/alert.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Label } from '@kit/ui/label.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { useQuery } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { listLocations, posKeys } from '../data.ts';
import { PosNav } from '../parts/pos-nav.tsx';
import { fetchStockCounts, type StockCountRow, startStockCount, stockCountKeys } from '../purchasing.ts';

export default function StockCountsPage() {
  const { date } = useFormatters();
  const navigate = useNavigate();
  const locations = useQuery({ queryKey: [...posKeys.all, 'locations'], queryFn: listLocations });
  const [location, setLocation] = useState('');
  const [countId, setCountId] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  useEffect(() => {
    if (!location && locations.data?.[0]) setLocation(locations.data[0].id);
  }, [locations.data, location]);
  const start = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current || !location) return;
    inFlight.current = true;
    setSending(true);
    setError(null);
    try {
      const started = await startStockCount(countId, location);
      setCountId(crypto.randomUUID());
      navigate(`/dashboard/pos/stock-counts/${started.id}`);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };
  const columns: ListColumn<StockCountRow>[] = [
    { id: 'number', header: 'Number', priority: 'key' },
    { id: 'location_name', header: 'Location', priority: 'high' },
    {
      id: 'status',
      header: 'Status',
      priority: 'high',
      value: (c) => (c.status === 'open' ? 'Being counted' : 'Posted'),
      cell: (c) => (c.status === 'open' ? <Badge>Being counted</Badge> : 'Posted'),
    },
    {
      id: 'counted_count',
      header: 'Counted',
      priority: 'high',
      align: 'end',
      value: (c) => `${c.counted_count ?? 0} of ${c.line_count ?? 0}`,
    },
    { id: 'difference_count', header: 'Differences', priority: 'high', align: 'end' },
    {
      id: 'created_at',
      header: 'Started',
      priority: 'low',
      sortable: true,
      value: (c) => (c.created_at ? date(c.created_at, 'datetime') : ''),
    },
    { id: 'created_by_name', header: 'By', priority: 'low', value: (c) => c.created_by_name ?? '' },
  ];
  return (
    <div>
      <PosNav />
      <PageHeader
        title="Stock counts"
        description="Count what is on the shelf; an admin posts the differences as adjustments."
      />
      <form className="mb-4 flex flex-wrap items-end gap-2" onSubmit={start} aria-label="Start a count">
        <div className="grid gap-1">
          <Label htmlFor="count-location">Location</Label>
          <NativeSelect id="count-location" value={location} onChange={(e) => setLocation(e.target.value)}>
            {(locations.data ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" disabled={sending || !location}>
          <ClipboardCheck aria-hidden="true" />
          {sending ? 'Starting…' : 'Start a count'}
        </Button>
      </form>
      {error && (
        <Alert variant="destructive" className="mb-4">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <RecordList<StockCountRow>
        name="stock-counts"
        queryKey={stockCountKeys.lists()}
        columns={columns}
        filters={[
          {
            id: 'status',
            label: 'Status',
            options: [
              { value: 'open', label: 'Being counted' },
              { value: 'posted', label: 'Posted' },
            ],
          },
        ]}
        fetchPage={fetchStockCounts}
        rowId={(c) => c.id ?? ''}
        rowHref={(c) => `/dashboard/pos/stock-counts/${c.id}`}
        defaults={{ sort: [{ id: 'created_at', desc: true }] }}
        searchPlaceholder="Number or location…"
      />
    </div>
  );
}
