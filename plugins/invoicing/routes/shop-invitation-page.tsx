// /shop/invitation#<token> (ADR 036): a client accepts staff's invitation to see
// a customer's invoices. The token comes in the link's fragment (never sent to
// a server log) and is kept in sessionStorage while the client signs in, so the
// login page can bring them back here. The invitation names one address: the
// client accepts signed in as the shop account with that address, or creates
// that account here first. Accepting links the account (and signs its other
// devices out); the database decides everything (accept_customer_invitation).
import { rememberRedirect } from '@kernel/guard/redirect-memory.ts';
import { signOut } from '@kernel/session/sign-out.ts';
import { useSession } from '@kernel/session/use-session.ts';
import { Alert } from '@kit/ui/alert.tsx';
import { Button } from '@kit/ui/button.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, MailX } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  acceptInvitation,
  type InvitationInfo,
  readInvitation,
  shopKeys,
  signUpForInvitation,
} from '../shop-data.ts';

export const SHOP_INVITATION_PATH = '/shop/invitation';
const TOKEN_KEY = 'safeworks.shop-invitation';

/** The token from the link's fragment (then kept for the sign-in round trip and taken off the address bar). */
function takeToken(): string {
  const fromHash = window.location.hash.replace(/^#/, '');
  try {
    if (fromHash) {
      sessionStorage.setItem(TOKEN_KEY, fromHash);
      window.history.replaceState(window.history.state, '', window.location.pathname);
      return fromHash;
    }
    return sessionStorage.getItem(TOKEN_KEY) ?? '';
  } catch {
    return fromHash;
  }
}

const message = (e: unknown) =>
  e instanceof Error && e.message ? e.message : 'That did not work. Try again.';

export default function ShopInvitationPage() {
  const [token] = useState(takeToken);
  const invitation = useQuery({
    queryKey: shopKeys.detail(`invitation:${token.slice(0, 8)}`),
    queryFn: () => readInvitation(token),
    enabled: token.length > 0,
  });
  return (
    <main className="mx-auto grid max-w-xl gap-6 p-3 sm:p-6">
      <h1 className="text-2xl font-semibold">Your invitation</h1>
      {!token ? (
        <Invalid />
      ) : invitation.error ? (
        <LoadError what="the invitation" error={invitation.error} onRetry={() => void invitation.refetch()} />
      ) : invitation.isPending ? (
        <Skeleton className="h-40 w-full" aria-label="Loading" />
      ) : !invitation.data ? (
        <Invalid />
      ) : (
        <Invitation token={token} invitation={invitation.data} />
      )}
    </main>
  );
}

function Invalid() {
  return (
    <EmptyState
      icon={MailX}
      title="This invitation link is not valid"
      description="Open the link from the e-mail again, or ask us for a new invitation."
      action={
        <Button asChild variant="outline">
          <Link to="/contact">Contact us</Link>
        </Button>
      }
    />
  );
}

function Invitation({ token, invitation }: { token: string; invitation: InvitationInfo }) {
  const { status, user } = useSession();
  const [accepted, setAccepted] = useState(false);
  if (invitation.status === 'accepted' && !accepted)
    return (
      <EmptyState
        icon={CheckCircle2}
        title="This invitation was already accepted"
        description="The account it was for sees the invoices on its invoices page after signing in to the shop."
        action={
          <Button asChild>
            <Link to="/shop/invoices">Your invoices</Link>
          </Button>
        }
      />
    );
  if (accepted)
    return (
      <EmptyState
        icon={CheckCircle2}
        title={`Your account sees ${invitation.customer_name}'s invoices`}
        description="Your invoices and payments are listed on your invoices page whenever you sign in to the shop."
        action={
          <Button asChild>
            <Link to="/shop/invoices">See your invoices</Link>
          </Button>
        }
      />
    );
  if (invitation.status !== 'pending')
    return (
      <EmptyState
        icon={MailX}
        title={
          invitation.status === 'expired' ? 'This invitation has expired' : 'This invitation was withdrawn'
        }
        description="Ask us for a new invitation: we will e-mail you a new link."
        action={
          <Button asChild variant="outline">
            <Link to="/contact">Contact us</Link>
          </Button>
        }
      />
    );
  return (
    <section className="grid gap-4" aria-labelledby="invitation-what">
      <p id="invitation-what">
        You are invited to see the invoices and payments of <strong>{invitation.customer_name}</strong> in our
        shop, with the shop account of <strong>{invitation.email}</strong>.
      </p>
      {status === 'loading' ? (
        <Skeleton className="h-24 w-full" aria-label="Loading" />
      ) : status === 'signed-out' || !user ? (
        <SignedOut invitation={invitation} />
      ) : (user.email ?? '').toLowerCase() !== invitation.email ? (
        <WrongAccount signedInAs={user.email ?? 'another account'} invitation={invitation} />
      ) : (
        <Accept token={token} onAccepted={() => setAccepted(true)} />
      )}
    </section>
  );
}

function Accept({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      await acceptInvitation(token);
      try {
        sessionStorage.removeItem(TOKEN_KEY);
      } catch {
        /* nothing kept */
      }
      await queryClient.invalidateQueries({ queryKey: shopKeys.all });
      onAccepted();
    } catch (e) {
      setError(message(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-3">
      {error && <Alert variant="destructive">{error}</Alert>}
      <p className="text-sm text-muted-foreground">
        For your safety, accepting signs this account out on every other device.
      </p>
      <Button onClick={() => void accept()} disabled={busy}>
        {busy ? 'Accepting…' : 'Accept the invitation'}
      </Button>
    </div>
  );
}

function WrongAccount({ signedInAs, invitation }: { signedInAs: string; invitation: InvitationInfo }) {
  const navigate = useNavigate();
  return (
    <div className="grid gap-3">
      <Alert>
        You are signed in as {signedInAs}. This invitation is for {invitation.email}: sign out, then sign in
        with that address.
      </Alert>
      <Button
        variant="outline"
        onClick={async () => {
          await signOut();
          navigate(SHOP_INVITATION_PATH, { replace: true });
        }}
      >
        Sign out
      </Button>
    </div>
  );
}

function SignedOut({ invitation }: { invitation: InvitationInfo }) {
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const create = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!fullName.trim() || password.length === 0) {
      setError('Give your name and a password');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { signedIn } = await signUpForInvitation(invitation.email, fullName.trim(), password);
      if (!signedIn) setConfirm(true);
    } catch (err) {
      setError(message(err));
    } finally {
      setBusy(false);
    }
  };
  if (confirm)
    return (
      <Alert>
        We sent a confirmation to {invitation.email}. Confirm it, then open the invitation link again and sign
        in.
      </Alert>
    );
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h2 className="text-lg font-semibold">Already have a shop account with {invitation.email}?</h2>
        <Button asChild>
          <Link to="/login" onClick={() => rememberRedirect(SHOP_INVITATION_PATH)}>
            Sign in
          </Link>
        </Button>
      </div>
      <form onSubmit={create} className="grid gap-3" noValidate aria-labelledby="invitation-create">
        <h2 id="invitation-create" className="text-lg font-semibold">
          New here? Create your shop account
        </h2>
        {error && <Alert variant="destructive">{error}</Alert>}
        <FormField label="E-mail">
          <Input value={invitation.email} readOnly autoComplete="username" />
        </FormField>
        <FormField label="Full name">
          <Input value={fullName} onChange={(e) => setFullName(e.target.value)} autoComplete="name" />
        </FormField>
        <FormField label="Password">
          <Input
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
          />
        </FormField>
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating…' : 'Create my account'}
        </Button>
      </form>
    </div>
  );
}
