// Settings → Website: the client logos' draft (ADR 082) — name, logo, optional link to the
// client's site, and their order on /clients. Each change is saved to the draft at once.
import { TextField } from '@kit/forms/fields.tsx';
import { addClient, type ClientRow, removeClient, updateClient } from '../website-data.ts';
import { CLIENT_LOGO, websiteFileUrl } from '../website-files.ts';
import { CLIENT_CONSTRAINTS, type ClientInput, type ClientValues, clientSchema } from '../website-schema.ts';
import { WebsiteFileField } from './website-file-field.tsx';
import { nextOrder, WebsiteListEditor } from './website-list-editor.tsx';
import { FieldRow, type FormSlot, useWebsiteRecordForm, WebsiteRecordForm } from './website-record-form.tsx';

export function ClientsEditor({
  clients,
  onChanged,
}: {
  clients: ClientRow[];
  onChanged: () => Promise<void>;
}) {
  return (
    <WebsiteListEditor
      list="clients"
      heading="Client logos"
      addLabel="Add client"
      newTitle="New client"
      empty="No client logos yet: /clients shows the sectors served and “references on request”."
      items={clients}
      nameOf={(c) => c.name}
      remove={(c) => removeClient(c.id)}
      onChanged={onChanged}
      summary={(c) => (
        <div className="flex items-center gap-3">
          {c.logo_path ? (
            <img
              src={websiteFileUrl(CLIENT_LOGO, c.logo_path)}
              alt=""
              width={96}
              height={48}
              className="h-12 w-24 shrink-0 rounded border bg-white object-contain p-1"
            />
          ) : (
            <span className="grid h-12 w-24 shrink-0 place-items-center rounded border text-xs text-muted-foreground">
              No logo
            </span>
          )}
          <div className="min-w-0">
            <p className="font-medium">{c.name}</p>
            {c.website_url && <p className="truncate text-sm text-muted-foreground">{c.website_url}</p>}
          </div>
        </div>
      )}
      form={(slot, c) => (
        <ClientForm
          slot={slot}
          initial={
            c
              ? { name: c.name, website_url: c.website_url ?? '', logo_path: c.logo_path ?? '' }
              : { name: '', website_url: '', logo_path: '' }
          }
          save={(values) => (c ? updateClient(c.id, values) : addClient(values, nextOrder(clients)))}
        />
      )}
    />
  );
}

function ClientForm(props: {
  slot: FormSlot;
  initial: ClientInput;
  save: (values: ClientValues) => Promise<void>;
}) {
  const { slot } = props;
  const rf = useWebsiteRecordForm({
    schema: clientSchema,
    defaultValues: props.initial,
    constraints: CLIENT_CONSTRAINTS,
    slot,
    save: props.save,
    nameOf: (values) => values.name,
  });
  return (
    <WebsiteRecordForm recordForm={rf} slot={slot} submitLabel="Save client">
      <FieldRow>
        <TextField<ClientInput>
          name="name"
          label="Client name"
          description="Also the logo’s text for screen readers."
        />
        <TextField<ClientInput>
          name="website_url"
          label="Client’s website"
          description="Optional, e.g. https://example.co.ke"
          inputMode="url"
          spellCheck={false}
        />
      </FieldRow>
      <WebsiteFileField<ClientInput>
        name="logo_path"
        kind={CLIENT_LOGO}
        label="Logo"
        description="PNG, JPEG, SVG or WebP, at most 2 MB. Without one the site shows the name."
        previewAlt={`Logo of ${props.initial.name || 'the new client'}`}
      />
    </WebsiteRecordForm>
  );
}
