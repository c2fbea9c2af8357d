// Writes beyond the conformance suite: PUT, limited PATCH/DELETE, CSV and
// urlencoded bodies, missing=default with identity columns, 415.
import { describe, expect, it } from 'vitest';
import { rest, unique } from '../rest/helpers.ts';
import { anonClient } from '../support/clients.ts';

const items = () => anonClient().from('eng_items');

describe('a client replaces one row with PUT', () => {
  it('inserts, then replaces, the row named by its primary key', async () => {
    const code = unique('put');
    const first = await rest(`eng_keyed?code=eq.${code}`, {
      method: 'PUT',
      headers: { prefer: 'return=representation' },
      body: JSON.stringify({ code, label: 'first', amount: 1 }),
    });
    // PostgREST ≥ 12: 201 when PUT inserted the row, 200 when it replaced one.
    expect(first.status).toBe(201);
    expect(first.json).toEqual([{ code, label: 'first', amount: 1 }]);
    const again = await rest(`eng_keyed?code=eq.${code}`, {
      method: 'PUT',
      headers: { prefer: 'return=representation' },
      body: JSON.stringify({ code, label: 'again', amount: 1 }),
    });
    expect(again.status).toBe(200);
    const second = await rest(`eng_keyed?code=eq.${code}`, {
      method: 'PUT',
      body: JSON.stringify({ code, label: 'second', amount: 2 }),
    });
    expect(second.status).toBe(204);
    const { data } = await anonClient().from('eng_keyed').select('label, amount').eq('code', code);
    expect(data).toEqual([{ label: 'second', amount: 2 }]);
  });

  it('is refused with 405 PGRST105 unless the filters are exactly the primary key with eq', async () => {
    const res = await rest('eng_keyed?label=eq.x', {
      method: 'PUT',
      body: JSON.stringify({ code: 'x', label: 'x' }),
    });
    expect(res.status).toBe(405);
    expect(res.json).toMatchObject({ code: 'PGRST105' });
  });

  it('is refused with 400 PGRST115 when the body disagrees with the URL', async () => {
    const res = await rest('eng_keyed?code=eq.a', {
      method: 'PUT',
      body: JSON.stringify({ code: 'b', label: 'x' }),
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'PGRST115' });
  });
});

describe('a client limits which rows a PATCH or DELETE touches', () => {
  it('updates only the first rows in the given order', async () => {
    const batch = unique('limit-patch');
    await items()
      .insert([1, 2, 3].map((n) => ({ batch, name: `n${n}`, qty: n })))
      .throwOnError();
    const res = await rest(`eng_items?batch=eq.${batch}&order=qty.desc&limit=2`, {
      method: 'PATCH',
      headers: { prefer: 'return=representation' },
      body: JSON.stringify({ note: 'picked' }),
    });
    expect(res.status).toBe(200);
    const { data } = await items().select('qty, note').eq('batch', batch).order('qty');
    expect(data).toEqual([
      { qty: 1, note: 'none' },
      { qty: 2, note: 'picked' },
      { qty: 3, note: 'picked' },
    ]);
  });

  it('deletes only the first row in the given order', async () => {
    const batch = unique('limit-delete');
    await items()
      .insert([1, 2, 3].map((n) => ({ batch, name: `n${n}`, qty: n })))
      .throwOnError();
    const res = await rest(`eng_items?batch=eq.${batch}&order=qty.asc&limit=1`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    const { data } = await items().select('qty').eq('batch', batch).order('qty');
    expect(data).toEqual([{ qty: 2 }, { qty: 3 }]);
  });
});

describe('a client inserts from CSV and forms', () => {
  it('inserts CSV rows, with NULL as null', async () => {
    const batch = unique('csv');
    const res = await rest('eng_items?select=name,qty,note', {
      method: 'POST',
      headers: { 'content-type': 'text/csv', prefer: 'return=representation' },
      body: `batch,name,qty,note\n${batch},"Bolt, M6",5,NULL\n${batch},Nut,7,ok\n`,
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual([
      { name: 'Bolt, M6', qty: 5, note: null },
      { name: 'Nut', qty: 7, note: 'ok' },
    ]);
  });

  it('inserts a urlencoded form as one row', async () => {
    const batch = unique('form');
    const res = await rest('eng_items?select=batch,name,qty', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', prefer: 'return=representation' },
      body: new URLSearchParams({ batch, name: 'Washer', qty: '3' }).toString(),
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual([{ batch, name: 'Washer', qty: 3 }]);
  });

  it('is refused with 415 for a body type it cannot read', async () => {
    const res = await rest('eng_items', {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
      body: '<a/>',
    });
    expect(res.status).toBe(415);
    expect(res.json).toMatchObject({ code: 'PGRST107' });
  });
});

describe('a client bulk-inserts rows with different keys', () => {
  it('gets column defaults, including identity values, for keys a row leaves out with missing=default', async () => {
    const batch = unique('missing');
    const { data, error } = await items()
      .insert(
        [
          { id: 900000 + Math.floor(Math.random() * 90000), batch, name: 'explicit id', qty: 4 },
          { batch, name: 'default id' },
        ],
        { defaultToNull: false },
      )
      .select('id, name, qty, note');
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
    expect(data![1]).toMatchObject({ name: 'default id', qty: 1, note: 'none' });
    expect(typeof data![1].id).toBe('number');
  });
});

describe('a client sends an empty PATCH', () => {
  it('changes nothing and gets 204, with filters and a limit in the query', async () => {
    const batch = unique('empty-patch');
    await items().insert({ batch, name: 'kept', qty: 9 }).throwOnError();
    const res = await rest(`eng_items?batch=eq.${batch}&order=id&limit=1`, { method: 'PATCH', body: '{}' });
    expect(res.status).toBe(204);
    const plain = await rest(`eng_items?batch=eq.${batch}`, {
      method: 'PATCH',
      headers: { prefer: 'return=representation' },
      body: '{}',
    });
    expect(plain.status).toBe(200);
    expect(plain.json).toEqual([]);
    const { data } = await items().select('name, qty').eq('batch', batch);
    expect(data).toEqual([{ name: 'kept', qty: 9 }]);
  });
});
