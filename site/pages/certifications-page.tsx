// "/certifications": the firm's registrations and accreditations.
import { Award } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SitePage } from '../components/site-page.tsx';
import { CERTIFICATIONS } from '../content/company.ts';

export default function CertificationsPage() {
  return (
    <SitePage
      title="Certifications"
      crumbs={[]}
      intro="Our registrations and accreditations, kept current so the reports we sign are accepted by the authorities."
    >
      <ul className="grid gap-5 md:grid-cols-2">
        {CERTIFICATIONS.map((c) => (
          <li key={c.title} className="flex gap-4 rounded-lg border p-5">
            <Award className="size-8 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <h2 className="font-semibold">{c.title}</h2>
              <p className="mt-0.5 text-sm font-medium">{c.issuer}</p>
              <p className="mt-1 text-sm text-muted-foreground">{c.scope}</p>
            </div>
          </li>
        ))}
      </ul>
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
