// "Kenya Shillings … Only" under an invoice's total (optional, ADR 025), from
// the to-words library (its en-KE locale names shillings and cents). to-words
// takes a JS number: a decimal string of at most 15 significant digits turns
// into exactly that number and back, so the words name the exact amount;
// anything longer (beyond 10 trillion with cents) gets no words rather than
// possibly wrong ones.
import { ToWords } from 'to-words';

const CURRENCIES: Record<
  string,
  { name: string; plural: string; symbol: string; cent: string; cents: string }
> = {
  USD: { name: 'Dollar', plural: 'Dollars', symbol: '$', cent: 'Cent', cents: 'Cents' },
  EUR: { name: 'Euro', plural: 'Euros', symbol: '€', cent: 'Cent', cents: 'Cents' },
  GBP: { name: 'Pound', plural: 'Pounds', symbol: '£', cent: 'Penny', cents: 'Pence' },
  UGX: { name: 'Uganda Shilling', plural: 'Uganda Shillings', symbol: 'USh', cent: 'Cent', cents: 'Cents' },
  TZS: {
    name: 'Tanzania Shilling',
    plural: 'Tanzania Shillings',
    symbol: 'TSh',
    cent: 'Cent',
    cents: 'Cents',
  },
};

let kenyan: ToWords | undefined;
const others = new Map<string, ToWords>();

function converter(currency: string): ToWords | null {
  if (currency === 'KES') {
    kenyan ??= new ToWords({ localeCode: 'en-KE' });
    return kenyan;
  }
  const c = CURRENCIES[currency];
  if (!c) return null;
  let t = others.get(currency);
  if (!t) {
    t = new ToWords({
      localeCode: 'en-KE',
      converterOptions: {
        currencyOptions: {
          name: c.name,
          plural: c.plural,
          symbol: c.symbol,
          fractionalUnit: { name: c.cent, plural: c.cents, symbol: '' },
        },
      },
    });
    others.set(currency, t);
  }
  return t;
}

/** The amount in words for a known currency ("… Shillings And Fifty Cents Only"), or null. */
export function amountInWords(amount: string, currency: string): string | null {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!m) return null;
  const digits = (m[1]!.replace(/^0+(?=\d)/, '') + (m[2] ?? '')).length;
  if (digits > 15) return null;
  const t = converter(currency);
  return t ? t.convert(Number(amount), { currency: true }) : null;
}
