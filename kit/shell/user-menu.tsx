// The account menu in the top bar: who is signed in, their profile, sign out.

import { Avatar, AvatarFallback, AvatarImage, initials } from '@kit/ui/avatar.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@kit/ui/dropdown-menu.tsx';
import { KeyRound, LogOut, UserRound } from 'lucide-react';

export { initials } from '@kit/ui/avatar.tsx';

export function UserMenu(props: {
  name: string | null;
  email: string | null;
  /** The role shown under the name ('role' would read as an ARIA role). */
  userRole: string | null;
  avatarUrl?: string | null;
  /** Opens "Your profile"; without it the menu has no profile entry. */
  onEditProfile?: () => void;
  /** Opens "Change password"; without it the menu has no such entry. */
  onChangePassword?: () => void;
  onSignOut: () => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2">
        {/* Named by hidden text, not by the picture or the initials. */}
        <span className="sr-only">Account menu</span>
        <Avatar aria-hidden="true">
          {props.avatarUrl && <AvatarImage src={props.avatarUrl} />}
          <AvatarFallback>{initials(props.name, props.email ?? '?')}</AvatarFallback>
        </Avatar>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-56">
        <DropdownMenuLabel className="font-normal">
          <p className="truncate font-medium">{props.name ?? props.email}</p>
          {props.name && props.email && (
            <p className="truncate text-xs text-muted-foreground">{props.email}</p>
          )}
          {props.userRole && <p className="text-xs capitalize text-muted-foreground">{props.userRole}</p>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {props.onEditProfile && (
          <DropdownMenuItem onSelect={props.onEditProfile}>
            <UserRound aria-hidden="true" /> Your profile
          </DropdownMenuItem>
        )}
        {props.onChangePassword && (
          <DropdownMenuItem onSelect={props.onChangePassword}>
            <KeyRound aria-hidden="true" /> Change password
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={props.onSignOut}>
          <LogOut aria-hidden="true" /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
