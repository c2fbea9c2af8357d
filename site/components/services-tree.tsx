// Every service area with its subpages as nested link lists: the body of the
// desktop services menu, the phone menu and the footer.
import { cn } from '@kernel/ui/cn.ts';
import { Link } from 'react-router-dom';
import { SERVICES, servicePath } from '../content/services.ts';

export function ServicesTree(props: { className?: string; onNavigate?: () => void; compact?: boolean }) {
  return (
    <ul className={cn('grid gap-x-6 gap-y-4', props.className)}>
      {SERVICES.map((area) => (
        <li key={area.slug}>
          <Link
            to={servicePath(area.slug)}
            onClick={props.onNavigate}
            className="rounded-sm font-medium hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {area.menuLabel}
          </Link>
          {!props.compact && area.topics.length > 0 && (
            <ul className="mt-1.5 grid gap-1 text-sm text-muted-foreground">
              {area.topics.map((topic) => (
                <li key={topic.slug}>
                  <Link
                    to={servicePath(area.slug, topic.slug)}
                    onClick={props.onNavigate}
                    className="rounded-sm hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {topic.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
