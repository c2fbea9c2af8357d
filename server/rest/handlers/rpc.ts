import { notImplemented } from '../errors.ts';
import type { RestRequest, TxResult } from '../request.ts';

export async function handleRpc(_req: RestRequest, _name: string): Promise<TxResult> {
  throw notImplemented('rpc');
}
