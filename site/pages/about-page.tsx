// "/about": who the firm is and how an engagement runs.
import { QuoteCta } from '../components/quote-cta.tsx';
import { SitePage } from '../components/site-page.tsx';
import { APPROACH, companyContact } from '../content/company.ts';

export default function AboutPage() {
  return (
    <SitePage
      title="About us"
      documentTitle="About"
      crumbs={[]}
      intro={`${companyContact.legalName} is a team of occupational safety, health and environmental professionals who help employers protect people and meet the law.`}
    >
      <div className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="about-what" className="grid content-start gap-3">
          <h2 id="about-what" className="text-2xl font-semibold">
            What we do
          </h2>
          <p className="text-muted-foreground">
            We audit workplaces, measure what workers are exposed to, train teams and safety committees,
            support ISO certification and HR compliance, and organise medical examinations for exposed workers
            — one partner for the whole safety programme.
          </p>
          <p className="text-muted-foreground">
            Our clients range from family businesses to large manufacturers, hotels, farms, schools, hospitals
            and public bodies. Whatever the size, the aim is the same: fewer injuries, healthier people and
            records that satisfy the inspector.
          </p>
        </section>
        <section aria-labelledby="about-values" className="grid content-start gap-3">
          <h2 id="about-values" className="text-2xl font-semibold">
            What we stand for
          </h2>
          <ul className="grid gap-2 text-muted-foreground">
            <li>
              <strong className="text-foreground">Independence.</strong> We report what we find, plainly.
            </li>
            <li>
              <strong className="text-foreground">Practicality.</strong> Advice sized to your budget and
              risks.
            </li>
            <li>
              <strong className="text-foreground">Confidentiality.</strong> Your findings and your workers’
              health data stay private.
            </li>
          </ul>
        </section>
      </div>
      <section aria-labelledby="about-approach">
        <h2 id="about-approach" className="text-2xl font-semibold">
          How we work
        </h2>
        <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {APPROACH.map((step, i) => (
            <li key={step.title} className="rounded-lg border p-5">
              <span className="grid size-8 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                {i + 1}
              </span>
              <h3 className="mt-3 font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.body}</p>
            </li>
          ))}
        </ol>
      </section>
      <QuoteCta />
    </SitePage>
  );
}
