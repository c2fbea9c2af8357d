// ADR 050: staff can see where the links this installation sends to clients start (SITE_URL as the
// server wrote it at start), and whether that is an address clients cannot reach; visitors cannot.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient } from '../support/clients.ts';
import { userWithRole } from './support.ts';

type Client = Awaited<ReturnType<typeof userWithRole>>['client'];
let staff: Client;
let customer: Client;

beforeAll(async () => {
  [staff, customer] = await Promise.all([
    userWithRole('staff').then((u) => u.client),
    userWithRole('customer').then((u) => u.client),
  ]);
});

describe('where client links point, as Settings shows it', () => {
  it('a staff member reads the test server’s site address, a loopback one, flagged as such', async () => {
    const { data, error } = await staff.rpc('client_link_base');
    expect(error).toBeNull();
    expect(data.url).toMatch(/^http:\/\/(localhost|127\.0\.0\.1):\d+$/);
    expect(data.loopback).toBe(true);
  });

  it('a customer account and a visitor are refused', async () => {
    const asCustomer = await customer.rpc('client_link_base');
    expect(asCustomer.error?.code).toBe('42501');
    const asVisitor = await anonClient().rpc('client_link_base');
    expect(asVisitor.data).toBeNull();
    expect(asVisitor.error).not.toBeNull();
  });
});
