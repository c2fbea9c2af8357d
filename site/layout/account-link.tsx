// The header's account entry: "Sign in" for visitors, "Dashboard" for staff,
// "Sign out" for shop customers (who land on the shop after signing in and
// would otherwise still see "Sign in"). Reads the kernel's session state only;
// the sign-out code loads on click, so public pages do not pull in more.
import { isPosCustomer } from '@kernel/guard/pos-customer.ts';
import { useSession } from '@kernel/session/use-session.ts';
import { buttonVariants } from '@kit/ui/button-variants.ts';
import { cn } from '@kit/ui/cn.ts';
import { Link, useNavigate } from 'react-router-dom';

export function AccountLink(props: { className?: string; onNavigate?: () => void; size?: 'sm' | 'default' }) {
  const { session } = useSession();
  const navigate = useNavigate();
  const classes = (variant: 'outline' | 'default') =>
    cn(buttonVariants({ size: props.size ?? 'sm', variant }), props.className);
  if (!session)
    return (
      <Link to="/login" onClick={props.onNavigate} className={classes('outline')}>
        Sign in
      </Link>
    );
  if (!isPosCustomer(session))
    return (
      <Link to="/dashboard" onClick={props.onNavigate} className={classes('outline')}>
        Dashboard
      </Link>
    );
  return (
    <button
      type="button"
      className={classes('outline')}
      onClick={async () => {
        props.onNavigate?.();
        const { signOut } = await import('@kernel/session/sign-out.ts');
        await signOut();
        navigate('/', { replace: true });
      }}
    >
      Sign out
    </button>
  );
}
