// Settings → Website → Services (ADR 086): the service pages' texts — title, introduction, who needs it,
// what we deliver (a point a line) and the legal basis — one page at a time. Every page of the site is
// listed (the routes are the site's: none is added or removed here) with whether its draft is published.
// Editing one shows its form, the draft beside what visitors see now, and "Publish page" (this page
// only) and "Discard draft" (asks first). The panel's own Publish publishes every page with the rest.
import { TextareaField, TextField } from '@kit/forms/fields.tsx';
import { useConfirmedAction } from '@kit/forms/use-confirmed-action.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { cn } from '@kit/ui/cn.ts';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  discardServiceDraft,
  publishService,
  type ServiceRow,
  saveServiceDraft,
  serviceChanged,
} from '../website-data.ts';
import {
  SERVICE_CONSTRAINTS,
  type ServiceInput,
  type ServiceValues,
  serviceInput,
  serviceSchema,
} from '../website-schema.ts';
import { type FormSlot, useWebsiteRecordForm, WebsiteRecordForm } from './website-record-form.tsx';

/** The page's address on the site. */
const pathOf = (key: string) => `/services/${key}`;

export function ServicesEditor({
  drafts,
  published,
  onChanged,
}: {
  drafts: ServiceRow[];
  published: ServiceRow[];
  onChanged: () => Promise<void>;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const publishedOf = (key: string) => published.find((p) => p.service_key === key);
  return (
    <section aria-labelledby="website-services" className="grid gap-4">
      <div>
        <h3 id="website-services" className="text-base font-semibold">
          Service pages
        </h3>
        <p className="text-sm text-muted-foreground">
          The text of each page under /services. Plain text only; the pictures, menus and the quote form stay
          as they are.
        </p>
      </div>
      <ul className="grid gap-2">
        {drafts.map((draft) => {
          const changed = serviceChanged(draft, publishedOf(draft.service_key));
          const topic = draft.service_key.includes('/');
          return (
            <li key={draft.service_key} className={cn(topic && 'sm:ml-6')}>
              {open === draft.service_key ? (
                <ServiceEditor
                  draft={draft}
                  published={publishedOf(draft.service_key)}
                  onChanged={onChanged}
                  onClose={() => setOpen(null)}
                />
              ) : (
                <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
                  <div className="min-w-0">
                    <p className="font-medium">{draft.title}</p>
                    <p className="text-sm text-muted-foreground">{pathOf(draft.service_key)}</p>
                  </div>
                  <div className="flex items-center gap-2">
                    {changed ? (
                      <Badge variant="secondary">Unpublished changes</Badge>
                    ) : (
                      <Badge variant="outline">Published</Badge>
                    )}
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Edit ${draft.title}`}
                      onClick={() => setOpen(draft.service_key)}
                    >
                      Edit
                    </Button>
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** One page: its form, the draft beside the published text, Publish page and Discard draft. */
function ServiceEditor(props: {
  draft: ServiceRow;
  published: ServiceRow | undefined;
  onChanged: () => Promise<void>;
  onClose: () => void;
}) {
  const { draft, published, onChanged } = props;
  const key = draft.service_key;
  const changed = serviceChanged(draft, published);
  const [publishing, setPublishing] = useState(false);
  const publish = async () => {
    if (publishing) return;
    setPublishing(true);
    try {
      await publishService(key);
      toast.success(`Published: ${pathOf(key)} shows your text`);
    } catch (e) {
      toast.error(`Could not publish: ${e instanceof Error ? e.message : 'try again'}`);
    } finally {
      setPublishing(false);
      await onChanged();
    }
  };
  const discard = useConfirmedAction<null>({
    title: () => `Discard the draft of ${draft.title}?`,
    description: () =>
      'The page’s text goes back to what visitors see now. Your unpublished edits to it are lost.',
    confirmLabel: 'Discard draft',
    run: () => discardServiceDraft(key),
    done: () => 'Draft discarded',
    onSettled: () => void onChanged(),
  });
  const slot: FormSlot = { title: `Edit ${draft.title}`, onDone: onChanged, onCancel: props.onClose };
  return (
    <div className="grid gap-4 rounded-lg border p-4">
      {/* Keyed by the draft: a discard (or another session's edit) starts the form again from it. */}
      <ServiceForm key={JSON.stringify(serviceInput(draft))} slot={slot} draft={draft} />
      <div className="grid gap-4 md:grid-cols-2">
        <ServicePreview label={`Draft of ${pathOf(key)}`} heading="Draft" text={draft} compare={published} />
        {published ? (
          <ServicePreview label={`Published ${pathOf(key)}`} heading="On the site now" text={published} />
        ) : (
          <p className="text-sm text-muted-foreground">Not published yet: the site shows its own wording.</p>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <p role="status" className="mr-auto text-sm">
          {changed
            ? 'Unpublished changes: visitors still see the published text.'
            : 'The page shows exactly this.'}
        </p>
        <Button variant="outline" disabled={!changed || discard.busy} onClick={() => discard.ask(null)}>
          Discard draft
        </Button>
        <Button disabled={!changed || publishing} onClick={() => void publish()}>
          {publishing ? 'Publishing…' : 'Publish page'}
        </Button>
      </div>
      {discard.dialog}
    </div>
  );
}

function ServiceForm(props: { slot: FormSlot; draft: ServiceRow }) {
  const { slot, draft } = props;
  const rf = useWebsiteRecordForm({
    schema: serviceSchema,
    defaultValues: serviceInput(draft),
    constraints: SERVICE_CONSTRAINTS,
    slot,
    save: (values: ServiceValues) => saveServiceDraft(draft.service_key, values),
    nameOf: (values) => values.title,
  });
  return (
    <WebsiteRecordForm recordForm={rf} slot={slot} submitLabel="Save page draft">
      <TextField<ServiceInput> name="title" label="Title" description="The page’s heading and tab title." />
      <TextareaField<ServiceInput>
        name="summary"
        label="Introduction"
        rows={2}
        description="Under the heading; also what search results show."
      />
      <TextareaField<ServiceInput> name="who_needs_it" label="Who needs it" rows={2} />
      <TextareaField<ServiceInput>
        name="deliverables"
        label="What we deliver"
        rows={4}
        description="One point a line, at most 12."
      />
      <TextareaField<ServiceInput>
        name="legal_basis"
        label="Legal basis"
        rows={2}
        description={
          draft.service_key.includes('/')
            ? 'Optional: empty shows the legal basis of the area’s page.'
            : 'Optional: a short pointer to the law, not legal advice.'
        }
      />
    </WebsiteRecordForm>
  );
}

/** A version of the page's text as the page lays it out; with `compare`, what differs from it is marked. */
function ServicePreview(props: { label: string; heading: string; text: ServiceRow; compare?: ServiceRow }) {
  const { text, compare } = props;
  const differs = (field: keyof ServiceValues) =>
    compare !== undefined && JSON.stringify(text[field]) !== JSON.stringify(compare[field]);
  const mark = (field: keyof ServiceValues) =>
    differs(field) ? 'rounded bg-amber-100 px-1 dark:bg-amber-900/40' : undefined;
  const changedNote = (field: keyof ServiceValues) =>
    differs(field) ? <span className="sr-only"> (changed)</span> : null;
  return (
    <section aria-label={props.label} className="grid content-start gap-2 rounded-md bg-muted/40 p-3 text-sm">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{props.heading}</p>
      <p className={cn('text-base font-semibold', mark('title'))}>
        {text.title}
        {changedNote('title')}
      </p>
      <p className={mark('summary')}>
        {text.summary}
        {changedNote('summary')}
      </p>
      <p className="font-medium">Who needs it</p>
      <p className={mark('who_needs_it')}>
        {text.who_needs_it}
        {changedNote('who_needs_it')}
      </p>
      <p className="font-medium">What we deliver{changedNote('deliverables')}</p>
      <ul className={cn('grid gap-1', mark('deliverables'))}>
        {text.deliverables.map((d) => (
          <li key={d} className="flex gap-2">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {d}
          </li>
        ))}
      </ul>
      {(text.legal_basis || differs('legal_basis')) && (
        <>
          <p className="font-medium">Legal basis</p>
          <p className={mark('legal_basis')}>
            {text.legal_basis || 'The area’s legal basis'}
            {changedNote('legal_basis')}
          </p>
        </>
      )}
    </section>
  );
}
