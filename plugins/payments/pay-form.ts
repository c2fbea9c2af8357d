// The pay form's checks, in the payer's words (the server checks the same again: create_payment_intent).

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

/** Why `phone` is not a Kenyan mobile number M-Pesa can prompt, or null. */
export function phoneProblem(phone: string): string | null {
  const digits = phone.replace(/[\s()+-]/g, '');
  return /^(0|254)[17]\d{8}$/.test(digits) ? null : 'Enter the M-Pesa phone number, like 0712 345 678';
}
