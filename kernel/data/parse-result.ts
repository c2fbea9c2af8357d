// A JSON answer (an RPC returning json/jsonb, a view read through PostgREST) is typed `Json` or
// loosely by the generator; its real shape is a zod schema next to the type the screen uses
// (`type X = z.infer<typeof xSchema>`, so type and check cannot drift). `rpcResult` unwraps the
// answer and checks it once per response: a server change shows as a clear error naming the RPC
// and the first bad path, never as `undefined` on screen (ADR 046). Money stays decimal text.
import type { z } from 'zod';
import { DataError } from './data-error.ts';
import { type PostgrestAnswer, unwrap } from './unwrap.ts';

/** `lines[2].amount` from zod's path. */
export function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) =>
      typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key),
    '',
  );
}

/**
 * The answer came back in a shape the screen does not know. A DataError with the server's
 * answer status (200), so the query cache does not ask again for the same shape.
 */
export class ResultShapeError extends DataError {
  readonly source: string;
  readonly path: string;
  constructor(source: string, error: z.ZodError) {
    const issue = error.issues[0];
    const at = issue ? pathText(issue.path) : '';
    super({
      message: `${source} came back in a shape this screen does not know: ${at || '(the whole answer)'} — ${issue?.message ?? 'invalid'}`,
      code: 'result_shape',
      status: 200,
    });
    this.source = source;
    this.path = at;
  }
}

/** `value` checked against `schema`; throws a ResultShapeError naming `source` and the first bad path. */
export function parseResult<S extends z.ZodType>(source: string, schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ResultShapeError(source, parsed.error);
  return parsed.data;
}

/** The data of an RPC's (or a read's) answer, checked: `rpcResult('payment_receipt', receiptSchema, await supabase.rpc(…))`. */
export function rpcResult<S extends z.ZodType>(
  source: string,
  schema: S,
  answer: PostgrestAnswer<unknown>,
): z.output<S> {
  return parseResult(source, schema, unwrap(answer));
}
