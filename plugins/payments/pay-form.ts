// The pay form's checks, in the payer's words (the server checks the same again: create_payment_intent).

import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/** The firm's part-payment rules as they apply to one invoice (ADR 075); minimumPart null: no minimum. */
export type PartRules = { partialAllowed: boolean; minimumPart: string | null };

/** Why `amount` cannot be paid on an invoice with `due` left, or null. */
export function amountProblem(
  amount: string,
  due: string,
  wholeUnits: boolean,
  rules: PartRules = { partialAllowed: true, minimumPart: null },
): string | null {
  const text = amount.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'Enter the amount, like 1500 or 1500.50';
  const n = Number(text);
  if (n <= 0) return 'The amount must be above 0';
  if (n > Number(due)) return `At most ${due} is due`;
  if (n < Number(due) && !rules.partialAllowed) return `This invoice must be paid in full: ${due}`;
  if (n < Number(due) && rules.minimumPart !== null && n < Number(rules.minimumPart))
    return `Pay at least ${rules.minimumPart}, or the whole ${due} due`;
  if (wholeUnits && !Number.isInteger(n)) return 'M-Pesa takes whole shillings';
  return null;
}

/** Daraja serves Safaricom's Kenyan numbers only (ADR 079). */
export const MPESA_COUNTRY = 'KE';

/**
 * The M-Pesa number Daraja wants ("2547XXXXXXXX") from what the payer typed, read in the company's phone country
 * (Settings → Company): local "0712 345 678", "0112 345 678", "712345678" and international "+254 712 345 678",
 * "00254…", "254…". The server normalises the same way (app.mpesa_phone).
 */
export function mpesaPhone(raw: string, phoneCountry: string): { msisdn: string } | { problem: string } {
  const text = raw.trim();
  if (!text) return { problem: 'Enter the M-Pesa phone number, like 0712 345 678' };
  const p = parsePhoneNumberFromString(text.replace(/^00/, '+'), phoneCountry as CountryCode);
  if (!p) return { problem: 'Enter the M-Pesa phone number, like 0712 345 678 or +254 712 345 678' };
  if (p.countryCallingCode !== '254')
    return {
      problem: `M-Pesa prompts Kenyan numbers (+254) only; +${p.countryCallingCode} is another country`,
    };
  // Kenya's mobile numbers: 7XX XXX XXX and 1XX XXX XXX (Safaricom's newer range).
  const national = p.nationalNumber.replace(/^0/, '');
  if (!/^[17]\d{8}$/.test(national))
    return {
      problem: 'That is not a Kenyan mobile number: it starts 07 or 01 and has 10 digits, like 0712 345 678',
    };
  return { msisdn: `254${national}` };
}

/** Why `phone` is not an M-Pesa number in `phoneCountry`, or null. */
export function phoneProblem(phone: string, phoneCountry = MPESA_COUNTRY): string | null {
  const r = mpesaPhone(phone, phoneCountry);
  return 'problem' in r ? r.problem : null;
}
