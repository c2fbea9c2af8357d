// "Merge into…": this customer is a duplicate of another. Find the other one
// (name, KRA PIN, phone, e-mail), confirm, and merge_customers moves every
// contact, site and record onto it, fills its empty fields and deletes this one.
import { Alert, AlertDescription } from '@kit/ui/alert.tsx';
import { Button } from '@kit/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@kit/ui/dialog.tsx';
import { SearchInput } from '@kit/ui/search-input.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Customer, customerKeys, mergeCustomers, searchCustomers } from '../data.ts';

type Candidate = Awaited<ReturnType<typeof searchCustomers>>[number];

export function MergeDialog(props: {
  customer: Customer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMerged: (kept: Customer) => void;
}) {
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Candidate | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const results = useQuery({
    queryKey: [...customerKeys.all, 'merge-candidates', { query, exclude: props.customer.id }],
    queryFn: ({ signal }) => searchCustomers(query, { exclude: props.customer.id, signal }),
    enabled: props.open && query.length >= 2,
  });
  const close = (open: boolean) => {
    if (busy) return;
    if (!open) {
      setQuery('');
      setChosen(null);
      setError(null);
    }
    props.onOpenChange(open);
  };
  const merge = async () => {
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      const kept = await mergeCustomers(chosen.id, props.customer.id);
      setBusy(false);
      close(false);
      props.onMerged(kept);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };

  return (
    <Dialog open={props.open} onOpenChange={close}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Merge {props.customer.name} into another customer</DialogTitle>
          <DialogDescription>
            Its contacts, sites, notes and every record that refers to it move to the customer you choose,
            which keeps its own details and takes this one’s where it has none. {props.customer.name} is then
            deleted.
          </DialogDescription>
        </DialogHeader>
        {!chosen ? (
          <div className="grid gap-3">
            <SearchInput
              autoFocus
              aria-label="Find the customer to keep"
              placeholder="Name, KRA PIN, phone or e-mail"
              value={query}
              onChange={setQuery}
            />
            {query.length >= 2 && (
              <div aria-live="polite">
                {results.isFetching && !results.data && (
                  <p className="text-sm text-muted-foreground">Searching…</p>
                )}
                {results.error && <p className="text-sm text-destructive">{results.error.message}</p>}
                {results.data?.length === 0 && (
                  <p className="text-sm text-muted-foreground">No other customer matches “{query}”.</p>
                )}
                {results.data && results.data.length > 0 && (
                  <ul className="grid gap-1" aria-label="Customers found">
                    {results.data.map((c) => (
                      <li key={c.id}>
                        <Button
                          variant="ghost"
                          className="h-auto w-full justify-start py-2 text-left"
                          onClick={() => setChosen(c)}
                        >
                          <span>
                            <span className="block font-medium">{c.name}</span>
                            <span className="block text-xs text-muted-foreground">
                              {[c.kra_pin, c.county, c.status === 'archived' ? 'archived' : null]
                                .filter(Boolean)
                                .join(' · ') || 'No KRA PIN or county'}
                            </span>
                          </span>
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
          </div>
        ) : (
          <div className="grid gap-3">
            <p className="text-sm">
              Keep <strong>{chosen.name}</strong> and merge <strong>{props.customer.name}</strong> into it?
              This cannot be undone.
            </p>
            {error && (
              <Alert variant="destructive">
                <AlertDescription>{error}</AlertDescription>
              </Alert>
            )}
          </div>
        )}
        <DialogFooter>
          {chosen ? (
            <>
              <Button variant="outline" onClick={() => setChosen(null)} disabled={busy}>
                Choose another
              </Button>
              <Button variant="destructive" onClick={() => void merge()} disabled={busy}>
                {busy ? 'Merging…' : `Merge into ${chosen.name}`}
              </Button>
            </>
          ) : (
            <Button variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
