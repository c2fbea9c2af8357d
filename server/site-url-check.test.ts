import { describe, expect, it } from 'vitest';
import { isLoopbackHost, loopbackSiteUrlWarning } from './site-url-check.ts';

describe('a firm starting the server where clients will open its links (ADR 050)', () => {
  it('is warned when links would point at localhost while the server listens on the network', () => {
    const w = loopbackSiteUrlWarning('http://localhost:3000', '0.0.0.0');
    expect(w).toContain('SITE_URL is http://localhost:3000, a loopback address');
    expect(w).toContain('SITE_URL=https://');
    expect(loopbackSiteUrlWarning('http://127.0.0.1:3000/', '::')).not.toBeNull();
    expect(loopbackSiteUrlWarning('http://[::1]:3000', '192.168.1.20')).not.toBeNull();
  });

  it('is not warned with a real site address, or when only this computer can reach the server', () => {
    expect(loopbackSiteUrlWarning('https://app.safeworks.co.ke', '0.0.0.0')).toBeNull();
    expect(loopbackSiteUrlWarning('http://localhost:3000', '127.0.0.1')).toBeNull();
    expect(loopbackSiteUrlWarning('http://localhost:3000', 'localhost')).toBeNull();
    expect(loopbackSiteUrlWarning('not a url', '0.0.0.0')).toBeNull();
  });

  it('knows the loopback names', () => {
    for (const h of ['localhost', 'LOCALHOST', '127.0.0.1', '127.1.2.3', '::1', '[::1]', 'app.localhost'])
      expect(isLoopbackHost(h), h).toBe(true);
    for (const h of ['10.0.0.5', 'safeworks.co.ke', 'localhost.example.com'])
      expect(isLoopbackHost(h), h).toBe(false);
  });
});
