import { describe, expect, it } from 'vitest';
import { csvToObjects, readPayload } from './body.ts';

const req = (body: string, type = 'application/json') =>
  new Request('http://x/', { method: 'POST', body, headers: { 'content-type': type } });

describe('write bodies', () => {
  it('reads CSV with a header row, quoted fields and NULL', () => {
    expect(csvToObjects('a,b\n1,"x, ""y"""\n2,NULL\n')).toEqual([
      { a: '1', b: 'x, "y"' },
      { a: '2', b: null },
    ]);
  });

  it('refuses invalid JSON with PGRST102 and unknown content types with 415', async () => {
    await expect(readPayload(req('{nope'))).rejects.toMatchObject({ status: 400, code: 'PGRST102' });
    await expect(readPayload(req('<a/>', 'text/xml'))).rejects.toMatchObject({ status: 415 });
  });

  it('reads urlencoded forms as one object', async () => {
    expect((await readPayload(req('a=1&b=two', 'application/x-www-form-urlencoded'))).value).toEqual({
      a: '1',
      b: 'two',
    });
  });
});
