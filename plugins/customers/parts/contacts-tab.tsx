// A customer's people: the primary contact first, call and write links, "do
// not contact" marked; add, edit and remove (with Undo). The database keeps one
// primary per customer (a new primary takes over) and writes the additions and
// removals on the customer's timeline.

import { telHref } from '@kit/format/phone.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { CheckboxField, PhoneField, TextareaField, TextField } from '@kit/forms/fields.tsx';
import { FormDialog } from '@kit/forms/form-dialog.tsx';
import { useConfirmedAction } from '@kit/forms/use-confirmed-action.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { RecordActions } from '@kit/record/record-actions.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail, Pencil, Phone, Plus, Trash2, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import {
  type Contact,
  type Customer,
  customerKeys,
  deleteContact,
  listContacts,
  restoreContact,
  saveContact,
} from '../data.ts';
import { asText, type ContactFormValues, type ContactInput, contactSchema, emptyContact } from '../schema.ts';
import { customerTarget } from './action-target.ts';

export const contactKeys = (customerId: string) => [...customerKeys.detail(customerId), 'contacts'] as const;

export function ContactsTab({
  customerId,
  customer,
}: {
  customerId: string;
  /** When given, each contact with an e-mail gets the actions other plugins offer (Email's "Send e-mail"). */
  customer?: Pick<Customer, 'id' | 'name' | 'email' | 'phone' | 'county' | 'kra_pin'>;
}) {
  const queryClient = useQueryClient();
  const contacts = useQuery({ queryKey: contactKeys(customerId), queryFn: () => listContacts(customerId) });
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: customerKeys.detail(customerId) });
  const remove = useConfirmedAction<Contact>({
    title: (c) => `Remove ${c.full_name}?`,
    description: () => 'They are taken off this customer’s contacts. The timeline keeps that they were here.',
    confirmLabel: 'Remove',
    run: (c) => deleteContact(c.id),
    undo: (c) => restoreContact(c),
    done: (c) => `${c.full_name} removed`,
    undone: (c) => `${c.full_name} is back`,
    onSettled: () => void refresh(),
  });

  let body: React.ReactNode;
  if (contacts.isPending)
    body = (
      <div role="status" aria-label="Loading contacts" className="grid gap-2">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  else if (contacts.error)
    body = <LoadError what="the contacts" error={contacts.error} onRetry={() => void contacts.refetch()} />;
  else if (contacts.data.length === 0)
    body = (
      <EmptyState
        icon={Users}
        title="No contacts yet"
        description="Add the people you talk to at this customer."
        action={<AddButton onClick={() => setEditing('new')} />}
      />
    );
  else
    body = (
      <ul className="grid gap-3" aria-label="Contacts">
        {contacts.data.map((c) => (
          <ContactCard
            key={c.id}
            contact={c}
            onEdit={() => setEditing(c)}
            onRemove={() => remove.ask(c)}
            actions={
              customer && c.email ? (
                <RecordActions target={customerTarget(customer, contacts.data ?? [], c)} />
              ) : undefined
            }
          />
        ))}
      </ul>
    );

  return (
    <section className="grid gap-4" aria-labelledby="contacts-heading">
      <div className="flex items-center justify-between gap-2">
        <h2 id="contacts-heading" className="text-lg font-semibold">
          Contacts
        </h2>
        {contacts.data && contacts.data.length > 0 && <AddButton onClick={() => setEditing('new')} />}
      </div>
      {body}
      {editing && (
        <ContactDialog
          customerId={customerId}
          contact={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => void refresh()}
        />
      )}
      {remove.dialog}
    </section>
  );
}

function AddButton({ onClick }: { onClick: () => void }) {
  return (
    <Button size="sm" onClick={onClick}>
      <Plus aria-hidden="true" />
      Add contact
    </Button>
  );
}

export function ContactCard(props: {
  contact: Contact;
  onEdit: () => void;
  onRemove: () => void;
  /** Contributed actions on this person (they come first). */
  actions?: ReactNode;
}) {
  const { phone, format } = useFormatters();
  const c = props.contact;
  const phones = [c.phone, c.phone_alt].filter((p): p is string => Boolean(p));
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{c.full_name}</span>
          {c.is_primary && <Badge variant="secondary">Primary</Badge>}
          {c.do_not_contact && <Badge variant="destructive">Do not contact</Badge>}
        </div>
        {c.job_title && <p className="text-sm text-muted-foreground">{c.job_title}</p>}
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {c.email && (
            <a
              className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
              href={`mailto:${c.email}`}
            >
              <Mail className="size-3.5" aria-hidden="true" />
              {c.email}
            </a>
          )}
          {phones.map((p) => {
            const href = telHref(p, format);
            return href ? (
              <a
                key={p}
                className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
                href={href}
              >
                <Phone className="size-3.5" aria-hidden="true" />
                {phone(p, true)}
              </a>
            ) : (
              <span key={p}>{p}</span>
            );
          })}
        </div>
        {c.notes && <p className="mt-1 whitespace-pre-line text-sm text-muted-foreground">{c.notes}</p>}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {props.actions}
        <Button size="sm" variant="outline" onClick={props.onEdit} aria-label={`Edit ${c.full_name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button size="sm" variant="outline" onClick={props.onRemove} aria-label={`Remove ${c.full_name}`}>
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
    </li>
  );
}

function ContactDialog(props: {
  customerId: string;
  contact?: Contact;
  onClose: () => void;
  onSaved: () => void;
}) {
  const c = props.contact;
  const recordForm = useRecordForm<ContactFormValues, ContactInput>({
    schema: contactSchema,
    defaultValues: c
      ? {
          full_name: c.full_name,
          job_title: asText(c.job_title),
          email: asText(c.email),
          phone: asText(c.phone),
          phone_alt: asText(c.phone_alt),
          is_primary: c.is_primary,
          do_not_contact: c.do_not_contact,
          notes: asText(c.notes),
        }
      : emptyContact,
    constraints: {
      contacts_email_format: 'email',
      contacts_phone_dialable: 'phone',
      contacts_phone_alt_dialable: 'phone_alt',
    },
    save: (values) => saveContact(props.customerId, values, c?.id),
    onSaved: (values) => {
      toast.success(c ? `${values.full_name} saved` : `${values.full_name} added`);
      props.onSaved();
      props.onClose();
    },
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      recordForm={recordForm}
      title={c ? `Edit ${c.full_name}` : 'New contact'}
      submitLabel={c ? 'Save' : 'Add contact'}
    >
      <TextField<ContactFormValues> name="full_name" label="Full name" autoComplete="off" />
      <TextField<ContactFormValues> name="job_title" label="Job title" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<ContactFormValues> name="email" label="E-mail" type="email" autoComplete="off" />
        <PhoneField<ContactFormValues> name="phone" label="Phone" autoComplete="off" />
        <PhoneField<ContactFormValues> name="phone_alt" label="Other phone" autoComplete="off" />
      </div>
      <CheckboxField<ContactFormValues>
        name="is_primary"
        label="Primary contact"
        description="The person the firm writes to first; takes over from the current one."
      />
      <CheckboxField<ContactFormValues>
        name="do_not_contact"
        label="Do not contact"
        description="They asked not to be called, texted or e-mailed by campaigns."
      />
      <TextareaField<ContactFormValues> name="notes" label="Notes" rows={2} />
    </FormDialog>
  );
}
