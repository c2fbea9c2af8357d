// "New staff user" on the kernel's record form (ADR 013): zod checks first, one save in flight, and
// the function's refusals under the field they concern — a weak password (with the auth server's
// reasons) under Password, an address already in use under Email; anything else above the form.

import type { Role } from '@kernel/roles.ts';
import { SelectField, TextField } from '@kit/forms/fields.tsx';
import { FormDialog } from '@kit/forms/form-dialog.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { Button } from '@kit/ui/button.tsx';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { createStaffUser } from '../data.ts';
import { assignableRoles, type NewStaff, newStaffSchema } from '../schema.ts';

export function NewUserDialog(props: { callerRole: Role | null; onCreated: () => void }) {
  const [open, setOpen] = useState(false);
  const roles = assignableRoles(props.callerRole);
  const welcomeQueued = useRef(false);
  const recordForm = useRecordForm<NewStaff>({
    schema: newStaffSchema,
    defaultValues: { full_name: '', email: '', password: '', role: 'staff' },
    save: async (values) => {
      welcomeQueued.current = (await createStaffUser(values)).welcomeQueued;
      // The next person starts from an empty form, not from the last one's values.
      return { full_name: '', email: '', password: '', role: 'staff' };
    },
    constraints: { weak_password: 'password', user_already_exists: 'email' },
    onSaved: (values) => {
      toast.success(
        welcomeQueued.current
          ? `${values.full_name} can now sign in; a welcome e-mail is on its way`
          : `${values.full_name} can now sign in (the welcome e-mail could not be queued: tell them yourself)`,
      );
      setOpen(false);
      props.onCreated();
    },
  });
  if (roles.length === 0) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>New staff user</Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        recordForm={recordForm}
        title="New staff user"
        description="They sign in with this email and password, then choose their own under Account menu → Change password."
        submitLabel="Create user"
      >
        <TextField<NewStaff> name="full_name" label="Full name" autoComplete="off" />
        <TextField<NewStaff> name="email" label="Email" type="email" autoComplete="off" />
        <TextField<NewStaff> name="password" label="Password" type="password" autoComplete="new-password" />
        <SelectField<NewStaff>
          name="role"
          label="Role"
          options={roles.map((r) => ({ value: r, label: r }))}
          className="capitalize"
        />
      </FormDialog>
    </>
  );
}
