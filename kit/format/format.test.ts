import { describe, expect, it } from 'vitest';
import { FALLBACK_COMPANY_FORMAT as KE } from './company-format.ts';
import { addDays, calendarDate, formatDate } from './dates.ts';
import { formatMoney } from './money.ts';
import { formatPhone, isDialable, telHref, toE164 } from './phone.ts';

describe('a consultant reads amounts on a quotation', () => {
  it('sees shillings with thousands separators and two decimals', () => {
    expect(formatMoney('1234567.5', KE)).toMatch(/^Ksh\s?1,234,567\.50$/);
    expect(formatMoney('1234567.5', KE, 'code')).toMatch(/^KES\s1,234,567\.50$/);
    expect(formatMoney('0', KE, 'none')).toBe('0.00');
  });

  it('sees a decimal string rounded exactly, half away from zero, never through a float', () => {
    // As binary floats 1.005 is 1.00499999…, which would round down to 1.00.
    expect(formatMoney('1.005', KE, 'none')).toBe('1.01');
    expect(formatMoney('-2.345', KE, 'none')).toBe('-2.35');
    // Past 2^53 a float loses cents; the string does not.
    expect(formatMoney('90071992547409.93', KE, 'none')).toBe('90,071,992,547,409.93');
  });

  it('gets a clear error instead of a wrong figure for a fractional number or text', () => {
    expect(formatMoney(1500, KE, 'none')).toBe('1,500.00');
    expect(() => formatMoney(0.1, KE)).toThrow(/decimal string/);
    expect(() => formatMoney('12,50', KE)).toThrow(/Not an amount/);
  });

  it('sees another currency once the firm changes the setting', () => {
    expect(formatMoney('99.9', { currency: 'USD', locale: 'en-US' })).toBe('$99.90');
  });
});

describe('a consultant abroad reads times of a Nairobi audit', () => {
  const instant = '2026-11-25T21:30:00Z'; // 00:30 on the 26th in Nairobi (UTC+3)

  it('sees the firm’s own date and time, not the computer’s', () => {
    expect(formatDate(instant, KE)).toBe('26 Nov 2026');
    expect(formatDate(instant, KE, 'datetime')).toBe('26 Nov 2026, 00:30');
    expect(formatDate(instant, KE, 'time')).toBe('00:30');
    expect(formatDate(instant, KE, 'month')).toBe('November 2026');
    expect(calendarDate(instant, KE)).toBe('2026-11-26');
  });

  it('sees a due date (a date column) as that very day in any zone', () => {
    expect(formatDate('2026-12-01', KE)).toBe('1 Dec 2026');
    expect(formatDate('2026-12-01', { ...KE, timezone: 'Pacific/Kiritimati' })).toBe('2 Dec 2026');
    expect(formatDate('2026-12-01', { ...KE, timezone: 'Africa/Nairobi' })).toBe('1 Dec 2026');
  });

  it('counts days from the firm’s date across a month, a year and back', () => {
    expect(addDays(calendarDate(instant, KE), 30)).toBe('2026-12-26');
    expect(addDays('2026-12-20', 14)).toBe('2027-01-03');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-30', -29)).toBe('2026-11-01');
  });

  it('gets an error for text that is no date', () => {
    expect(() => formatDate('soon', KE)).toThrow(/Not a date/);
  });
});

describe('staff type phone numbers the way Kenyans write them', () => {
  it('stores one form whatever was typed', () => {
    for (const typed of ['0712 345 678', '712345678', '+254 712 345678', '(0712) 345-678'])
      expect(toE164(typed, KE)).toBe('+254712345678');
    expect(toE164('+44 20 7946 0958', KE)).toBe('+442079460958');
  });

  it('is told at once when a number cannot be dialled', () => {
    expect(isDialable('0712', KE)).toBe(false);
    expect(isDialable('', KE)).toBe(false);
    expect(isDialable('call me', KE)).toBe(false);
    expect(isDialable('0712345678', KE)).toBe(true);
  });

  it('reads numbers in the international form, or the national one at home', () => {
    expect(formatPhone('+254712345678', KE)).toBe('+254 712 345678');
    expect(formatPhone('+254712345678', KE, true)).toBe('0712 345678');
    expect(formatPhone('+442079460958', KE, true)).toBe('+44 20 7946 0958');
    expect(formatPhone('not a number', KE)).toBe('not a number');
    expect(telHref('0712 345 678', KE)).toBe('tel:+254712345678');
    expect(telHref('12', KE)).toBeNull();
  });
});
