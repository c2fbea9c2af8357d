// The site footer: contact details, quick links, every service, and the
// certifications, feedback and privacy policy links.
import { Link } from 'react-router-dom';
import { ContactDetails } from '../components/contact-details.tsx';
import { ServicesTree } from '../components/services-tree.tsx';
import { companyContact } from '../content/company-contact.ts';
import { QUICK_LINKS } from './nav-links.ts';

const linkClass =
  'rounded-sm hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/50 print:bg-transparent">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-[1.2fr_0.8fr_2fr]">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-semibold">
            {companyContact.legalName}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{companyContact.tagline}</p>
          <ContactDetails className="mt-4 text-sm" />
        </section>
        <nav aria-labelledby="footer-links" className="no-print">
          <h2 id="footer-links" className="font-semibold">
            Quick links
          </h2>
          <ul className="mt-4 grid gap-2 text-sm text-muted-foreground">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services" className="no-print md:col-span-2 lg:col-span-1">
          <h2 id="footer-services" className="font-semibold">
            Services
          </h2>
          <ServicesTree className="mt-4 text-sm sm:grid-cols-2" compact />
        </nav>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {companyContact.legalName}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link to="/certifications" className={linkClass}>
                Certifications
              </Link>
            </li>
            <li>
              <Link to="/feedback" className={linkClass}>
                Give feedback
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className={linkClass}>
                Privacy policy
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
