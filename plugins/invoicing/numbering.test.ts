import { describe, expect, it } from 'vitest';
import { formatDocumentNumber, numberFormatProblem } from './numbering.ts';

describe('document number formats', () => {
  it('the defaults give QUO-2026-0001, INV-2026-0042, CN-2026-10000', () => {
    expect(formatDocumentNumber('QUO-{YYYY}-{NNNN}', 2026, 1)).toBe('QUO-2026-0001');
    expect(formatDocumentNumber('INV-{YYYY}-{NNNN}', 2026, 42)).toBe('INV-2026-0042');
    expect(formatDocumentNumber('CN-{YYYY}-{NNNN}', 2026, 10000)).toBe('CN-2026-10000');
    expect(formatDocumentNumber('INV.{YY}.{NNNNN}', 2026, 7)).toBe('INV.26.00007');
  });

  it('a format needs one year and one number, and nothing a file name cannot hold', () => {
    expect(numberFormatProblem('INV-{YYYY}-{NNNN}')).toBeNull();
    expect(numberFormatProblem('INV-{NNNN}')).toMatch(/year/);
    expect(numberFormatProblem('INV-{YYYY}')).toMatch(/number/);
    expect(numberFormatProblem('INV {YYYY} {NNNN}')).toMatch(/Use letters/);
    expect(numberFormatProblem('INV/{YYYY}/{NNNN}')).toMatch(/no \/ or spaces/);
    expect(numberFormatProblem('{YYYY}{NNNN}{NNNN}')).toMatch(/exactly once/);
  });
});
