// A customer's site register: the workplaces the firm audits (county, town,
// GPS, headcount, DOSHS registration, NEMA category). Staff add and edit;
// removing one needs an admin (the database's rule: later work hangs on sites).

import { hasRole } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { SelectField, TextareaField, TextField } from '@kit/forms/fields.tsx';
import { FormDialog } from '@kit/forms/form-dialog.tsx';
import { useConfirmedAction } from '@kit/forms/use-confirmed-action.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Factory, MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { customerKeys, deleteSite, listSites, type Site, saveSite } from '../data.ts';
import {
  asText,
  countyOptions,
  emptySite,
  NEMA_LABELS,
  nemaOptions,
  SECTOR_LABELS,
  type SiteFormValues,
  type SiteInput,
  sectorOptions,
  siteSchema,
} from '../schema.ts';

export const siteKeys = (customerId: string) => [...customerKeys.detail(customerId), 'sites'] as const;

/** An OpenStreetMap link for a site's GPS pair. */
export const mapHref = (lat: number, lng: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;

export function SitesTab({ customerId }: { customerId: string }) {
  const queryClient = useQueryClient();
  const { profile } = useProfile();
  const isAdmin = hasRole(profile?.role, 'admin');
  const sites = useQuery({ queryKey: siteKeys(customerId), queryFn: () => listSites(customerId) });
  const [editing, setEditing] = useState<Site | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: customerKeys.detail(customerId) });
  const remove = useConfirmedAction<Site>({
    title: (s) => `Remove site ${s.name}?`,
    description: () =>
      'The site leaves the register. Work recorded against it elsewhere stops it being removed.',
    confirmLabel: 'Remove site',
    run: (s) => deleteSite(s.id),
    done: (s) => `${s.name} removed`,
    onSettled: () => void refresh(),
  });

  const add = (
    <Button size="sm" onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" />
      Add site
    </Button>
  );
  let body: React.ReactNode;
  if (sites.isPending)
    body = (
      <div role="status" aria-label="Loading sites" className="grid gap-2">
        <Skeleton className="h-20 w-full" />
      </div>
    );
  else if (sites.error)
    body = <LoadError what="the sites" error={sites.error} onRetry={() => void sites.refetch()} />;
  else if (sites.data.length === 0)
    body = (
      <EmptyState
        icon={Factory}
        title="No sites yet"
        description="Add the workplaces the firm audits for this customer: factories, farms, hotels, campuses."
        action={add}
      />
    );
  else
    body = (
      <ul className="grid gap-3" aria-label="Sites">
        {sites.data.map((s) => (
          <SiteCard
            key={s.id}
            site={s}
            onEdit={() => setEditing(s)}
            onRemove={isAdmin ? () => remove.ask(s) : undefined}
          />
        ))}
      </ul>
    );
  return (
    <section className="grid gap-4" aria-labelledby="sites-heading">
      <div className="flex items-center justify-between gap-2">
        <h2 id="sites-heading" className="text-lg font-semibold">
          Sites
        </h2>
        {sites.data && sites.data.length > 0 && add}
      </div>
      {body}
      {editing && (
        <SiteDialog
          customerId={customerId}
          site={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => void refresh()}
        />
      )}
      {remove.dialog}
    </section>
  );
}

export function SiteCard(props: { site: Site; onEdit: () => void; onRemove?: () => void }) {
  const s = props.site;
  const facts: [string, React.ReactNode][] = [
    ['County', s.county],
    ['Town', s.town],
    ['Headcount', s.headcount === null ? null : s.headcount.toLocaleString('en')],
    ['Sector', s.sector ? SECTOR_LABELS[s.sector] : null],
    ['DOSHS registration', s.doshs_registration_no],
    ['Address', s.physical_address],
  ];
  return (
    <li className="rounded-lg border p-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{s.name}</span>
          {s.nema_category && <Badge variant="outline">NEMA: {NEMA_LABELS[s.nema_category]}</Badge>}
        </div>
        <div className="flex shrink-0 gap-2">
          <Button size="sm" variant="outline" onClick={props.onEdit} aria-label={`Edit site ${s.name}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          {props.onRemove && (
            <Button size="sm" variant="outline" onClick={props.onRemove} aria-label={`Remove site ${s.name}`}>
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          )}
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        {facts
          .filter(([, v]) => v !== null && v !== undefined && v !== '')
          .map(([label, value]) => (
            <div key={label} className="flex gap-2 sm:block">
              <dt className="text-muted-foreground">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        {s.latitude !== null && s.longitude !== null && (
          <div className="flex gap-2 sm:block">
            <dt className="text-muted-foreground">GPS</dt>
            <dd>
              <a
                className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
                href={mapHref(s.latitude, s.longitude)}
                target="_blank"
                rel="noreferrer"
              >
                <MapPin className="size-3.5" aria-hidden="true" />
                {s.latitude}, {s.longitude}
                <span className="sr-only"> (opens a map)</span>
              </a>
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}

function SiteDialog(props: { customerId: string; site?: Site; onClose: () => void; onSaved: () => void }) {
  const s = props.site;
  const recordForm = useRecordForm<SiteFormValues, SiteInput>({
    schema: siteSchema,
    defaultValues: s
      ? {
          name: s.name,
          county: s.county,
          town: asText(s.town),
          physical_address: asText(s.physical_address),
          latitude: asText(s.latitude),
          longitude: asText(s.longitude),
          sector: asText(s.sector),
          headcount: asText(s.headcount),
          doshs_registration_no: asText(s.doshs_registration_no),
          nema_category: asText(s.nema_category),
          notes: asText(s.notes),
        }
      : emptySite,
    constraints: {
      customer_sites_gps_pair: { field: 'latitude', message: 'Give both latitude and longitude, or neither' },
    },
    save: (values) => saveSite(props.customerId, values, s?.id),
    onSaved: (values) => {
      toast.success(s ? `${values.name} saved` : `${values.name} added`);
      props.onSaved();
      props.onClose();
    },
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      recordForm={recordForm}
      title={s ? `Edit site ${s.name}` : 'New site'}
      submitLabel={s ? 'Save' : 'Add site'}
    >
      <TextField<SiteFormValues> name="name" label="Site name" placeholder="Main factory" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField<SiteFormValues>
          name="county"
          label="County"
          options={countyOptions}
          placeholder="Choose…"
        />
        <TextField<SiteFormValues> name="town" label="Town" />
      </div>
      <TextField<SiteFormValues> name="physical_address" label="Physical address" />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium">GPS (optional, both or neither)</legend>
        <TextField<SiteFormValues>
          name="latitude"
          label="Latitude"
          inputMode="decimal"
          placeholder="-1.292066"
        />
        <TextField<SiteFormValues>
          name="longitude"
          label="Longitude"
          inputMode="decimal"
          placeholder="36.821946"
        />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField<SiteFormValues> name="sector" label="Sector" options={sectorOptions} placeholder="—" />
        <TextField<SiteFormValues> name="headcount" label="Headcount" inputMode="numeric" />
        <TextField<SiteFormValues> name="doshs_registration_no" label="DOSHS registration no." />
        <SelectField<SiteFormValues>
          name="nema_category"
          label="NEMA category"
          options={nemaOptions}
          placeholder="—"
        />
      </div>
      <TextareaField<SiteFormValues> name="notes" label="Notes" rows={2} />
    </FormDialog>
  );
}
