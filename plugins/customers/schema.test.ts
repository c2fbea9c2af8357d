import { describe, expect, it } from 'vitest';
import {
  customerSchema,
  emptyCustomer,
  emptySite,
  isKraPin,
  normalisePin,
  normaliseWebsite,
  parseTags,
  siteSchema,
} from './schema.ts';

describe('customer rules on the client', () => {
  it('reads a KRA PIN as the database keeps it and refuses other shapes', () => {
    expect(normalisePin(' p051 234 567x ')).toBe('P051234567X');
    expect(isKraPin('a123456789z')).toBe(true);
    expect(isKraPin('P05123456X')).toBe(false);
    expect(isKraPin('X051234567A')).toBe(false);
    const bad = customerSchema.safeParse({ ...emptyCustomer, name: 'Acme', kra_pin: 'P1' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['kra_pin']);
  });

  it('turns empty fields into nulls and tags into a list', () => {
    const parsed = customerSchema.parse({
      ...emptyCustomer,
      name: '  Acme Ltd ',
      email: ' Info@Acme.CO.KE ',
      tags: 'fire, noise;fire ,, vip',
    });
    expect(parsed).toMatchObject({
      name: 'Acme Ltd',
      email: 'info@acme.co.ke',
      kra_pin: null,
      sector: null,
      tags: ['fire', 'noise', 'vip'],
    });
    expect(parseTags('')).toEqual([]);
  });

  it('wants a name, a known sector and county, and e-mails and phones that look like them', () => {
    const r = customerSchema.safeParse({
      ...emptyCustomer,
      sector: 'space',
      county: 'Atlantis',
      email: 'x@',
      phone: 'call me',
    });
    expect(r.error?.issues.map((i) => i.path[0]).sort()).toEqual([
      'county',
      'email',
      'name',
      'phone',
      'sector',
    ]);
  });
});

describe('a customer’s website', () => {
  it('refuses a name without a domain, and keeps a bare domain as an https address', () => {
    const bad = customerSchema.safeParse({
      ...emptyCustomer,
      name: 'Naivasha',
      website: 'naivashagreenhouse',
    });
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['website', 'Enter a website with its domain, like naivasha.co.ke'],
    ]);
    const good = customerSchema.parse({ ...emptyCustomer, name: 'Naivasha', website: ' naivasha.co.ke ' });
    expect(good.website).toBe('https://naivasha.co.ke');
    expect(customerSchema.parse({ ...emptyCustomer, name: 'N', website: '' }).website).toBeNull();
  });

  it('keeps an address typed in full, and refuses what is not a web address', () => {
    expect(normaliseWebsite('http://www.kakuzi.co.ke/flowers?x=1')).toBe(
      'http://www.kakuzi.co.ke/flowers?x=1',
    );
    expect(normaliseWebsite('HTTPS://Acme.com')).toBe('https://acme.com');
    expect(normaliseWebsite('ftp://acme.com')).toBeNull();
    expect(normaliseWebsite('acme .com')).toBeNull();
    expect(normaliseWebsite('acme.c')).toBeNull();
  });
});

describe('site rules on the client', () => {
  const site = { ...emptySite, name: 'Factory', county: 'Nairobi' };
  it('keeps GPS as exact decimal text and wants both halves or neither', () => {
    expect(siteSchema.parse({ ...site, latitude: '-1.292066', longitude: '36.821946' })).toMatchObject({
      latitude: '-1.292066',
      longitude: '36.821946',
    });
    const half = siteSchema.safeParse({ ...site, latitude: '-1.29' });
    expect(half.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['longitude', 'Give both latitude and longitude, or neither'],
    ]);
    expect(siteSchema.safeParse({ ...site, latitude: '91', longitude: '0' }).success).toBe(false);
    expect(siteSchema.safeParse({ ...site, latitude: '1.1234567', longitude: '0' }).success).toBe(false);
  });

  it('wants one of the 47 counties and a whole headcount', () => {
    expect(siteSchema.safeParse({ ...site, county: '' }).success).toBe(false);
    expect(siteSchema.parse({ ...site, headcount: '240' }).headcount).toBe(240);
    expect(siteSchema.safeParse({ ...site, headcount: '2.5' }).success).toBe(false);
  });
});
