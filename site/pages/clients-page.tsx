// "/clients": the sectors served; client names and logos arrive with the public-site issue.
import { Building2 } from 'lucide-react';
import { QuoteCta } from '../components/quote-cta.tsx';
import { SitePage } from '../components/site-page.tsx';
import { SECTORS } from '../content/company.ts';

export default function ClientsPage() {
  return (
    <SitePage
      title="Our clients"
      documentTitle="Clients"
      crumbs={[]}
      intro="Employers in every sector trust us with the safety and health of their people."
    >
      <section aria-labelledby="clients-sectors">
        <h2 id="clients-sectors" className="text-2xl font-semibold">
          Sectors we serve
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SECTORS.map((s) => (
            <li key={s} className="flex items-center gap-3 rounded-lg border p-4 font-medium">
              <Building2 className="size-5 shrink-0 text-primary" aria-hidden="true" />
              {s}
            </li>
          ))}
        </ul>
      </section>
      <p className="text-sm text-muted-foreground">
        Client references are available on request; with our clients’ permission we will list them here.
      </p>
      <QuoteCta title="Join them" />
    </SitePage>
  );
}
