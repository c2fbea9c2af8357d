import { useMenu } from '@kernel/app/use-menu.ts';
import { usePlugins } from '@kernel/app/use-plugins.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { Badge } from '@kernel/ui/badge.tsx';
import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { LayoutGrid } from 'lucide-react';
import { Link } from 'react-router-dom';
import { firstName, greeting } from '../greeting.ts';

export default function HomePage() {
  const { profile } = useProfile();
  const menu = useMenu();
  const plugins = usePlugins();
  const items = menu.flatMap((s) => s.items).filter((i) => i.pluginId !== 'home');
  const name = firstName(profile?.full_name);
  return (
    <>
      <PageHeader
        title={`${greeting(new Date())}${name ? `, ${name}` : ''}`}
        description="Open a module to get to work."
        actions={
          profile?.role ? (
            <Badge variant="secondary" className="capitalize">
              {profile.role}
            </Badge>
          ) : undefined
        }
      />
      {items.length === 0 ? (
        <EmptyState
          icon={LayoutGrid}
          title="No modules available"
          description="No module is switched on for your role. Ask a superadmin to enable the ones you need."
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Your modules">
          {items.map((item) => {
            const Icon = item.icon;
            const description = plugins.find((p) => p.id === item.pluginId)?.description;
            return (
              <li key={item.pluginId}>
                <Link
                  to={item.path}
                  className="flex h-full gap-4 rounded-lg border bg-card p-5 shadow-sm transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Icon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
                  <span>
                    <span className="block font-medium">{item.label}</span>
                    {description && (
                      <span className="mt-1 block text-sm text-muted-foreground">{description}</span>
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
