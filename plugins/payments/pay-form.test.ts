import { describe, expect, it } from 'vitest';
import { amountProblem, mpesaPhone, phoneProblem } from './pay-form.ts';

describe('The pay form', () => {
  it('a payer may pay the amount due or part of it, never more, and whole shillings by M-Pesa', () => {
    expect(amountProblem('5000', '5000.00', false)).toBeNull();
    expect(amountProblem('1,250.50', '5000.00', false)).toBeNull();
    expect(amountProblem('5000.01', '5000.00', false)).toBe('At most 5000.00 is due');
    expect(amountProblem('0', '5000.00', false)).toBe('The amount must be above 0');
    expect(amountProblem('ten', '5000.00', false)).toMatch(/Enter the amount/);
    expect(amountProblem('10.5', '5000.00', true)).toBe('M-Pesa takes whole shillings');
  });
  it('when the firm allows no parts, only the amount due; with a minimum part, nothing smaller but the whole', () => {
    const whole = { partialAllowed: false, minimumPart: null };
    expect(amountProblem('5000.00', '5000.00', false, whole)).toBeNull();
    expect(amountProblem('4999.99', '5000.00', false, whole)).toBe(
      'This invoice must be paid in full: 5000.00',
    );
    const min = { partialAllowed: true, minimumPart: '1000.00' };
    expect(amountProblem('999.99', '5000.00', false, min)).toBe(
      'Pay at least 1000.00, or the whole 5000.00 due',
    );
    expect(amountProblem('1000', '5000.00', false, min)).toBeNull();
    expect(amountProblem('600', '600.00', false, min)).toBeNull();
  });
  it('an M-Pesa phone is a Kenyan mobile number, with or without the country code', () => {
    expect(phoneProblem('0712 345 678')).toBeNull();
    expect(phoneProblem('+254 112 345 678')).toBeNull();
    expect(phoneProblem('12345')).toMatch(/not a Kenyan mobile number/);
  });
  // The same table as the server's (tests/mpesa-phone.test.ts): Daraja wants 2547XXXXXXXX / 2541XXXXXXXX.
  it.each([
    ['0712 345 678', '254712345678'],
    ['0112345678', '254112345678'],
    ['712345678', '254712345678'],
    ['+254 712 345 678', '254712345678'],
    ['+254 0712 345 678', '254712345678'],
    ['00254712345678', '254712345678'],
    ['254712345678', '254712345678'],
    ['(0712) 345-678', '254712345678'],
  ])('a payer in a Kenyan firm types %s: M-Pesa prompts %s', (typed, msisdn) => {
    expect(mpesaPhone(typed, 'KE')).toEqual({ msisdn });
  });
  it.each([
    ['', /Enter the M-Pesa phone number/],
    ['+255 712 345 678', /Kenyan numbers \(\+254\) only; \+255 is another country/],
    ['+44 7911 123456', /\+44 is another country/],
    ['0201234567', /not a Kenyan mobile number: it starts 07 or 01/],
    ['0712 345 67', /not a Kenyan mobile number/],
  ])('a payer who types %s is told why in words', (typed, problem) => {
    const r = mpesaPhone(typed, 'KE');
    expect('problem' in r && r.problem).toMatch(problem);
  });
});
