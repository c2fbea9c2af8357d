// Options of a picker another module contributes (ADR 039): a form asks for a
// kind ("customer") and gets the owning module's options through the kernel's
// `pickers` extension point, with one limit for every picker and the search
// the user typed. Cached per kind and search under ['kernel', 'picker', …];
// `include` keeps a value the form already holds among the options.

import type { PickerContribution, PickerOption } from '@kernel/registry/extension-points.ts';
import { supabase } from '@kernel/supabase.ts';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useKitHost } from '../host/kit-host.tsx';
import { staffPicker } from './staff-members.ts';

/** The most options any picker returns at once; beyond it the user types to narrow. */
export const PICKER_LIMIT = 200;

export const pickerKeys = {
  all: ['kernel', 'picker'] as const,
  kind: (kind: string) => ['kernel', 'picker', kind] as const,
  search: (
    kind: string,
    query: string,
    include: readonly string[],
    scope?: Readonly<Record<string, string>>,
    limit = PICKER_LIMIT,
  ) => ['kernel', 'picker', kind, { query, include, scope, limit }] as const,
};

/** Pickers of the kernel's own tables, offered by the kit itself (a plugin of the same kind comes first). */
const KIT_PICKERS: readonly PickerContribution[] = [staffPicker];

/** The installed picker of a kind, if a module the user may open offers it (or the kit, for `staff`). */
export function usePicker(kind: string): PickerContribution | undefined {
  const contributed = useKitHost()
    .usePickers()
    .find((p) => p.kind === kind);
  return contributed ?? KIT_PICKERS.find((p) => p.kind === kind);
}

/**
 * The options, as a query (data, error, isPending, refetch). With no installed picker of the kind (its
 * module switched off) the answer is an empty list, so forms do not wait for it.
 */
export function usePickerOptions(
  kind: string,
  opts: PickerOptionsRequest & { staleTime?: number; enabled?: boolean } = {},
): UseQueryResult<PickerOption[]> {
  const picker = usePicker(kind);
  const query = opts.query?.trim() ?? '';
  const include = (opts.include ?? []).filter((v): v is string => !!v);
  const limit = opts.limit ?? PICKER_LIMIT;
  const scope = opts.scope;
  return useQuery({
    queryKey: [...pickerKeys.search(kind, query, include, scope, limit), !!picker],
    queryFn: ({ signal }) =>
      picker ? picker.search(query, supabase, { limit, include, scope, signal }) : Promise.resolve([]),
    placeholderData: keepPreviousData,
    staleTime: opts.staleTime,
    enabled: opts.enabled,
  });
}

/** What a form asks a picker: the typed text, the values it holds, the kind's scope. */
export interface PickerOptionsRequest {
  query?: string;
  /** Values answered whatever the text (the form's current value), even archived. */
  include?: readonly (string | null | undefined)[];
  /** The kind's narrowing (`contact`: `{ customer_id }`), as the owning module documents it. */
  scope?: Readonly<Record<string, string>>;
  /** Fewer than PICKER_LIMIT (0: only the held values, e.g. to show a stored value's name). */
  limit?: number;
}

/** The option of one stored value (its name on a record page): null while unknown, or with no such record. */
export function usePickerLabel(kind: string, value: string | null | undefined): PickerOption | null {
  const found = usePickerOptions(kind, { include: [value], limit: 0, enabled: !!value, staleTime: 60_000 });
  return found.data?.find((o) => o.value === value) ?? null;
}
