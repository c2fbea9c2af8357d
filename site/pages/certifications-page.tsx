// "/certifications": the registrations and accreditations published in Settings → Website
// (ADR 082), in their order: issuing body, scope, number, valid until and a link to the
// certificate. Expired ones never reach the page (public.website_content() leaves them out).
// Until the published list is known, the list the database was seeded with (content/company.ts).
import { Award, FileText } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  formatDay,
  publicFileUrl,
  useWebsiteContent,
  type WebsiteCertification,
} from '../cms/website-content.ts';
import { SitePage } from '../components/site-page.tsx';
import { CERTIFICATIONS } from '../content/company.ts';

const SEEDED: WebsiteCertification[] = CERTIFICATIONS.map((c) => ({
  ...c,
  key: c.title,
  number: '',
  valid_until: null,
  document_path: null,
}));

function Certification({ c }: { c: WebsiteCertification }) {
  const facts = [c.number && `No. ${c.number}`, c.valid_until && `Valid until ${formatDay(c.valid_until)}`];
  return (
    <li className="flex gap-4 rounded-lg border p-5">
      <Award className="size-8 shrink-0 text-primary" aria-hidden="true" />
      <div>
        <h2 className="font-semibold">{c.title}</h2>
        <p className="mt-0.5 text-sm font-medium">{c.issuer}</p>
        {c.scope && <p className="mt-1 text-sm text-muted-foreground">{c.scope}</p>}
        {facts.some(Boolean) && <p className="mt-1 text-sm">{facts.filter(Boolean).join(' · ')}</p>}
        {c.document_path && (
          <a
            href={publicFileUrl('website-documents', c.document_path)}
            target="_blank"
            rel="noreferrer"
            className="mt-2 inline-flex items-center gap-1.5 text-sm text-primary underline underline-offset-4"
          >
            <FileText className="size-4" aria-hidden="true" />
            View the certificate
            <span className="sr-only">: {c.title}</span>
            {c.document_path.endsWith('.pdf') ? ' (PDF)' : ''}
          </a>
        )}
      </div>
    </li>
  );
}

export default function CertificationsPage() {
  const certifications = useWebsiteContent()?.certifications ?? SEEDED;
  return (
    <SitePage
      title="Certifications"
      crumbs={[]}
      intro="Our registrations and accreditations, kept current so the reports we sign are accepted by the authorities."
    >
      {certifications.length > 0 && (
        <ul className="grid gap-5 md:grid-cols-2">
          {certifications.map((c) => (
            <Certification key={c.key} c={c} />
          ))}
        </ul>
      )}
      <p className="text-sm text-muted-foreground">
        Copies of certificates are available on request —{' '}
        <Link to="/contact" className="text-primary underline underline-offset-4">
          contact us
        </Link>
        .
      </p>
    </SitePage>
  );
}
