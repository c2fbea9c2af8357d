// The home page hero: the firm's value proposition and the two main actions. Heading, text and
// the first action are edited in Settings → Website (ADR 067); until the published content is
// known it shows DEFAULT_HERO, the wording the database was seeded with. Its picture is the page's
// first image: loaded first, its box reserved (ADR 081).
import { buttonVariants } from '@kit/ui/button-variants.ts';
import { CheckCircle2 } from '@kit/ui/icons.tsx';
import { Link } from 'react-router-dom';
import type { WebsiteHero } from '../cms/website-content.ts';
import { DEFAULT_HERO, HERO_POINTS } from '../content/home-texts.ts';
import { SiteImage } from './responsive-image.tsx';

export function HomeHero({ hero = DEFAULT_HERO }: { hero?: WebsiteHero | null }) {
  const content = hero ?? DEFAULT_HERO;
  return (
    <section
      aria-labelledby="home-title"
      className="relative overflow-hidden border-b bg-gradient-to-br from-accent via-background to-background print:bg-none"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:py-20 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            Occupational safety, health and environment
          </p>
          <h1
            id="home-title"
            className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {content.heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">{content.body}</p>
          <div className="no-print mt-8 flex flex-wrap gap-3">
            <Link to={content.cta_href} className={buttonVariants({ size: 'lg' })}>
              {content.cta_label}
            </Link>
            <Link to="/services" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Explore our services
            </Link>
          </div>
          <ul className="mt-8 grid gap-2 text-sm sm:grid-cols-1">
            {HERO_POINTS.map((point) => (
              <li key={point} className="flex items-start gap-2">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <SiteImage
          name="site-audit"
          priority
          sizes="(min-width: 1152px) 440px, (min-width: 1024px) 40vw, calc(100vw - 2rem)"
          className="h-auto w-full rounded-2xl shadow-sm ring-1 ring-primary/15"
        />
      </div>
    </section>
  );
}
