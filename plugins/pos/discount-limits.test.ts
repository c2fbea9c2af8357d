import { describe, expect, it } from 'vitest';
import { discountLimits } from './discount-limits.ts';

const base = { isAdmin: false, approvedPercent: null, ceiling: 100 };

describe('how far a discount may go at the till', () => {
  it('a cashier gives 10 %; 25 % waits for an admin; an approval of 25 % lets it through', () => {
    expect(discountLimits({ ...base, discounts: ['0', '10'] })).toMatchObject({
      limit: 10,
      needsApproval: false,
      overCeiling: false,
    });
    expect(discountLimits({ ...base, discounts: ['25', ''] })).toMatchObject({
      biggest: '25',
      needsApproval: true,
    });
    expect(discountLimits({ ...base, discounts: ['25'], approvedPercent: 25 })).toMatchObject({
      limit: 25,
      needsApproval: false,
    });
  });

  it('above the firm’s ceiling nobody can approve: not a cashier with a PIN, not an admin selling', () => {
    const ceiling = 30;
    expect(discountLimits({ ...base, ceiling, discounts: ['0', '40'] })).toMatchObject({
      limit: 10,
      needsApproval: false,
      overCeiling: true,
    });
    expect(discountLimits({ ...base, ceiling, discounts: ['40'], approvedPercent: 40 })).toMatchObject({
      limit: 30,
      overCeiling: true,
    });
    expect(discountLimits({ ...base, ceiling, isAdmin: true, discounts: ['30.5'] })).toMatchObject({
      limit: 30,
      overCeiling: true,
    });
    expect(discountLimits({ ...base, ceiling, isAdmin: true, discounts: ['30'] })).toMatchObject({
      overCeiling: false,
      needsApproval: false,
    });
  });

  it('a ceiling under 10 % is the cashier’s limit too', () => {
    expect(discountLimits({ ...base, ceiling: 5, discounts: ['8'] })).toMatchObject({
      limit: 5,
      overCeiling: true,
      needsApproval: false,
    });
  });

  it('a discount that is not a percentage is neither approved nor over the ceiling: the line says what is wrong', () => {
    expect(discountLimits({ ...base, ceiling: 30, discounts: ['abc', '150'] })).toMatchObject({
      valid: false,
      needsApproval: false,
      overCeiling: false,
    });
  });
});
