// The one filter bar of a board (ADR 039): a search box and one select per
// declared filter, kept in the URL under the same keys as a RecordList's
// search and chips (`q`, `f.<id>`), so switching between a module's list and
// its board keeps what the user chose. A board leaves out the filter its
// columns already split by (`omit`).
import type { ListFilter } from '@kit/list/list-column.ts';
import { Input } from '@kit/ui/input.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';

export function FilterBar(props: {
  filters: readonly ListFilter[];
  /** Filter ids not offered (the board's columns). */
  omit?: readonly string[];
  /** The search box's hint ("Name, company, ENQ…"). */
  searchPlaceholder: string;
}) {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const set = (key: string, value: string) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        if (value) n.set(key, value);
        else n.delete(key);
        return n;
      },
      { replace: true },
    );
  return (
    <fieldset className="flex flex-wrap items-end gap-2">
      <legend className="sr-only">Filters</legend>
      <div className="grid gap-1 text-xs font-medium">
        <label htmlFor={`${id}-q`}>Search</label>
        <Input
          id={`${id}-q`}
          type="search"
          defaultValue={params.get('q') ?? ''}
          onChange={(e) => set('q', e.target.value.trim())}
          className="h-9 w-48"
          placeholder={props.searchPlaceholder}
        />
      </div>
      {props.filters
        .filter((f) => !props.omit?.includes(f.id))
        .map((f) => (
          <div key={f.id} className="grid gap-1 text-xs font-medium">
            <label htmlFor={`${id}-${f.id}`}>{f.label}</label>
            <NativeSelect
              id={`${id}-${f.id}`}
              value={params.get(`f.${f.id}`)?.split(',')[0] ?? ''}
              onChange={(e) => set(`f.${f.id}`, e.target.value)}
              className="h-9 max-w-52"
            >
              <option value="">All</option>
              {f.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
    </fieldset>
  );
}
