import { describe, expect, it } from 'vitest';
import { leadEvents } from './events.ts';

const people = { actor: 'Grace Wanjiru', nameOf: (id: string | null) => id ?? 'someone' };
const entry = (action: string, body?: string) => ({
  id: 1,
  at: '2026-11-25T10:00:00Z',
  actor: 'u1',
  action,
  target: 'lead-1',
  details: { body },
});

describe('lead events in words', () => {
  it('words repeat enquiries and conversions, and leaves other kinds to the generic text', () => {
    expect(leadEvents.describe(entry('leads.enquiry_repeated', 'Any news?') as never, people as never)).toBe(
      'The same person wrote again through the website: Any news?',
    );
    expect(
      leadEvents.describe(entry('leads.converted', 'Lakeside Hotel Ltd') as never, people as never),
    ).toBe('Grace Wanjiru converted the lead: Lakeside Hotel Ltd');
    expect(leadEvents.describe(entry('leads.unknown') as never, people as never)).toBeNull();
  });
});
