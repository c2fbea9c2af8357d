import { describe, expect, it } from 'vitest';
import { apiUrl } from '../support/clients.ts';

describe('an operator checks the server', () => {
  it('sees the database and migration state on /health', async () => {
    const res = await fetch(`${apiUrl()}/health`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(body.migrations.total).toBeGreaterThanOrEqual(1);
    expect(body.migrations.latest).toMatch(/^\d+$/);
  });

  it('gets security headers on every response', async () => {
    const res = await fetch(`${apiUrl()}/health`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('gets a real 404 for a missing file rather than the app page', async () => {
    const res = await fetch(`${apiUrl()}/robots-missing.txt`);
    expect(res.status).toBe(404);
  });
});
