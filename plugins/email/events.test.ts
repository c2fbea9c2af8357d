import { describe, expect, it } from 'vitest';
import { emailEvents } from './events.ts';

const people = { actor: 'Amina Hassan', nameOf: () => 'Amina Hassan' };
const entry = (action: string, body: unknown, changes: unknown = null) => ({
  id: 1,
  at: '2026-11-25T10:00:00Z',
  actor: null,
  action,
  target: 'l-1',
  details: { body, changes },
});

describe('email timeline events', () => {
  it('words a queued message, and leaves other kinds to the fallback', () => {
    expect(emailEvents.describe(entry('email.queued', 'a@example.test: Report'), people)).toBe(
      'Amina Hassan e-mailed a@example.test: Report',
    );
    expect(emailEvents.describe(entry('email.queued', null), people)).toBe('Amina Hassan sent an e-mail');
    expect(emailEvents.describe(entry('email.other', 'x'), people)).toBeNull();
  });

  it('a member reading a customer timeline sees that the e-mail was delivered, and where', () => {
    expect(emailEvents.describe(entry('email.sent', 'a@example.test: Report', { via: 'smtp' }), people)).toBe(
      'Delivered to a@example.test: Report',
    );
    expect(
      emailEvents.describe(entry('email.sent', 'a@example.test: Report', { via: 'mailbox' }), people),
    ).toBe('Delivered (built-in mailbox) to a@example.test: Report');
  });

  it('a member sees why an e-mail could not be delivered', () => {
    expect(
      emailEvents.describe(
        entry('email.failed', 'a@example.test: Report', { error: '550 mailbox unavailable' }),
        people,
      ),
    ).toBe('Could not deliver to a@example.test: Report — 550 mailbox unavailable');
    expect(emailEvents.describe(entry('email.failed', null, null), people)).toBe(
      'An e-mail could not be delivered',
    );
  });
});
