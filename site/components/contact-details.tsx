// The firm's address, phones, email and opening hours (footer, contact page).
import { cn } from '@kit/ui/cn.ts';
import { Clock, Mail, MapPin, Phone } from '@kit/ui/icons.tsx';
import { companyContact, telHref } from '../content/company-contact.ts';

const linkClass =
  'rounded-sm text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

export function ContactDetails(props: { className?: string }) {
  return (
    <address className={cn('grid gap-3 not-italic', props.className)}>
      <p className="flex gap-2">
        <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span>
          {companyContact.addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          <span className="block text-muted-foreground">{companyContact.postal}</span>
        </span>
      </p>
      <p className="flex gap-2">
        <Phone className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span>
          <a href={telHref(companyContact.phone)} className={linkClass}>
            {companyContact.phone}
          </a>
          {' · '}
          <a href={telHref(companyContact.phoneAlt)} className={linkClass}>
            {companyContact.phoneAlt}
          </a>
        </span>
      </p>
      <p className="flex gap-2">
        <Mail className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <a href={`mailto:${companyContact.email}`} className={linkClass}>
          {companyContact.email}
        </a>
      </p>
      <p className="flex gap-2">
        <Clock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span>{companyContact.hours}</span>
      </p>
    </address>
  );
}
