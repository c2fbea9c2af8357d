// The payment return pages (callback, success, failed): a clear status, the
// reference the provider sent back (if any) and where to go next.
import { buttonVariants } from '@kit/ui/button-variants.ts';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SitePage } from './site-page.tsx';

/** Query parameters payment providers commonly use for the merchant reference. */
const REFERENCE_PARAMS = ['reference', 'ref', 'order', 'OrderMerchantReference', 'checkout_request_id'];

export function PaymentStatus(props: {
  title: string;
  icon: LucideIcon;
  tone: 'neutral' | 'success' | 'error';
  message: ReactNode;
  primary: { to: string; label: string };
}) {
  const [params] = useSearchParams();
  const reference = REFERENCE_PARAMS.map((p) => params.get(p)).find(Boolean);
  const Icon = props.icon;
  const toneClass =
    props.tone === 'success'
      ? 'text-primary'
      : props.tone === 'error'
        ? 'text-destructive'
        : 'text-muted-foreground';
  return (
    <SitePage title={props.title} documentTitle={props.title} width="prose">
      <div className="grid justify-items-start gap-4">
        <Icon className={`size-12 ${toneClass}`} aria-hidden="true" />
        <div className="text-lg">{props.message}</div>
        {reference && (
          <p className="text-sm text-muted-foreground">
            Payment reference: <span className="font-mono text-foreground">{reference}</span>
          </p>
        )}
        <div className="no-print flex flex-wrap gap-3">
          <Link to={props.primary.to} className={buttonVariants()}>
            {props.primary.label}
          </Link>
          <Link to="/contact" className={buttonVariants({ variant: 'outline' })}>
            Contact us
          </Link>
        </div>
      </div>
    </SitePage>
  );
}
