import { describeRecordEvent } from '@kit/record/describe-record-event.ts';
import { describe, expect, it } from 'vitest';
import { customerEvents, movedSummary } from './events.ts';

const names = new Map([['u1', 'Amina Hassan']]);
const event = (kind: string, body: string | null, changes: unknown = null) => ({
  id: 1,
  record_type: 'customers',
  record_id: 'c1',
  kind,
  actor: 'u1',
  at: '2026-11-25T10:00:00Z',
  body,
  changes,
  link: null,
});
const say = (kind: string, body: string | null, changes?: unknown) =>
  describeRecordEvent(event(kind, body, changes), { names, describers: [customerEvents], noun: 'customer' });

describe('customer events on a timeline', () => {
  it('word contacts and sites added and removed', () => {
    expect(say('customers.contact_added', null, { name: [null, 'Mary Njeri'] })).toBe(
      'Amina Hassan added contact Mary Njeri',
    );
    expect(say('customers.contact_removed', null, { name: ['Mary Njeri', null] })).toBe(
      'Amina Hassan removed contact Mary Njeri',
    );
    expect(say('customers.site_added', null, { name: [null, 'Thika campus'] })).toBe(
      'Amina Hassan added site Thika campus',
    );
    expect(say('customers.site_removed', null, { name: ['Thika campus', null] })).toBe(
      'Amina Hassan removed site Thika campus',
    );
    // Events written before the names moved to `changes` carried them in the body.
    expect(say('customers.site_added', 'Old yard')).toBe('Amina Hassan added site Old yard');
    expect(say('customers.contact_added', null)).toBe('Amina Hassan added a contact');
  });

  it('word a merge with what moved', () => {
    expect(
      say('customers.merged', null, {
        merged: ['Acme Limited', null],
        merged_id: ['x', null],
        contacts: [null, 2],
        customer_sites: [null, 1],
        leads: [null, 3],
      }),
    ).toBe('Amina Hassan merged Acme Limited into this customer (2 contacts, 1 site and 3 leads moved)');
    expect(say('customers.merged', null, { merged: ['Acme Limited', null], merged_id: ['x', null] })).toBe(
      'Amina Hassan merged Acme Limited into this customer',
    );
    expect(movedSummary(null)).toBeNull();
  });

  it('leave kinds they do not know to the generic wording', () => {
    expect(
      customerEvents.describe(
        { id: 1, at: '', actor: null, action: 'customers.other', target: 'c1', details: {} },
        {
          actor: 'X',
          nameOf: () => 'Y',
        },
      ),
    ).toBeNull();
  });
});
