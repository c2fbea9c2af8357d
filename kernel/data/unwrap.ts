// supabase-js never throws for a refused request: it answers `{ data, error }`.
// These helpers turn that answer into the value or a thrown DataError, so a
// data function reads as `return unwrap(await supabase.from('x').select())`
// and the query cache sees failures as failures (retry, error state).
import { DataError, toDataError } from './data-error.ts';

/** What PostgREST queries and RPCs answer (supabase-js PostgrestSingleResponse and friends). */
export type PostgrestAnswer<T> =
  | { data: T; error: null; count?: number | null; status?: number }
  | { data: unknown; error: object; count?: number | null; status?: number };

/** The data of a successful answer; throws the error as a DataError otherwise. */
export function unwrap<T>(answer: PostgrestAnswer<T>): T {
  if (answer.error) throw toDataError(answer.error, answer.status);
  return answer.data as T;
}

/** A list read with `{ count: 'exact' }`: its rows and the total (the rows' length when no count came). */
export function unwrapPage<Row>(answer: PostgrestAnswer<Row[] | null>): { rows: Row[]; total: number } {
  const rows = unwrap(answer) ?? [];
  return { rows, total: answer.count ?? rows.length };
}

/** What `supabase.functions.invoke` answers. */
export type FunctionAnswer<T> = { data: T; error: null } | { data: unknown; error: object };

interface ResponseLike {
  status: number;
  json(): Promise<unknown>;
}
const isResponseLike = (v: unknown): v is ResponseLike =>
  !!v && typeof v === 'object' && typeof (v as ResponseLike).json === 'function';

/**
 * The data an edge function returned; throws a DataError otherwise. A function that answered with
 * an error status has its JSON body read, so its own message (`msg`, `message` or `error`), `code`
 * and weak-password `reasons` reach the screen instead of "Edge Function returned a non-2xx status code".
 */
export async function unwrapFunction<T>(answer: FunctionAnswer<T>): Promise<T> {
  if (!answer.error) return answer.data as T;
  const context = (answer.error as { context?: unknown }).context;
  if (!isResponseLike(context)) throw toDataError(answer.error);
  const body = (await context.json().catch(() => null)) as {
    msg?: unknown;
    message?: unknown;
    error?: unknown;
    code?: unknown;
    error_code?: unknown;
    reasons?: unknown;
  } | null;
  const text = [body?.msg, body?.message, body?.error].find((m) => typeof m === 'string' && m);
  const code = [body?.code, body?.error_code].find((c) => typeof c === 'string');
  throw new DataError(
    {
      message: (text as string | undefined) ?? (answer.error as Error).message ?? 'The request failed',
      code: (code as string | undefined) ?? null,
      status: context.status,
      reasons: Array.isArray(body?.reasons) ? body.reasons.map(String) : [],
    },
    { cause: answer.error },
  );
}
