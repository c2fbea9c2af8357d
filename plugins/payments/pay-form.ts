// The pay form's checks, in the payer's words (the server checks the same again: create_payment_intent).

/** Why `amount` cannot be paid on an invoice with `due` left, or null. */
export function amountProblem(amount: string, due: string, wholeUnits: boolean): string | null {
  const text = amount.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'Enter the amount, like 1500 or 1500.50';
  const n = Number(text);
  if (n <= 0) return 'The amount must be above 0';
  if (n > Number(due)) return `At most ${due} is due`;
  if (wholeUnits && !Number.isInteger(n)) return 'M-Pesa takes whole shillings';
  return null;
}

/** Why `phone` is not a Kenyan mobile number M-Pesa can prompt, or null. */
export function phoneProblem(phone: string): string | null {
  const digits = phone.replace(/[\s()+-]/g, '');
  return /^(0|254)[17]\d{8}$/.test(digits) ? null : 'Enter the M-Pesa phone number, like 0712 345 678';
}
