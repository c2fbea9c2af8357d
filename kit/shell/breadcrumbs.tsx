// The trail of the current screen, read from the matched routes' handle.title.

import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '@kit/ui/breadcrumb.tsx';
import { cn } from '@kit/ui/cn.ts';
import type { UIMatch } from 'react-router-dom';

export interface Crumb {
  title: string;
  path: string;
}

/** One crumb per matched route with a title; index routes that repeat their parent's path are folded. */
export function crumbsFromMatches(matches: readonly Pick<UIMatch, 'pathname' | 'handle'>[]): Crumb[] {
  const crumbs: Crumb[] = [];
  for (const m of matches) {
    const title = (m.handle as { title?: unknown } | undefined)?.title;
    if (typeof title !== 'string' || !title) continue;
    const path = m.pathname.length > 1 ? m.pathname.replace(/\/+$/, '') : m.pathname;
    const same = crumbs.findIndex((c) => c.path === path);
    // A child route at its parent's path (an index route) names the page better than the parent.
    if (same >= 0) crumbs[same] = { title, path };
    else crumbs.push({ title, path });
  }
  return crumbs;
}

/** On phones only the current page shows; the trail appears from the `sm` breakpoint. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <Breadcrumb className="min-w-0">
      <BreadcrumbList className="flex-nowrap">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return [
            i > 0 && <BreadcrumbSeparator key={`${c.path}-sep`} className="hidden sm:inline-flex" />,
            <BreadcrumbItem key={c.path} className={cn(!last && 'hidden sm:inline-flex')}>
              {last ? (
                <BreadcrumbPage>{c.title}</BreadcrumbPage>
              ) : (
                <BreadcrumbLink to={c.path}>{c.title}</BreadcrumbLink>
              )}
            </BreadcrumbItem>,
          ];
        })}
      </BreadcrumbList>
    </Breadcrumb>
  );
}
