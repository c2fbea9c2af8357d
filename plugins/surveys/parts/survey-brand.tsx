// The respondent's page carries the firm's own branding from Settings → Company (issue 26): its logo and name
// above the survey, its phone and e-mail below for questions about it. public_survey sends them with the
// survey, so branding costs no extra round trip; until it answers, the code's name stands in.
import { COMPANY } from '@config/constants.ts';
import { letterheadLogoUrl } from '@kit/print/letterhead.tsx';
import { Link } from 'react-router-dom';
import type { SurveyCompany } from '../shapes.ts';

export function SurveyBrand({ company }: { company: SurveyCompany | null }) {
  const name = company?.name?.trim() || COMPANY.name;
  return (
    <header className="flex items-center gap-3">
      <Link to="/" className="flex min-h-11 items-center gap-3 rounded-md" aria-label={`${name}: home page`}>
        {company?.logo_path && (
          <img
            src={letterheadLogoUrl(company.logo_path)}
            alt=""
            className="h-10 w-auto max-w-[10rem] object-contain"
            width={160}
            height={40}
            decoding="async"
          />
        )}
        <span className="text-base font-semibold">{name}</span>
      </Link>
    </header>
  );
}

export function SurveyFooter({ company }: { company: SurveyCompany | null }) {
  const name = company?.name?.trim() || COMPANY.name;
  const contacts = [
    company?.phone && { href: `tel:${company.phone.replace(/[^\d+]/g, '')}`, text: company.phone },
    company?.email && { href: `mailto:${company.email}`, text: company.email },
  ].filter((c): c is { href: string; text: string } => !!c);
  return (
    <footer className="grid gap-1 text-center text-xs text-muted-foreground">
      {contacts.length > 0 && (
        <p>
          Questions about this survey?{' '}
          {contacts.map((c, i) => (
            <span key={c.href}>
              {i > 0 && ' · '}
              <a href={c.href} className="underline underline-offset-4">
                {c.text}
              </a>
            </span>
          ))}
        </p>
      )}
      <p>
        <Link to="/" className="underline underline-offset-4">
          {name}
        </Link>{' '}
        · occupational safety and health
      </p>
    </footer>
  );
}
