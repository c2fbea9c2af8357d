import { describeRecordEvent } from '@kernel/record/describe-record-event.ts';
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
    expect(say('customers.contact_added', 'Mary Njeri')).toBe('Amina Hassan added contact Mary Njeri');
    expect(say('customers.contact_removed', 'Mary Njeri')).toBe('Amina Hassan removed contact Mary Njeri');
    expect(say('customers.site_added', 'Thika campus')).toBe('Amina Hassan added site Thika campus');
    expect(say('customers.site_removed', 'Thika campus')).toBe('Amina Hassan removed site Thika campus');
  });

  it('word a merge with what moved', () => {
    expect(
      say('customers.merged', 'Acme Limited', {
        merged_id: ['x', null],
        contacts: [null, 2],
        customer_sites: [null, 1],
        leads: [null, 3],
      }),
    ).toBe('Amina Hassan merged Acme Limited into this customer (2 contacts, 1 site and 3 leads moved)');
    expect(say('customers.merged', 'Acme Limited', { merged_id: ['x', null] })).toBe(
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
