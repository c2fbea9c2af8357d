// The till's tax rates and its "prices include VAT" setting, remembered in this browser. The till must keep
// selling when the network drops (issue 25); before, a till whose connection went between opening and the
// rates' answer could not price a sale (it waited on "Loading the tax rates…" until the network came back),
// and F4 pre-filled the cash with the amount before VAT. The server reads them again at every opening and
// replaces what is remembered; the sale RPC prices every sale again anyway.
export interface TillTaxRate {
  code: string;
  name: string;
  rate: string;
}

const RATES_KEY = 'safeworks.pos.tax-rates';
const INCLUSIVE_KEY = 'safeworks.pos.prices-include-tax';

function recall(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined; // storage off, or not JSON: as if nothing were remembered
  }
}

function remember<T>(key: string, value: T): T {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or off: the till still works online.
  }
  return value;
}

const isRate = (r: unknown): r is TillTaxRate =>
  !!r &&
  typeof r === 'object' &&
  typeof (r as TillTaxRate).code === 'string' &&
  typeof (r as TillTaxRate).name === 'string' &&
  /^\d+(\.\d+)?$/.test(String((r as TillTaxRate).rate));

/** The rates last read on this till, or undefined. */
export function rememberedRates(): TillTaxRate[] | undefined {
  const v = recall(RATES_KEY);
  return Array.isArray(v) && v.length > 0 && v.every(isRate) ? v : undefined;
}

export const rememberRates = (rates: TillTaxRate[]) => remember(RATES_KEY, rates);

/** Whether prices included VAT when last read on this till, or undefined. */
export function rememberedInclusive(): boolean | undefined {
  const v = recall(INCLUSIVE_KEY);
  return typeof v === 'boolean' ? v : undefined;
}

export const rememberInclusive = (inclusive: boolean) => remember(INCLUSIVE_KEY, inclusive);
