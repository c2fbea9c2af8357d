// "/": value proposition, services, why us, our work in pictures, sectors served, call to action.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@kit/ui/card.tsx';
import { ArrowRight } from '@kit/ui/icons.tsx';
import { Link } from 'react-router-dom';
import { useServiceIndex } from '../cms/service-index.ts';
import { useWebsiteContent } from '../cms/website-content.ts';
import { HomeHero } from '../components/home-hero.tsx';
import { QuoteCta } from '../components/quote-cta.tsx';
import { SiteImage, type SiteImageName } from '../components/responsive-image.tsx';
import { serviceIcon } from '../components/service-icon.ts';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { SECTORS, WHY_US } from '../content/home-texts.ts';
import { servicePath } from '../content/services-index.ts';

function ServiceCards() {
  const services = useServiceIndex();
  return (
    <section aria-labelledby="home-services" className="mx-auto max-w-6xl px-4 py-14 md:py-20">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="home-services" className="text-3xl font-semibold tracking-tight">
            What we do
          </h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Everything an employer needs to protect people and meet the law, from one firm.
          </p>
        </div>
        <Link
          to="/services"
          className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
        >
          All services
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((area) => {
          const Icon = serviceIcon(area.slug);
          return (
            <li key={area.slug}>
              <Card className="relative h-full transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
                <CardHeader>
                  <span className="mb-2 grid size-11 place-items-center rounded-lg bg-accent text-primary">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <CardTitle>
                    {/* The link covers the whole card (after:absolute) so the card is one click target. */}
                    <Link
                      to={servicePath(area.slug)}
                      className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                    >
                      {area.title}
                    </Link>
                  </CardTitle>
                  <CardDescription>{area.summary}</CardDescription>
                </CardHeader>
                {area.topics.length > 0 && (
                  <CardContent className="text-sm text-muted-foreground">
                    {area.topics.map((t) => t.title).join(' · ')}
                  </CardContent>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function WhyUs() {
  return (
    <section aria-labelledby="home-why" className="border-y bg-muted/50">
      <div className="mx-auto max-w-6xl px-4 py-14 md:py-20">
        <h2 id="home-why" className="text-3xl font-semibold tracking-tight">
          Why employers choose us
        </h2>
        <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {WHY_US.map((item, i) => (
            <li key={item.title}>
              <span className="text-sm font-semibold text-primary" aria-hidden="true">
                0{i + 1}
              </span>
              <h3 className="mt-1 text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{item.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const WORK: { image: SiteImageName; title: string }[] = [
  { image: 'noise-survey', title: 'Noise and air surveys' },
  { image: 'fire-drill', title: 'Fire drills and training' },
  { image: 'ppe', title: 'The right protective equipment' },
];

/** Below the fold: three illustrations, loaded lazily, and the way to the gallery's albums. */
function OurWork() {
  return (
    <section aria-labelledby="home-work" className="mx-auto max-w-6xl px-4 py-14 md:py-20">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="home-work" className="text-3xl font-semibold tracking-tight">
          Our work
        </h2>
        <Link
          to="/gallery"
          className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
        >
          Photos in the gallery
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <ul className="mt-8 grid gap-5 sm:grid-cols-3">
        {WORK.map((w) => (
          <li key={w.image} className="grid gap-3">
            <SiteImage
              name={w.image}
              sizes="(min-width: 1152px) 360px, (min-width: 640px) 31vw, calc(100vw - 2rem)"
              className="h-auto w-full rounded-xl border"
            />
            <p className="font-medium">{w.title}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ClientsStrip() {
  return (
    <section aria-labelledby="home-clients" className="mx-auto max-w-6xl px-4 py-14 text-center">
      <h2 id="home-clients" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        Trusted by employers across sectors
      </h2>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        {SECTORS.map((sector) => (
          <li key={sector} className="rounded-full border bg-background px-4 py-2 text-sm font-medium">
            {sector}
          </li>
        ))}
      </ul>
      <Link to="/clients" className="mt-6 inline-block text-sm font-medium text-primary hover:underline">
        See who we work with
      </Link>
    </section>
  );
}

export default function HomePage() {
  useDocumentTitle(null);
  const content = useWebsiteContent();
  return (
    <>
      <HomeHero hero={content?.hero} />
      <ServiceCards />
      <WhyUs />
      <OurWork />
      <ClientsStrip />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <QuoteCta />
      </div>
    </>
  );
}
