import { describe, expect, it } from 'vitest';
import { forwardedClient, trustedProxyHops } from './ip.ts';

describe('behind a proxy, the client address is the one the proxy saw, not one the client wrote', () => {
  it('one trusted proxy: the right-most X-Forwarded-For entry, whatever the client put before it', () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; the proxy appended the address it saw.
    expect(forwardedClient('6.6.6.6, 203.0.113.7', '10.0.0.2', 1)).toBe('203.0.113.7');
    expect(forwardedClient('203.0.113.7', '10.0.0.2', 1)).toBe('203.0.113.7');
  });

  it('rotating a made-up left-most entry does not change the address a limit counts', () => {
    const seen = new Set(
      Array.from({ length: 20 }, (_, i) => forwardedClient(`198.51.100.${i}, 203.0.113.7`, '10.0.0.2', 1)),
    );
    expect([...seen]).toEqual(['203.0.113.7']);
  });

  it('two trusted proxies: the second entry from the right', () => {
    expect(forwardedClient('6.6.6.6, 203.0.113.7, 10.0.0.9', '10.0.0.2', 2)).toBe('203.0.113.7');
    expect(forwardedClient(['6.6.6.6, 203.0.113.7', '10.0.0.9'], '10.0.0.2', 2)).toBe('203.0.113.7');
  });

  it('fewer entries than proxies: the left-most one; no header or no trust: the socket', () => {
    expect(forwardedClient('203.0.113.7', '10.0.0.2', 3)).toBe('203.0.113.7');
    expect(forwardedClient(undefined, '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(forwardedClient(' , ', '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(forwardedClient('6.6.6.6', '10.0.0.2', 0)).toBe('10.0.0.2');
    expect(forwardedClient(null, undefined, 0)).toBe('unknown');
  });

  it('TRUST_PROXY names a number of proxies; true means one, and nonsense stops the start', () => {
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops('')).toBe(0);
    expect(trustedProxyHops('false')).toBe(0);
    expect(trustedProxyHops('1')).toBe(1);
    expect(trustedProxyHops('true')).toBe(1);
    expect(trustedProxyHops('2')).toBe(2);
    expect(() => trustedProxyHops('loopback')).toThrow(/TRUST_PROXY/);
  });
});
