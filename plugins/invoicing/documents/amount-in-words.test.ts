import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';

describe('the total in words on an invoice', () => {
  it('names Kenya shillings and cents exactly', () => {
    expect(amountInWords('150980.50', 'KES')).toBe(
      'One Hundred Fifty Thousand Nine Hundred Eighty Shillings And Fifty Cents Only',
    );
    expect(amountInWords('1000000.00', 'KES')).toBe('One Million Shillings Only');
    expect(amountInWords('0.05', 'KES')).toBe('Zero Shillings And Five Cents Only');
  });

  it('names other currencies the firm invoices in', () => {
    expect(amountInWords('1250.10', 'USD')).toBe('One Thousand Two Hundred Fifty Dollars And Ten Cents Only');
  });

  it('gives no words rather than wrong ones: unknown currency, negative, too many digits', () => {
    expect(amountInWords('10.00', 'XYZ')).toBeNull();
    expect(amountInWords('-10.00', 'KES')).toBeNull();
    expect(amountInWords('12345678901234.56', 'KES')).toBeNull();
    expect(amountInWords('1234567890123.45', 'KES')).toContain('Forty Five Cents');
  });
});
