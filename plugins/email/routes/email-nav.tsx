// Outbox | Templates | Mailbox: separate pages (each list keeps its own view in the URL).
import { cn } from '@kit/ui/cn.ts';
import { NavLink } from 'react-router-dom';

export function EmailNav({ mailbox }: { mailbox: boolean }) {
  const link = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-md px-3 py-1.5 text-sm font-medium',
      isActive ? 'bg-muted text-foreground' : 'text-muted-foreground hover:text-foreground',
    );
  return (
    <nav aria-label="Email" className="mb-4 flex gap-1">
      <NavLink to="/dashboard/email" end className={link}>
        Outbox
      </NavLink>
      <NavLink to="/dashboard/email/templates" className={link}>
        Templates
      </NavLink>
      {mailbox && (
        <NavLink to="/dashboard/email/mailbox" className={link}>
          Mailbox
        </NavLink>
      )}
    </nav>
  );
}
