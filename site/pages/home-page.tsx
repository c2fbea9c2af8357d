import { buttonVariants } from '@kernel/ui/button.tsx';
import { Link } from 'react-router-dom';
import { SERVICES } from '../content/services.ts';
import { SimplePage } from './simple-page.tsx';

export default function HomePage() {
  return (
    <>
      <section className="bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto max-w-6xl px-4 py-16 md:py-24">
          <h1 className="max-w-3xl text-4xl font-semibold tracking-tight md:text-5xl">
            Safe, healthy and compliant workplaces
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
            Safeworks audits workplaces, measures noise, air and water, trains your people and examines
            exposed workers, so you meet the law and your teams go home safe.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/contact" className={buttonVariants({ size: 'lg' })}>
              Request a quote
            </Link>
            <Link to="/services" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Our services
            </Link>
          </div>
        </div>
      </section>
      <SimplePage title="What we do">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((s) => (
            <li key={s.slug} className="rounded-lg border p-5">
              <h2 className="font-semibold">
                <Link to={`/services/${s.slug}`} className="hover:underline">
                  {s.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">{s.summary}</p>
            </li>
          ))}
        </ul>
      </SimplePage>
    </>
  );
}
