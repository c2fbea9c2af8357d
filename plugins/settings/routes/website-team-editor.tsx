// Settings → Website: the team members' draft — add, edit, remove, and the order they appear in
// on /team (lowest first). Each change is saved to the draft at once; "Publish" shows them.
import { TextareaField, TextField } from '@kit/forms/fields.tsx';
import { FormPage } from '@kit/forms/form-page.tsx';
import { useConfirmedAction } from '@kit/forms/use-confirmed-action.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { Button } from '@kit/ui/button.tsx';
import { useState } from 'react';
import { toast } from 'sonner';
import { addMember, type MemberRow, removeMember, updateMember } from '../website-data.ts';
import { type MemberInput, memberSchema } from '../website-schema.ts';

type Editing = { kind: 'new' } | { kind: 'edit'; member: MemberRow } | null;

export function TeamEditor({ members, onChanged }: { members: MemberRow[]; onChanged: () => Promise<void> }) {
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useConfirmedAction<MemberRow>({
    title: (m) => `Remove ${m.name}?`,
    description: () => 'They leave the draft; visitors see the change once you publish.',
    confirmLabel: 'Remove',
    run: (m) => removeMember(m.id),
    done: (m) => `${m.name} removed from the draft`,
    onSettled: () => void onChanged(),
  });
  const nextOrder = members.reduce((max, m) => Math.max(max, m.sort_order), 0) + 1;
  return (
    <section aria-labelledby="website-team" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="website-team" className="text-base font-semibold">
          Team members
        </h3>
        {editing?.kind !== 'new' && (
          <Button variant="outline" onClick={() => setEditing({ kind: 'new' })}>
            Add team member
          </Button>
        )}
      </div>
      {editing?.kind === 'new' && (
        <MemberForm
          title="New team member"
          initial={{ name: '', role: '', bio: '', sort_order: String(nextOrder) }}
          save={addMember}
          onDone={async () => {
            setEditing(null);
            await onChanged();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      {members.length === 0 && editing?.kind !== 'new' && (
        <p className="text-sm text-muted-foreground">
          No team members yet: /team shows the disciplines only.
        </p>
      )}
      <ul className="grid gap-3">
        {members.map((m) =>
          editing?.kind === 'edit' && editing.member.id === m.id ? (
            <li key={m.id}>
              <MemberForm
                title={`Edit ${m.name}`}
                initial={{ name: m.name, role: m.role, bio: m.bio, sort_order: String(m.sort_order) }}
                save={(values) => updateMember(m.id, values)}
                onDone={async () => {
                  setEditing(null);
                  await onChanged();
                }}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <li key={m.id} className="flex flex-wrap items-start justify-between gap-3 rounded-lg border p-4">
              <div>
                <p className="font-medium">
                  {m.name} <span className="text-sm text-muted-foreground">· {m.role}</span>
                </p>
                {m.bio && <p className="mt-1 text-sm text-muted-foreground">{m.bio}</p>}
                <p className="mt-1 text-xs text-muted-foreground">Order {m.sort_order}</p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Edit ${m.name}`}
                  onClick={() => setEditing({ kind: 'edit', member: m })}
                >
                  Edit
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Remove ${m.name}`}
                  onClick={() => remove.ask(m)}
                >
                  Remove
                </Button>
              </div>
            </li>
          ),
        )}
      </ul>
      {remove.dialog}
    </section>
  );
}

function MemberForm(props: {
  title: string;
  initial: MemberInput;
  save: (values: ReturnType<typeof memberSchema.parse>) => Promise<void>;
  onDone: () => Promise<void>;
  onCancel: () => void;
}) {
  const rf = useRecordForm({
    schema: memberSchema,
    defaultValues: props.initial,
    save: async (values) => {
      await props.save(values);
      await props.onDone();
    },
    onSaved: (values) => toast.success(`${values.name} saved as a draft`),
  });
  return (
    <FormPage
      recordForm={rf}
      label={props.title}
      submitLabel="Save team member"
      className="rounded-lg border p-4"
      actions={
        <Button type="button" variant="ghost" onClick={props.onCancel}>
          Cancel
        </Button>
      }
    >
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-semibold">{props.title}</legend>
        <div className="grid gap-4 sm:grid-cols-[2fr_2fr_1fr]">
          <TextField<MemberInput> name="name" label="Name" />
          <TextField<MemberInput> name="role" label="Role" />
          <TextField<MemberInput> name="sort_order" label="Order" inputMode="numeric" />
        </div>
        <TextareaField<MemberInput> name="bio" label="Short bio" rows={3} />
      </fieldset>
    </FormPage>
  );
}
