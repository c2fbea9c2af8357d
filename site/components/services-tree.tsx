// Every service area with its subpages as nested link lists: the body of the
// desktop services menu, the phone menu and the footer.
import { cn } from '@kit/ui/cn.ts';
import { Link } from 'react-router-dom';
import { SERVICE_INDEX, servicePath } from '../content/services-index.ts';

const focusRing = 'rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

export function ServicesTree(props: {
  className?: string;
  onNavigate?: () => void;
  /** Areas only, without subpages (footer). */
  compact?: boolean;
  /** Taller link rows for touch screens (phone menu). */
  roomy?: boolean;
}) {
  const pad = props.roomy ? 'inline-block py-1' : undefined;
  return (
    <ul className={cn('grid gap-x-6 gap-y-4', props.className)}>
      {SERVICE_INDEX.map((area) => (
        <li key={area.slug}>
          <Link
            to={servicePath(area.slug)}
            onClick={props.onNavigate}
            className={cn(focusRing, pad, 'font-medium hover:text-primary hover:underline')}
          >
            {area.menuLabel}
          </Link>
          {!props.compact && area.topics.length > 0 && (
            <ul className={cn('mt-1.5 grid text-sm text-muted-foreground', !props.roomy && 'gap-1')}>
              {area.topics.map((topic) => (
                <li key={topic.slug}>
                  <Link
                    to={servicePath(area.slug, topic.slug)}
                    onClick={props.onNavigate}
                    className={cn(focusRing, pad, 'hover:text-foreground hover:underline')}
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
