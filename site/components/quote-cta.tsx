// The call to action closing most pages: request a quote or call.
import { buttonVariants } from '@kit/ui/button-variants.ts';
import { cn } from '@kit/ui/cn.ts';
import { Phone } from '@kit/ui/icons.tsx';
import { Link } from 'react-router-dom';
import { companyContact, telHref } from '../content/company-contact.ts';

export function QuoteCta(props: { title?: string; body?: string; className?: string }) {
  return (
    <section
      aria-labelledby="quote-cta"
      className={cn(
        'no-print rounded-xl bg-primary px-6 py-8 text-primary-foreground md:px-10',
        props.className,
      )}
    >
      <h2 id="quote-cta" className="text-2xl font-semibold tracking-tight">
        {props.title ?? 'Ready to make your workplace safer?'}
      </h2>
      <p className="mt-2 max-w-2xl text-primary-foreground/90">
        {props.body ??
          'Tell us about your site and what you need. We reply within one working day with a plan and a quotation.'}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/contact" className={cn(buttonVariants({ size: 'lg', variant: 'secondary' }))}>
          Request a quote
        </Link>
        <a
          href={telHref(companyContact.phone)}
          className={cn(
            buttonVariants({ size: 'lg', variant: 'outline' }),
            'border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground',
          )}
        >
          <Phone aria-hidden="true" />
          {companyContact.phone}
        </a>
      </div>
    </section>
  );
}
