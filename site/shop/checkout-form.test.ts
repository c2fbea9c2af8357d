// The checkout's rules (issue 27): clear messages next to the field before anything is sent.
import { describe, expect, it } from 'vitest';
import { checkoutField, checkoutSchema, emptyCheckout } from './checkout-form.ts';

const good = {
  ...emptyCheckout,
  name: 'Achieng Otieno',
  phone: '0712 345 678',
  email: 'a@b.co.ke',
  county: 'Nairobi',
  town: 'Westlands',
};

describe('the checkout form', () => {
  it('takes a guest with a Kenyan mobile number, in any usual spelling', () => {
    for (const phone of ['0712345678', '+254 712 345 678', '254112345678'])
      expect(checkoutSchema.safeParse({ ...good, phone }).success).toBe(true);
  });

  it('says what is wrong with each field', () => {
    const r = checkoutSchema.safeParse({ ...good, phone: '12345', email: 'nope', town: '' });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      phone: 'Enter a Kenyan mobile number, like 0712 345 678',
      email: 'Enter a valid e-mail address, like name@company.co.ke',
      town: 'Enter the town to deliver to',
    });
  });

  it('needs no county or town for a pick-up', () => {
    expect(checkoutSchema.safeParse({ ...good, fulfilment: 'pickup', county: '', town: '' }).success).toBe(
      true,
    );
  });

  it('puts a refusal from the database under the field it names', () => {
    expect(checkoutField('phone')).toBe('phone');
    expect(checkoutField('PPE-HLM-WHT')).toBeNull();
  });
});
