import { PostgrestError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DataError } from './data-error.ts';
import { parseResult, pathText, ResultShapeError, rpcResult } from './parse-result.ts';
import { shouldRetry } from './query-client.ts';

const statement = z.object({
  currency: z.string(),
  lines: z.array(z.object({ reference: z.string(), amount: z.string() })),
  customer: z.object({ name: z.string(), email: z.string().nullable() }),
});

const good = {
  currency: 'KES',
  lines: [
    { reference: 'INV-1', amount: '1200.00' },
    { reference: 'INV-2', amount: '16.50' },
  ],
  customer: { name: 'Acme', email: null },
};

function caught(run: () => unknown): ResultShapeError {
  try {
    run();
  } catch (e) {
    if (e instanceof ResultShapeError) return e;
    throw e;
  }
  throw new Error('nothing was thrown');
}

describe('a screen reads an RPC answer it knows the shape of', () => {
  it('gets the answer, typed, when it has the shape (amounts stay decimal text)', () => {
    const s = rpcResult('The statement (customer_statement)', statement, { data: good, error: null });
    expect(s.lines[1]?.amount).toBe('16.50');
    expect(s).toEqual(good);
  });

  it('drops keys the schema does not name, so a screen sees only what it declared', () => {
    const s = parseResult('x', statement, { ...good, internal: 'secret' });
    expect(s).not.toHaveProperty('internal');
  });

  it('names the RPC and the first bad path when the server answers another shape', () => {
    const bad = { ...good, lines: [good.lines[0], good.lines[1], { reference: 'PAY-1', amount: 16.5 }] };
    const e = caught(() =>
      rpcResult('The statement (customer_statement)', statement, { data: bad, error: null }),
    );
    expect(e.message).toMatch(
      /^The statement \(customer_statement\) came back in a shape this screen does not know: lines\[2\]\.amount/,
    );
    expect(e.path).toBe('lines[2].amount');
    expect(e.source).toBe('The statement (customer_statement)');
  });

  it('says when a whole answer is missing (null where an object was expected)', () => {
    const e = caught(() =>
      rpcResult('The receipt (payment_receipt)', statement, { data: null, error: null }),
    );
    expect(e.message).toContain(
      'The receipt (payment_receipt) came back in a shape this screen does not know',
    );
    expect(e.path).toBe('');
  });

  it('is a DataError the query cache does not ask again for (the same answer would come back)', () => {
    const e = caught(() => parseResult('x', statement, {}));
    expect(e).toBeInstanceOf(DataError);
    expect(e.code).toBe('result_shape');
    expect(shouldRetry(0, e)).toBe(false);
  });

  it('throws the refusal itself, unparsed, when the server refused', () => {
    const answer = {
      data: null,
      error: new PostgrestError({ code: '42501', message: 'Only staff', details: '', hint: '' }),
      status: 403,
    };
    expect(() => rpcResult('x', statement, answer)).toThrow(DataError);
    expect(() => rpcResult('x', statement, answer)).toThrow('Only staff');
    expect(() => rpcResult('x', statement, answer)).not.toThrow(ResultShapeError);
  });
});

describe('a bad path reads like code', () => {
  it('puts indexes in brackets and keys after dots', () => {
    expect(pathText(['lines', 2, 'amount'])).toBe('lines[2].amount');
    expect(pathText([0, 'id'])).toBe('[0].id');
    expect(pathText([])).toBe('');
  });
});
