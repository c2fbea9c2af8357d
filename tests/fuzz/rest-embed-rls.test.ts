// Fuzzing row-level security through embedding: inner joins, filters and
// ordering on embedded resources, spreads and embedded aggregates. A hidden
// row must not show up, and must not show *through* its visible neighbours
// either (a child kept or sorted because of its hidden parent's values).
// Fixture: child 4 is visible but its item 101 is hidden; item 1 has one
// visible (c1) and one hidden (c2) child.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  call,
  evilText,
  expectRestErrorShape,
  expectSafe,
  FUZZ_TIMEOUT,
  filterValue,
  qs,
  RUNS,
} from './support.ts';

const VISIBLE_ITEM_IDS = new Set([1, 2, 3, 4, 5, 6, 7, 8]);
const CHILD_OF_HIDDEN = 4;

async function read(path: string) {
  const r = await call(`/rest/v1/${path}`);
  expectSafe(r, `GET /rest/v1/${path}`);
  expectRestErrorShape(r, `GET /rest/v1/${path}`);
  return r;
}

const itemColumn = fc.constantFrom(
  'id',
  'n',
  'marker',
  'label',
  'price',
  'born',
  'visible',
  'data->>k',
  'tags',
);

describe('fuzz: row-level security through embedded resources', () => {
  it(
    'an inner-joined, filtered embed never keeps a child because of a hidden parent',
    async () => {
      const filters = fc.array(
        fc.tuple(
          itemColumn.map((c) => `fuzz_items.${c}`),
          filterValue,
        ),
        { maxLength: 2 },
      );
      const embed = fc.constantFrom(
        'fuzz_items!inner(id,n)',
        'fuzz_items!inner(*)',
        '...fuzz_items!inner(n)',
      );
      await fc.assert(
        fc.asyncProperty(embed, filters, async (e, fs) => {
          const r = await read(`fuzz_children?${qs([['select', `id,item_id,${e}`], ...fs])}`);
          if (r.status !== 200) return;
          for (const row of r.json as { id: number; item_id: number }[]) {
            expect(row.id, JSON.stringify(r.json)).not.toBe(CHILD_OF_HIDDEN);
            expect(VISIBLE_ITEM_IDS.has(row.item_id)).toBe(true);
          }
        }),
        RUNS,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'ordering by a to-one embedded column sorts a hidden parent as null',
    async () => {
      const dir = fc.constantFrom('', '.asc', '.desc');
      const nulls = fc.constantFrom('.nullsfirst', '.nullslast');
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('n', 'id', 'marker', 'price', 'born'),
          dir,
          nulls,
          async (col, d, nl) => {
            const r = await read(
              `fuzz_children?${qs([
                ['select', `id,fuzz_items(${col})`],
                ['order', `fuzz_items(${col})${d}${nl}`],
              ])}`,
            );
            expect(r.status, r.text).toBe(200);
            const ids = (r.json as { id: number }[]).map((x) => x.id);
            expect(ids.sort()).toEqual([1, 3, 4]);
            const rows = r.json as { id: number }[];
            // Children 1 and 3 have visible parents; child 4's parent reads as null.
            const at = rows.findIndex((x) => x.id === CHILD_OF_HIDDEN);
            expect(at, `${nl}: ${JSON.stringify(rows)}`).toBe(nl === '.nullsfirst' ? 0 : rows.length - 1);
          },
        ),
        RUNS,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'aggregates over embedded rows count only the visible ones',
    async () => {
      const agg = fc.constantFrom('count()', 'id.count()', 'id.max()', 'id.sum()');
      const extra = fc.array(
        fc.tuple(fc.constantFrom('fuzz_children.id', 'fuzz_children.marker'), filterValue),
        {
          maxLength: 1,
        },
      );
      await fc.assert(
        fc.asyncProperty(agg, extra, async (a, fs) => {
          const r = await read(
            `fuzz_items?${qs([['select', `id,fuzz_children(${a})`], ['id', 'eq.1'], ...fs])}`,
          );
          if (r.status !== 200 || fs.length > 0) return;
          const [item] = r.json as { fuzz_children: Record<string, number>[] }[];
          const value = Object.values(item.fuzz_children[0] ?? {})[0];
          // Item 1 has children 1 (visible) and 2 (hidden).
          expect(Number(value), `${a}: ${r.text}`).toBe(1);
        }),
        RUNS,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'random embed shapes and embedded filters never reveal hidden rows',
    async () => {
      const child = fc.constantFrom(
        'fuzz_children',
        'fuzz_children!inner',
        'fuzz_children!item_id',
        'kids:fuzz_children',
      );
      const parent = fc.constantFrom('parent:parent_id', 'fuzz_items!parent_id', 'parent_id', '...parent_id');
      const select = fc
        .tuple(child, parent, fc.constantFrom('*', 'id,marker', 'marker', 'count()'))
        .map(([c, p, cols]) => `id,marker,${c}(${cols}),${p}(${cols})`);
      const filters = fc.array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom('fuzz_children.marker', 'fuzz_children.visible', 'kids.id', 'parent.n'),
            evilText,
          ),
          filterValue,
        ),
        { maxLength: 2 },
      );
      const embeddedOr = fc.option(
        fc
          .tuple(fc.constantFrom('fuzz_children.or', 'kids.or', 'parent.or'), filterValue)
          .map(([k, v]) => [k, `(id.${v})`] as [string, string]),
        { nil: undefined },
      );
      await fc.assert(
        fc.asyncProperty(select, filters, embeddedOr, async (s, fs, or) => {
          await read(`fuzz_items?${qs([['select', s], ...fs, ...(or ? [or] : [])])}`);
        }),
        RUNS,
      );
    },
    FUZZ_TIMEOUT,
  );
});
