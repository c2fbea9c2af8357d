import { describe, expect, it } from 'vitest';
import { leadEvents } from './events.ts';

const people = { actor: 'Grace Wanjiru', nameOf: (id: string | null) => id ?? 'someone' };
const entry = (action: string, body?: string, changes?: unknown) => ({
  id: 1,
  at: '2026-11-25T10:00:00Z',
  actor: 'u1',
  action,
  target: 'lead-1',
  details: { body, changes },
});

describe('lead events in words', () => {
  it('words repeat enquiries and conversions, and leaves other kinds to the generic text', () => {
    // A repeat enquiry is not taken for the client's own words: anyone can type their address.
    expect(
      leadEvents.describe(
        entry('leads.enquiry_repeated', 'Any news?', {
          unverified: true,
          reference: 'ENQ-2026-000321',
        }) as never,
        people as never,
      ),
    ).toBe(
      'Unverified web enquiry ENQ-2026-000321 giving this lead’s e-mail address (anyone can type an address): Any news?',
    );
    expect(leadEvents.describe(entry('leads.enquiry_repeated', 'Older one') as never, people as never)).toBe(
      'Unverified web enquiry giving this lead’s e-mail address (anyone can type an address): Older one',
    );
    expect(
      leadEvents.describe(entry('leads.converted', 'Lakeside Hotel Ltd') as never, people as never),
    ).toBe('Grace Wanjiru converted the lead: Lakeside Hotel Ltd');
    expect(leadEvents.describe(entry('leads.unknown') as never, people as never)).toBeNull();
  });
});
