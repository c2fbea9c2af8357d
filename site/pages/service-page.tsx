// /services/:area and /services/:area/:topic, rendered from content/services.ts with the texts published in
// Settings → Website → Services over it (ADR 086). The route's loader fetches the area's own texts only
// (content/service-area.ts): on the server before it renders, in the browser before the page hydrates.
// An unknown area or topic shows the not-found content inside the site layout. Each page shows the
// illustration of its kind of work, below the fold, lazily (ADR 081).
import { buttonVariants } from '@kit/ui/button-variants.ts';
import { Card, CardContent, CardHeader, CardTitle } from '@kit/ui/card.tsx';
import { Scale } from '@kit/ui/icons/scale.tsx';
import { CheckCircle2 } from '@kit/ui/icons.tsx';
import { Link, type LoaderFunctionArgs, useLoaderData, useParams } from 'react-router-dom';
import { usePublishedArea } from '../cms/published-area.ts';
import { ContactDetails } from '../components/contact-details.tsx';
import { EnquiryForm } from '../components/enquiry-form.tsx';
import { QuoteCta } from '../components/quote-cta.tsx';
import { SiteImage, type SiteImageName } from '../components/responsive-image.tsx';
import type { Crumb } from '../components/site-page.tsx';
import { SitePage } from '../components/site-page.tsx';
import { loadServiceArea, type ServiceArea, type ServiceTopic } from '../content/service-area.ts';
import { servicePath } from '../content/services-index.ts';
import { LazySiteNotFound } from './site-not-found-lazy.tsx';

function TopicList(props: { area: ServiceArea; except?: string; heading: string }) {
  const topics = props.area.topics.filter((t) => t.slug !== props.except);
  if (topics.length === 0) return null;
  return (
    <section aria-labelledby="service-topics">
      <h2 id="service-topics" className="text-xl font-semibold">
        {props.heading}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {topics.map((t) => (
          <li key={t.slug} className="rounded-lg border p-4">
            <Link
              to={servicePath(props.area.slug, t.slug)}
              className="font-medium text-primary hover:underline"
            >
              {t.title}
            </Link>
            <p className="mt-1 text-sm text-muted-foreground">{t.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The illustration of a service area's (or one of its topics') kind of work. */
const AREA_IMAGES: Record<string, SiteImageName> = {
  audits: 'site-audit',
  'survey-analysis': 'noise-survey',
  training: 'safety-training',
  'specialized-training': 'fire-drill',
  'iso-training': 'safety-training',
  'hr-consultancy': 'safety-training',
  'medical-exams': 'medical-exam',
};
const TOPIC_IMAGES: Record<string, SiteImageName> = {
  'audits/fire-safety': 'fire-drill',
  'training/fire-safety': 'fire-drill',
};

export function serviceImage(area: string, topic?: string): SiteImageName {
  return (topic && TOPIC_IMAGES[`${area}/${topic}`]) || AREA_IMAGES[area] || 'ppe';
}

/** The body of a service page, given its content (also used by the stories). */
export function ServiceView(props: { area: ServiceArea; topic: ServiceTopic | null }) {
  const { area, topic } = props;
  const s = topic ?? area;
  const crumbs: Crumb[] = [{ label: 'Services', to: '/services' }];
  if (topic) crumbs.push({ label: area.title, to: servicePath(area.slug) });
  const legalBasis = s.legalBasis || area.legalBasis;
  return (
    <SitePage title={s.title} intro={s.summary} crumbs={crumbs}>
      <div className="grid gap-10 lg:grid-cols-[1fr_20rem] print:grid-cols-1">
        <div className="grid content-start gap-10">
          <section aria-labelledby="service-who">
            <h2 id="service-who" className="text-xl font-semibold">
              Who needs it
            </h2>
            <p className="mt-2 text-muted-foreground">{s.whoNeedsIt}</p>
          </section>
          <section aria-labelledby="service-deliver">
            <h2 id="service-deliver" className="text-xl font-semibold">
              What we deliver
            </h2>
            <ul className="mt-3 grid gap-2">
              {s.deliverables.map((d) => (
                <li key={d} className="flex gap-2">
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  {d}
                </li>
              ))}
            </ul>
          </section>
          <SiteImage
            name={serviceImage(area.slug, topic?.slug)}
            sizes="(min-width: 1152px) 760px, (min-width: 1024px) calc(100vw - 24rem), calc(100vw - 2rem)"
            className="h-auto w-full rounded-xl border"
          />
          {legalBasis && (
            <section aria-labelledby="service-law" className="rounded-lg border bg-muted/40 p-5">
              <h2 id="service-law" className="flex items-center gap-2 font-semibold">
                <Scale className="size-5 text-primary" aria-hidden="true" />
                Legal basis
              </h2>
              <p className="mt-2 text-sm">{legalBasis}</p>
              <p className="mt-2 text-xs text-muted-foreground">
                A summary for orientation, not legal advice. We confirm what applies to your workplace.
              </p>
            </section>
          )}
          {topic ? (
            <TopicList area={area} except={topic.slug} heading={`More in ${area.title}`} />
          ) : (
            <TopicList area={area} heading={`Types of ${area.menuLabel.toLowerCase()}`} />
          )}
        </div>
        <aside aria-label="Get in touch" className="no-print">
          <Card className="lg:sticky lg:top-28">
            <CardHeader>
              <CardTitle>Talk to an expert</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 text-sm">
              <p className="text-muted-foreground">
                Tell us about your site and we will propose a scope, a date and a price.
              </p>
              <a href="#request-quote" className={buttonVariants()}>
                Request a quote
              </a>
              <ContactDetails />
            </CardContent>
          </Card>
        </aside>
      </div>
      <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
        <EnquiryForm
          id="request-quote"
          title={`Request a quote: ${s.title}`}
          description="Tell us about your site; we reply within one working day with a scope, a date and a price."
          submitLabel="Request a quote"
          source="quote_request"
          service={topic ? `${area.slug}/${topic.slug}` : area.slug}
        />
      </div>
      <QuoteCta />
    </SitePage>
  );
}

/** The route's data: the area of the address with its own texts, or null (→ "Page not found"). */
export const loader = ({ params }: LoaderFunctionArgs) => loadServiceArea(params.area ?? '');

export default function ServicePage() {
  const { topic } = useParams();
  const found = usePublishedArea(useLoaderData<typeof loader>(), topic);
  if (!found) return <LazySiteNotFound />;
  return <ServiceView area={found.area} topic={found.topic} />;
}
