import { zodResolver } from '@hookform/resolvers/zod';
import type { Role } from '@kernel/roles.ts';
import { Alert } from '@kernel/ui/alert.tsx';
import { Button } from '@kernel/ui/button.tsx';
import { FormField } from '@kernel/ui/form-field.tsx';
import { Input } from '@kernel/ui/input.tsx';
import { NativeSelect } from '@kernel/ui/native-select.tsx';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { createStaffUser } from '../data.ts';
import { assignableRoles, type NewStaff, newStaffSchema } from '../schema.ts';

export function NewUserDialog(props: { callerRole: Role | null; onCreated: () => void }) {
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const roles = assignableRoles(props.callerRole);
  const form = useForm<NewStaff>({
    resolver: zodResolver(newStaffSchema),
    defaultValues: { full_name: '', email: '', password: '', role: 'staff' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await createStaffUser(values);
      toast.success(`${values.full_name} can now sign in`);
      form.reset();
      setOpen(false);
      props.onCreated();
    } catch (e) {
      setServerError((e as Error).message);
    }
  });
  if (roles.length === 0) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button>New staff user</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border bg-background p-6 shadow-lg">
          <div className="mb-4 flex items-start justify-between">
            <div>
              <Dialog.Title className="text-lg font-semibold">New staff user</Dialog.Title>
              <Dialog.Description className="text-sm text-muted-foreground">
                They sign in with this email and password, then choose their own under Account menu → Change
                password.
              </Dialog.Description>
            </div>
            <Dialog.Close className="rounded-md p-1 hover:bg-accent" aria-label="Close">
              <X className="size-4" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            {serverError && <Alert variant="destructive">{serverError}</Alert>}
            <FormField label="Full name" error={errors.full_name?.message}>
              <Input autoComplete="off" {...form.register('full_name')} />
            </FormField>
            <FormField label="Email" error={errors.email?.message}>
              <Input type="email" autoComplete="off" {...form.register('email')} />
            </FormField>
            <FormField label="Password" error={errors.password?.message}>
              <Input type="password" autoComplete="new-password" {...form.register('password')} />
            </FormField>
            <FormField label="Role" error={errors.role?.message}>
              <NativeSelect className="capitalize" {...form.register('role')}>
                {roles.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Creating…' : 'Create user'}
            </Button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
