// "/clients": the client logos published in Settings → Website (ADR 082), in their order, each
// with the client's name as its alternative text (and a link to their site when given), then the
// sectors served. With none published: the sectors and "references on request", as before.
import { Building2 } from 'lucide-react';
import { publicFileUrl, useWebsiteContent, type WebsiteClient } from '../cms/website-content.ts';
import { QuoteCta } from '../components/quote-cta.tsx';
import { SitePage } from '../components/site-page.tsx';
import { SECTORS } from '../content/home-texts.ts';

function ClientTile({ client }: { client: WebsiteClient }) {
  const face = client.logo_path ? (
    <img
      src={publicFileUrl('branding', client.logo_path)}
      alt={client.name}
      width={160}
      height={80}
      loading="lazy"
      className="h-20 w-40 object-contain"
    />
  ) : (
    <span className="text-center font-medium">{client.name}</span>
  );
  const tile = 'flex h-28 items-center justify-center rounded-lg border bg-white p-4';
  return client.website_url ? (
    <a
      href={client.website_url}
      target="_blank"
      rel="noopener noreferrer"
      className={`${tile} hover:border-primary`}
    >
      {face}
    </a>
  ) : (
    <div className={tile}>{face}</div>
  );
}

export default function ClientsPage() {
  const clients = useWebsiteContent()?.clients ?? [];
  return (
    <SitePage
      title="Our clients"
      documentTitle="Clients"
      crumbs={[]}
      intro="Employers in every sector trust us with the safety and health of their people."
    >
      {clients.length > 0 && (
        <section aria-labelledby="clients-logos">
          <h2 id="clients-logos" className="text-2xl font-semibold">
            Some of the organisations we work with
          </h2>
          <ul aria-label="Client logos" className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {clients.map((c) => (
              <li key={c.key}>
                <ClientTile client={c} />
              </li>
            ))}
          </ul>
        </section>
      )}
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
      {clients.length === 0 && (
        <p className="text-sm text-muted-foreground">
          Client references are available on request; with our clients’ permission we will list them here.
        </p>
      )}
      <QuoteCta title="Join them" />
    </SitePage>
  );
}
