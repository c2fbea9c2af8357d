// How the firm writes money, dates and phones, for any screen: read once per
// session (it changes when a superadmin saves Settings → Company, which
// invalidates it), the migration's defaults until it arrives or when it
// cannot be read, so nothing waits on it to paint.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type CompanyFormat, FALLBACK_COMPANY_FORMAT } from './company-format.ts';
import { companyFormatKey, fetchCompanyFormat } from './company-format-query.ts';
import { calendarDate, type DateStyle, formatDate } from './dates.ts';
import { type Amount, formatMoney } from './money.ts';
import { formatPhone } from './phone.ts';

export function useCompanyFormat(): CompanyFormat {
  const { data } = useQuery({
    queryKey: companyFormatKey,
    queryFn: fetchCompanyFormat,
    // It changes only through Settings → Company, which invalidates it.
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? FALLBACK_COMPANY_FORMAT;
}

/**
 * Today (YYYY-MM-DD) in the company's zone, not the browser's nor UTC's: a form's date and a report's period start
 * from the firm's day (between Nairobi's midnight and UTC's the two differ; CI met it at 00:10 EAT).
 */
export function companyToday(format: Pick<CompanyFormat, 'timezone'>): string {
  return calendarDate(new Date(), format);
}

export interface Formatters {
  format: CompanyFormat;
  /** "Ksh 1,234.50" (display 'code': "KES 1,234.50", 'none': "1,234.50"). */
  money: (amount: Amount, display?: 'symbol' | 'code' | 'none') => string;
  /** "26 Nov 2026" / "26 Nov 2026, 00:30" / "00:30" / "November 2026" in the company's zone. */
  date: (value: string | number | Date, style?: DateStyle) => string;
  /** "+254 712 345678", or "0712 345678" with `national` for numbers at home. */
  phone: (raw: string, national?: boolean) => string;
}

/** The formatters bound to the company's settings, so screens never pass a currency or zone. */
export function useFormatters(): Formatters {
  const format = useCompanyFormat();
  return useMemo(
    () => ({
      format,
      money: (amount, display) => formatMoney(amount, format, display),
      date: (value, style) => formatDate(value, format, style),
      phone: (raw, national) => formatPhone(raw, format, national),
    }),
    [format],
  );
}
