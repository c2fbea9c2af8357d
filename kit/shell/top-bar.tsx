import { UserMenu } from '@kit/shell/user-menu.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './breadcrumbs.tsx';

export interface ShellUser {
  name: string | null;
  /** E-mail, or the phone number of phone-only accounts. */
  email: string | null;
  role: string | null;
  avatarUrl: string | null;
}

/** Phone menu button (below md), breadcrumbs, search, the notification bell and the account menu. */
export function TopBar(props: {
  crumbs: Crumb[];
  user: ShellUser;
  /** The search button that opens the command palette (kernel/search); stories may pass none. */
  search?: ReactNode;
  /** The notification bell (kernel/notifications); stories pass a fake one, or none. */
  notifications?: ReactNode;
  onOpenMenu: () => void;
  onEditProfile?: () => void;
  onChangePassword?: () => void;
  onSignOut: () => void;
}) {
  return (
    <header className="no-print sticky top-0 z-30 flex h-14 items-center gap-3 border-b bg-background/95 px-4 backdrop-blur">
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        onClick={props.onOpenMenu}
      >
        <Menu aria-hidden="true" />
      </Button>
      <div className="min-w-0 flex-1">
        <Breadcrumbs crumbs={props.crumbs} />
      </div>
      {props.search}
      {props.notifications}
      <UserMenu
        name={props.user.name}
        email={props.user.email}
        userRole={props.user.role}
        avatarUrl={props.user.avatarUrl}
        onEditProfile={props.onEditProfile}
        onChangePassword={props.onChangePassword}
        onSignOut={props.onSignOut}
      />
    </header>
  );
}
