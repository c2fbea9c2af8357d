import { buttonVariants } from '@kernel/ui/button.tsx';
import { Link, useParams } from 'react-router-dom';
import { findService } from '../content/services.ts';
import { SimplePage } from './simple-page.tsx';
import { SiteNotFound } from './site-not-found.tsx';

/** /services/:area and /services/:area/:topic, rendered from content/services.ts. */
export default function ServicePage() {
  const { area: areaSlug = '', topic: topicSlug } = useParams();
  const found = findService(areaSlug, topicSlug);
  if (!found) return <SiteNotFound />;
  const { area, topic } = found;
  const s = topic ?? area;
  return (
    <SimplePage title={s.title} intro={s.summary}>
      {topic && (
        <p className="text-sm">
          Part of{' '}
          <Link to={`/services/${area.slug}`} className="text-primary hover:underline">
            {area.title}
          </Link>
        </p>
      )}
      <section>
        <h2 className="text-lg font-semibold">Who needs it</h2>
        <p className="mt-1 text-muted-foreground">{s.whoNeedsIt}</p>
      </section>
      <section>
        <h2 className="text-lg font-semibold">What you receive</h2>
        <ul className="mt-1 list-disc pl-5 text-muted-foreground">
          {s.deliverables.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      </section>
      {(s.legalBasis ?? area.legalBasis) && (
        <section>
          <h2 className="text-lg font-semibold">Legal basis</h2>
          <p className="mt-1 text-muted-foreground">{s.legalBasis ?? area.legalBasis}</p>
        </section>
      )}
      {!topic && area.topics.length > 0 && (
        <section>
          <h2 className="text-lg font-semibold">Our {area.title.toLowerCase()} services</h2>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2">
            {area.topics.map((t) => (
              <li key={t.slug} className="rounded-lg border p-4">
                <Link to={`/services/${area.slug}/${t.slug}`} className="font-medium hover:underline">
                  {t.title}
                </Link>
                <p className="mt-1 text-sm text-muted-foreground">{t.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div>
        <Link to="/contact" className={buttonVariants()}>
          Request a quote
        </Link>
      </div>
    </SimplePage>
  );
}
