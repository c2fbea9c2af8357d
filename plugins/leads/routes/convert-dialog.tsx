// Convert a lead: likely duplicate customers are proposed first
// (find_customer_duplicates: same KRA PIN, e-mail, phone, domain with a
// similar name), then a search for any customer, then "create a new customer"
// with the lead's person as its contact and, optionally, a site. One RPC
// (convert_lead) does it all in one transaction; a second click is harmless.
import { isDataError } from '@kernel/data/data-error.ts';
import { Constants } from '@kernel/database.types.ts';
import type { PickerOption } from '@kernel/registry/extension-points.ts';
import { PickerCombobox } from '@kit/pickers/picker-field.tsx';
import { Alert, AlertDescription } from '@kit/ui/alert.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@kit/ui/dialog.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { convertLead, findDuplicates, type LeadRow, leadKeys } from '../data.ts';

const COUNTIES = Constants.public.Enums.kenya_county;

export function ConvertDialog(props: {
  lead: LeadRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConverted: (customerId: string) => void;
}) {
  const { lead } = props;
  const proposedName = lead.company || lead.contact_name;
  const duplicates = useQuery({
    queryKey: [...leadKeys.detail(lead.id), 'duplicates'],
    queryFn: () => findDuplicates({ name: proposedName, email: lead.email, phone: lead.phone }),
  });
  // Any other customer: the customers module's picker (ADR 044), searched as the user types.
  const [other, setOther] = useState<PickerOption | null>(null);
  const [name, setName] = useState(proposedName);
  const [kraPin, setKraPin] = useState('');
  const [county, setCounty] = useState('');
  const [siteName, setSiteName] = useState('');
  const [siteCounty, setSiteCounty] = useState('');
  const [siteTown, setSiteTown] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const run = async (target: Parameters<typeof convertLead>[1], label: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const answer = await convertLead(lead.id, target);
      toast.success(
        answer.created
          ? `${label} created with ${lead.contact_name} as contact`
          : `${lead.reference} now belongs to ${label}`,
      );
      props.onConverted(answer.customer_id);
    } catch (e) {
      setError(
        isDataError(e) || e instanceof Error ? e.message : 'The lead could not be converted. Try again.',
      );
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const attachButton = (c: { id: string; name: string }) => (
    <Button
      size="sm"
      variant="outline"
      disabled={busy}
      onClick={() => void run({ customerId: c.id }, c.name)}
    >
      Attach to {c.name}
    </Button>
  );

  return (
    <Dialog open={props.open} onOpenChange={(o) => !busy && props.onOpenChange(o)}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Convert {lead.reference} to a customer</DialogTitle>
          <DialogDescription>
            Attach {lead.contact_name} to a customer you already have, or create a new one. Check the likely
            duplicates first.
          </DialogDescription>
        </DialogHeader>
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <section aria-labelledby="convert-duplicates" className="grid gap-2">
          <h3 id="convert-duplicates" className="text-sm font-semibold">
            Likely the same customer
          </h3>
          {duplicates.isPending ? (
            <Skeleton className="h-12 w-full" />
          ) : duplicates.error ? (
            <p className="text-sm text-destructive">
              Duplicates could not be checked: {duplicates.error.message}
            </p>
          ) : duplicates.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No customer looks like this lead.</p>
          ) : (
            <ul className="grid gap-2" aria-label="Proposed customers">
              {duplicates.data.map((c) => (
                <li
                  key={c.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2 text-sm"
                >
                  <span className="grid">
                    <span className="font-medium">{c.name}</span>
                    <span className="text-xs text-muted-foreground">
                      {[c.kra_pin, c.email, c.phone].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                  <span className="flex items-center gap-2">
                    <Badge variant="secondary">{c.reason}</Badge>
                    {attachButton(c)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="convert-search" className="grid gap-2">
          <h3 id="convert-search" className="text-sm font-semibold">
            Another existing customer
          </h3>
          <div className="flex flex-wrap items-end gap-2">
            <FormField label="Find a customer by name" className="min-w-64 flex-1">
              {(field) => (
                <PickerCombobox
                  {...field}
                  kind="customer"
                  value={other?.value ?? ''}
                  onChange={(_, option) => setOther(option)}
                />
              )}
            </FormField>
            {other && attachButton({ id: other.value, name: other.label })}
          </div>
        </section>
        <form
          aria-labelledby="convert-new"
          className="grid gap-3 rounded-md border p-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!name.trim()) {
              setError('Give the new customer a name');
              return;
            }
            const site = siteName.trim()
              ? { name: siteName.trim(), county: siteCounty, town: siteTown.trim() || undefined }
              : null;
            if (site && !site.county) {
              setError('Choose the site’s county');
              return;
            }
            void run(
              {
                newCustomer: {
                  name: name.trim(),
                  kra_pin: kraPin.trim() || undefined,
                  county: county || undefined,
                  site,
                },
              },
              name.trim(),
            );
          }}
        >
          <h3 id="convert-new" className="text-sm font-semibold">
            A new customer
          </h3>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label="Customer name">
              <Input value={name} onChange={(e) => setName(e.target.value)} />
            </FormField>
            <FormField label="KRA PIN" description="Optional, e.g. P051234567X">
              <Input value={kraPin} onChange={(e) => setKraPin(e.target.value)} />
            </FormField>
            <FormField label="County">
              <NativeSelect className="w-full" value={county} onChange={(e) => setCounty(e.target.value)}>
                <option value="">Not given</option>
                {COUNTIES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <fieldset className="grid gap-3 sm:grid-cols-3">
            <legend className="mb-1 text-xs text-muted-foreground">
              A site (optional): where the work happens
            </legend>
            <FormField label="Site name">
              <Input value={siteName} onChange={(e) => setSiteName(e.target.value)} />
            </FormField>
            <FormField label="Site county">
              <NativeSelect
                className="w-full"
                value={siteCounty}
                onChange={(e) => setSiteCounty(e.target.value)}
              >
                <option value="">Choose</option>
                {COUNTIES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Town">
              <Input value={siteTown} onChange={(e) => setSiteTown(e.target.value)} />
            </FormField>
          </fieldset>
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? 'Converting…' : 'Create customer and convert'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
