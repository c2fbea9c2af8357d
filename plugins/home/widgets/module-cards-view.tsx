import type { MenuItem } from '@kernel/registry/types.ts';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { LayoutGrid } from 'lucide-react';
import { Link } from 'react-router-dom';

export type ModuleCard = Pick<MenuItem, 'pluginId' | 'label' | 'path' | 'icon'> & { description?: string };

/** One card per module the user can open (markup only; the widget feeds it, stories feed it fixtures). */
export function ModuleCardsView(props: { cards: ModuleCard[] }) {
  return (
    <>
      {props.cards.length === 0 ? (
        <EmptyState
          icon={LayoutGrid}
          title="No modules available"
          description="No module is switched on for your role. Ask a superadmin to enable the ones you need."
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Your modules">
          {props.cards.map((card) => {
            const Icon = card.icon;
            return (
              <li key={card.pluginId}>
                <Link
                  to={card.path}
                  className="flex h-full gap-4 rounded-lg border bg-card p-5 shadow-sm transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Icon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
                  <span>
                    <span className="block font-medium">{card.label}</span>
                    {card.description && (
                      <span className="mt-1 block text-sm text-muted-foreground">{card.description}</span>
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
