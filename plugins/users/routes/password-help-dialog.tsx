// An administrator helps a member who cannot sign in: a password-reset
// e-mail, or a temporary password the member must change at the next
// sign-in (the database ends their sessions and clears the flag once they
// choose their own). Who may help whom is checked by the database.

import { isDataError } from '@kernel/data/data-error.ts';
import { weakPasswordReasons } from '@kit/auth/identifier.ts';
import { Alert } from '@kit/ui/alert.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@kit/ui/dialog.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { sendPasswordReset, setTemporaryPassword, type UserRow } from '../data.ts';
import { displayName } from './users-table.tsx';

/** A readable temporary password: three groups of letters and digits (no 0/O, 1/l/I). */
export function generateTemporaryPassword(random: (n: number) => number = secureRandom): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const group = () => Array.from({ length: 4 }, () => alphabet[random(alphabet.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}

function secureRandom(n: number): number {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return buf[0] % n;
}

export function PasswordHelpDialog(props: { user: UserRow | null; onOpenChange: (open: boolean) => void }) {
  const { user } = props;
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | string[] | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'reset' | 'temporary' | null>(null);

  useEffect(() => {
    if (user) {
      setPassword('');
      setFieldError(null);
      setServerError(null);
    }
  }, [user]);

  const name = user ? displayName(user) : '';

  const sendReset = async () => {
    if (!user) return;
    setBusy('reset');
    setServerError(null);
    try {
      const to = await sendPasswordReset(user.auth_id);
      toast.success(`A password-reset e-mail to ${to} is queued`);
      props.onOpenChange(false);
    } catch (e) {
      setServerError((e as Error).message);
    } finally {
      setBusy(null);
    }
  };

  const setTemporary = async (e: FormEvent) => {
    e.preventDefault();
    if (!user) return;
    if (password.length < 8) {
      setFieldError('Use at least 8 characters.');
      return;
    }
    setBusy('temporary');
    setFieldError(null);
    setServerError(null);
    try {
      await setTemporaryPassword(user.auth_id, password);
      toast.success(`${name} must choose a new password when they sign in with the temporary one`);
      props.onOpenChange(false);
    } catch (err) {
      if (isDataError(err) && err.reasons.length > 0) setFieldError(weakPasswordReasons(err.reasons));
      else setServerError((err as Error).message);
    } finally {
      setBusy(null);
    }
  };

  const reasons = Array.isArray(fieldError) ? fieldError : null;
  return (
    <Dialog open={user !== null} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Help {name} sign in</DialogTitle>
          <DialogDescription>
            Send them a link to choose a new password, or give them a temporary password that they must change
            at their next sign-in. Either way they are signed out of their devices when the password changes.
          </DialogDescription>
        </DialogHeader>
        {serverError && <Alert variant="destructive">{serverError}</Alert>}
        <div className="grid gap-2">
          <Button
            variant="outline"
            onClick={() => void sendReset()}
            disabled={busy !== null || !user?.email}
            aria-describedby="reset-hint"
          >
            {busy === 'reset' ? 'Queuing…' : 'Send password-reset e-mail'}
          </Button>
          <p id="reset-hint" className="text-xs text-muted-foreground">
            {user?.email
              ? `Queued for ${user.email}; it is delivered once the firm's e-mail sending is set up.`
              : 'This member has no e-mail address: give them a temporary password instead.'}
          </p>
        </div>
        <form onSubmit={(e) => void setTemporary(e)} noValidate className="grid gap-3 border-t pt-4">
          <FormField
            label="Temporary password"
            error={
              reasons ? (
                <>
                  This password was refused:
                  <ul className="list-disc pl-5">
                    {reasons.map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </ul>
                </>
              ) : (
                fieldError
              )
            }
            description="Tell it to them in person or by phone, not by e-mail."
          >
            <Input
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="ghost" onClick={() => setPassword(generateTemporaryPassword())}>
              Generate one
            </Button>
            <Button type="submit" disabled={busy !== null}>
              {busy === 'temporary' ? 'Setting…' : 'Set temporary password'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
