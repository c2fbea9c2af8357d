import { notImplemented } from '../errors.ts';
import type { RestRequest, TxResult } from '../request.ts';
import type { Table } from '../schema-cache.ts';

export async function handleWrite(_req: RestRequest, _table: Table): Promise<TxResult> {
  throw notImplemented('writes');
}
