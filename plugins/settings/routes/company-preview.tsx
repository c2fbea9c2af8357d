// "How it will look": the formatters applied to the settings being edited,
// before they are saved, so a currency or zone change is seen, not guessed.
import type { CompanyFormat } from '@kit/format/company-format.ts';
import { formatDate } from '@kit/format/dates.ts';
import { formatMoney } from '@kit/format/money.ts';
import { formatPhone, toE164 } from '@kit/format/phone.ts';

const SAMPLE_AMOUNT = '1234567.5';
const SAMPLE_PHONE = '+254712345678';

/** A formatter that cannot work with a half-chosen setting shows a dash instead of breaking the form. */
function attempt(f: () => string): string {
  try {
    return f();
  } catch {
    return '—';
  }
}

export function CompanyPreview({ format, phone, now }: { format: CompanyFormat; phone: string; now: Date }) {
  const samplePhone = toE164(phone, format) ?? SAMPLE_PHONE;
  const rows: [string, string][] = [
    ['Money', attempt(() => formatMoney(SAMPLE_AMOUNT, format))],
    ['Date and time', attempt(() => formatDate(now, format, 'datetime'))],
    ['Phone', attempt(() => formatPhone(samplePhone, format))],
    ['Phone, dialled at home', attempt(() => formatPhone(samplePhone, format, true))],
  ];
  return (
    <section aria-labelledby="company-preview" className="rounded-md border bg-muted/40 p-4">
      <h3 id="company-preview" className="mb-2 text-sm font-semibold">
        How money, dates and phone numbers will look
      </h3>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="mb-1 font-medium tabular-nums sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
