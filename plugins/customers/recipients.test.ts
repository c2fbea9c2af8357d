import { describe, expect, it } from 'vitest';
import { pickRecipient, type RecipientContact } from './recipients.ts';

const mary: RecipientContact = { id: 'k1', email: 'mary@nyali.example', is_primary: false };
const accounts: RecipientContact = { id: 'k2', email: 'accounts@nyali.example', is_primary: true };
const OWN = 'info@nyali.example';

describe('the address a document for a customer goes to by default', () => {
  it('is the document’s own contact first, with the customer’s address offered as Cc', () => {
    expect(pickRecipient([mary, accounts], OWN, 'k1')).toEqual({ to: 'mary@nyali.example', cc: OWN });
  });

  it('is the primary contact when the document names nobody', () => {
    expect(pickRecipient([mary, accounts], OWN)).toEqual({ to: 'accounts@nyali.example', cc: OWN });
    expect(pickRecipient([mary, accounts], 'ACCOUNTS@nyali.example').cc).toBe('');
  });

  it('passes over a contact marked do-not-contact, and falls back to the customer’s address', () => {
    expect(pickRecipient([mary, { ...accounts, do_not_contact: true }], OWN)).toEqual({ to: OWN, cc: '' });
    expect(pickRecipient([{ ...mary, do_not_contact: true }, accounts], OWN, 'k1').to).toBe(
      'accounts@nyali.example',
    );
  });

  it('is empty when nobody has an address', () => {
    expect(pickRecipient([{ ...mary, email: null }], null)).toEqual({ to: '', cc: '' });
  });
});
