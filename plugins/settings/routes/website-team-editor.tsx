// Settings → Website: the team members' draft — add, edit (name, role, short bio, photo), remove,
// and their order on /team (Move up / Move down). Each change is saved to the draft at once;
// "Publish" shows them.
import { TextareaField, TextField } from '@kit/forms/fields.tsx';
import { addMember, type MemberRow, removeMember, updateMember } from '../website-data.ts';
import { TEAM_PHOTO, websiteFileUrl } from '../website-files.ts';
import { type MemberInput, type MemberValues, memberSchema } from '../website-schema.ts';
import { WebsiteFileField } from './website-file-field.tsx';
import { nextOrder, WebsiteListEditor } from './website-list-editor.tsx';
import { FieldRow, type FormSlot, useWebsiteRecordForm, WebsiteRecordForm } from './website-record-form.tsx';

export function TeamEditor({ members, onChanged }: { members: MemberRow[]; onChanged: () => Promise<void> }) {
  return (
    <WebsiteListEditor
      list="team"
      heading="Team members"
      addLabel="Add team member"
      newTitle="New team member"
      empty="No team members yet: /team shows the disciplines only."
      items={members}
      nameOf={(m) => m.name}
      remove={(m) => removeMember(m.id)}
      onChanged={onChanged}
      summary={(m) => (
        <div className="flex gap-3">
          {m.photo_path && (
            <img
              src={websiteFileUrl(TEAM_PHOTO, m.photo_path)}
              alt=""
              width={48}
              height={48}
              className="size-12 shrink-0 rounded-full object-cover"
            />
          )}
          <div>
            <p className="font-medium">
              {m.name} <span className="text-sm text-muted-foreground">· {m.role}</span>
            </p>
            {m.bio && <p className="mt-1 text-sm text-muted-foreground">{m.bio}</p>}
          </div>
        </div>
      )}
      form={(slot, m) => (
        <MemberForm
          slot={slot}
          initial={
            m
              ? { name: m.name, role: m.role, bio: m.bio, photo_path: m.photo_path ?? '' }
              : { name: '', role: '', bio: '', photo_path: '' }
          }
          save={(values) => (m ? updateMember(m.id, values) : addMember(values, nextOrder(members)))}
        />
      )}
    />
  );
}

function MemberForm(props: {
  slot: FormSlot;
  initial: MemberInput;
  save: (values: MemberValues) => Promise<void>;
}) {
  const { slot } = props;
  const rf = useWebsiteRecordForm({
    schema: memberSchema,
    defaultValues: props.initial,
    slot,
    save: props.save,
    nameOf: (values) => values.name,
  });
  return (
    <WebsiteRecordForm recordForm={rf} slot={slot} submitLabel="Save team member">
      <FieldRow>
        <TextField<MemberInput> name="name" label="Name" />
        <TextField<MemberInput> name="role" label="Role" />
      </FieldRow>
      <TextareaField<MemberInput> name="bio" label="Short bio" rows={3} />
      <WebsiteFileField<MemberInput>
        name="photo_path"
        kind={TEAM_PHOTO}
        label="Photo"
        description="PNG, JPEG or WebP, at most 2 MB. Shown as a circle on /team; a square photo fits best."
        previewAlt={`Photo of ${props.initial.name || 'the new team member'}`}
      />
    </WebsiteRecordForm>
  );
}
