// Settings → Company: where the links sent to clients start (ADR 050). A firm that installed the
// server without SITE_URL learns here, not from a client, that its links point at "localhost".
import { Alert, AlertDescription, AlertTitle } from '@kit/ui/alert.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { clientLinksKey, getClientLinkBase } from '../client-links-data.ts';

export function ClientLinksBase() {
  const base = useQuery({ queryKey: clientLinksKey, queryFn: getClientLinkBase });
  if (base.isPending) return <Skeleton className="h-12" />;
  if (base.error) return null; // A fact, not a form: the rest of the panel works without it.
  const { url, loopback } = base.data;
  return (
    <section aria-labelledby="client-links-heading" className="grid gap-2">
      <h3 id="client-links-heading" className="text-base font-semibold">
        Links sent to clients
      </h3>
      <p className="text-sm text-muted-foreground">
        Invoice and quotation pages, and the QR codes on PDFs, start with{' '}
        {url ? (
          <code className="break-all rounded bg-muted px-1 py-0.5 text-foreground">{url}</code>
        ) : (
          'no address'
        )}
        . The server takes it from <code>SITE_URL</code> when it starts.
      </p>
      {(loopback || !url) && (
        <Alert variant="destructive">
          <AlertTitle>Clients cannot open these links</AlertTitle>
          <AlertDescription>
            {url
              ? 'This address only reaches the computer the server runs on.'
              : 'No site address is set, so e-mails from scheduled work go without links.'}{' '}
            Ask whoever runs the server to set <code>SITE_URL</code> to the address clients use (for example
            https://app.example.co.ke) and restart it.
          </AlertDescription>
        </Alert>
      )}
    </section>
  );
}
