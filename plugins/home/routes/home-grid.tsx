import type { Contributed } from '@kernel/registry/contributions.ts';
import type { HomeWidget, HomeWidgetSize } from '@kernel/registry/extension-points.ts';
import { ContributedComponent } from '@kit/contrib/contributed-component.tsx';
import { cn } from '@kit/ui/cn.ts';
import { Skeleton } from '@kit/ui/skeleton.tsx';

// Phones: one column, every widget full width. Tablets: two. Desktops: four, so four KPIs fit a row.
const SPAN: Record<HomeWidgetSize, string> = {
  small: '',
  medium: 'sm:col-span-2',
  large: 'sm:col-span-2 lg:col-span-3',
  full: 'sm:col-span-2 lg:col-span-4',
};

/** The widgets in order, each in its own named region, loaded on demand and failing on its own. */
export function HomeGrid({ widgets }: { widgets: readonly Contributed<HomeWidget>[] }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {widgets.map((w) => (
        <section key={w.id} aria-label={w.title} className={cn('min-w-0', SPAN[w.size])}>
          <ContributedComponent
            load={w.load}
            name={w.title}
            fallback={<Skeleton className={w.size === 'full' ? 'h-16' : 'h-32'} />}
          />
        </section>
      ))}
    </div>
  );
}
