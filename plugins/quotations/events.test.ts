// The quotation timeline's sentences: who did what, and the client's answers.
import { describe, expect, it } from 'vitest';
import { quotationEvents } from './events.ts';

const say = (action: string, body?: string) =>
  quotationEvents.describe(
    { id: 1, at: '2026-11-26T08:00:00Z', actor: 'u1', action, target: 'q1', details: { body } },
    { actor: 'Amina Mwangi' } as never,
  );

describe('quotation events on a timeline', () => {
  it('read as sentences naming who did it', () => {
    expect(say('quotations.issued', 'Numbered QUO-2026-0007')).toBe(
      'Amina Mwangi sent the quotation (numbered QUO-2026-0007)',
    );
    expect(say('quotations.sent', 'Sent to nancy@timauroses.co.ke')).toBe(
      'Amina Mwangi e-mailed the quotation to nancy@timauroses.co.ke',
    );
    expect(say('quotations.accepted', 'Accepted by Nancy Kendi')).toBe(
      'Nancy Kendi accepted the quotation on the client page',
    );
    expect(say('quotations.rejected', 'Declined: Over budget')).toBe(
      'The client declined the quotation: Over budget',
    );
    expect(say('quotations.deposit_invoiced', 'Deposit invoice INV-2026-0042 issued: KES 42,000.00')).toBe(
      "The client's acceptance issued the deposit invoice: INV-2026-0042 issued: KES 42,000.00",
    );
    expect(say('projects.created')).toBeNull();
  });
});
