// The shell's presentational frame with everything passed in: DashboardLayout
// feeds it from the kernel's hooks; stories and the sample-plugin guide feed it
// fake data.
import { COMPANY } from '@config/constants.ts';
import type { MenuSection } from '@kernel/registry/types.ts';
import { Sheet } from '@kit/ui/sheet.tsx';
import { type ReactNode, useState } from 'react';
import type { Crumb } from './breadcrumbs.tsx';
import { Sidebar } from './sidebar.tsx';
import { SidebarNav } from './sidebar-nav.tsx';
import { type ShellUser, TopBar } from './top-bar.tsx';

export function ShellFrame(props: {
  menu: MenuSection[];
  crumbs: Crumb[];
  user: ShellUser;
  /** The search button (command palette) in the top bar. */
  search?: ReactNode;
  /** The notification bell in the top bar. */
  notifications?: ReactNode;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  mobileMenuOpen: boolean;
  onMobileMenuOpenChange: (open: boolean) => void;
  onEditProfile?: () => void;
  onChangePassword?: () => void;
  onSignOut: () => void;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh bg-background">
      <SkipLink />
      <Sidebar menu={props.menu} collapsed={props.collapsed} onCollapsedChange={props.onCollapsedChange} />
      <Sheet open={props.mobileMenuOpen} onOpenChange={props.onMobileMenuOpenChange} title={COMPANY.name}>
        <SidebarNav menu={props.menu} onNavigate={() => props.onMobileMenuOpenChange(false)} />
      </Sheet>
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          crumbs={props.crumbs}
          user={props.user}
          search={props.search}
          notifications={props.notifications}
          onOpenMenu={() => props.onMobileMenuOpenChange(true)}
          onEditProfile={props.onEditProfile}
          onChangePassword={props.onChangePassword}
          onSignOut={props.onSignOut}
        />
        <main id="content" tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
          {props.children}
        </main>
      </div>
    </div>
  );
}

/** ShellFrame holding its own collapse and phone-menu state (stories, guides). */
export function StatefulShellFrame(
  props: Omit<
    Parameters<typeof ShellFrame>[0],
    'collapsed' | 'onCollapsedChange' | 'mobileMenuOpen' | 'onMobileMenuOpenChange'
  > & { initiallyCollapsed?: boolean; initiallyMenuOpen?: boolean },
) {
  const { initiallyCollapsed, initiallyMenuOpen, ...rest } = props;
  const [collapsed, setCollapsed] = useState(initiallyCollapsed ?? false);
  const [open, setOpen] = useState(initiallyMenuOpen ?? false);
  return (
    <ShellFrame
      {...rest}
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
      mobileMenuOpen={open}
      onMobileMenuOpenChange={setOpen}
    />
  );
}

export function SkipLink() {
  return (
    <a
      href="#content"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
    >
      Skip to content
    </a>
  );
}
