// "/services": every service area with its subpages.
import { Card, CardContent, CardDescription, CardHeader } from '@kit/ui/card.tsx';
import { Link } from 'react-router-dom';
import { useServiceIndex } from '../cms/service-index.ts';
import { QuoteCta } from '../components/quote-cta.tsx';
import { serviceIcon } from '../components/service-icon.ts';
import { SitePage } from '../components/site-page.tsx';
import { servicePath } from '../content/services-index.ts';

export default function ServicesPage() {
  const services = useServiceIndex();
  return (
    <SitePage
      title="Our services"
      documentTitle="Services"
      crumbs={[]}
      intro="Audits, workplace measurements, training, ISO programmes, HR consultancy and medical examinations — everything an employer needs to keep people safe and meet the law."
    >
      <ul className="grid gap-5 md:grid-cols-2">
        {services.map((area) => {
          const Icon = serviceIcon(area.slug);
          return (
            <li key={area.slug}>
              <Card className="h-full">
                <CardHeader>
                  <div className="flex items-center gap-3">
                    <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-accent text-primary">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    {/* h2: the cards sit directly under the page's h1 (CardTitle is an h3). */}
                    <h2 className="text-lg leading-tight font-semibold">
                      <Link to={servicePath(area.slug)} className="hover:underline">
                        {area.title}
                      </Link>
                    </h2>
                  </div>
                  <CardDescription>{area.summary}</CardDescription>
                </CardHeader>
                {area.topics.length > 0 && (
                  <CardContent>
                    <ul className="grid gap-1 text-sm sm:grid-cols-2">
                      {area.topics.map((t) => (
                        <li key={t.slug}>
                          <Link to={servicePath(area.slug, t.slug)} className="text-primary hover:underline">
                            {t.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </CardContent>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
      <QuoteCta />
    </SitePage>
  );
}
