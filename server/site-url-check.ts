// Client links (an invoice's page, a quotation's, the PDF's QR code) are written with SITE_URL
// (ADR 050). On a server other computers reach, a loopback SITE_URL gives clients links to their
// own computer: say so at start, once, with what to set.

const LOOPBACK_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[?::1\]?|0\.0\.0\.0)$/i;

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.test(host.trim()) || host.toLowerCase().endsWith('.localhost');
}

/**
 * The warning to log, or null: the site URL's host is a loopback address while the server listens on
 * an address other computers can reach (`HOST` 0.0.0.0, ::, or a real interface).
 */
export function loopbackSiteUrlWarning(siteUrl: string, listenHost: string): string | null {
  let host: string;
  try {
    host = new URL(siteUrl).hostname;
  } catch {
    return null; // An unusable SITE_URL is reported where the database takes it (server/start.ts).
  }
  const listensOnNetwork = listenHost === '0.0.0.0' || listenHost === '::' || !isLoopbackHost(listenHost);
  if (!isLoopbackHost(host) || !listensOnNetwork) return null;
  return `SITE_URL is ${new URL(siteUrl).origin}, a loopback address, while the server listens on the network (HOST ${listenHost}): links sent to clients (invoice and quotation pages, PDF QR codes, password e-mails) will point at the client's own computer. Set SITE_URL to the address clients use, e.g. SITE_URL=https://app.example.co.ke`;
}
