// Query keys, one family per plugin (and per resource inside it), so a change
// invalidates exactly its family: `invalidateQueries({ queryKey: keys.all })`
// refreshes every list and record of the resource, `keys.lists()` only lists.
//
//   const userKeys = pluginKeys('users');
//   userKeys.list({ search, page })  →  ['users', 'list', { search, page }]
//   userKeys.detail(id)              →  ['users', 'detail', id]
//
// The first element is the plugin id (its folder name), so two plugins never share a key;
// the kernel's own keys start with 'kernel'.

export type QueryKeyPart = string | number | boolean | null | Readonly<Record<string, unknown>>;

export interface KeyFamily<Root extends readonly string[]> {
  /** Everything of this resource: lists, records and anything keyed below it. */
  all: Root;
  /** Every list, whatever its filters. */
  lists(): readonly [...Root, 'list'];
  /** One list: `params` are the filters, search, sort and page that make it (plain, serialisable values). */
  list(
    params?: Readonly<Record<string, unknown>>,
  ): readonly [...Root, 'list', Readonly<Record<string, unknown>>];
  /** Every single record. */
  details(): readonly [...Root, 'detail'];
  detail(id: string | number): readonly [...Root, 'detail', string | number];
}

function family<Root extends readonly string[]>(all: Root): KeyFamily<Root> {
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params = {}) => [...all, 'list', params] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id) => [...all, 'detail', id] as const,
  };
}

/** The key family of a plugin, or of one resource of it (`pluginKeys('settings', 'modules')`). */
export function pluginKeys<P extends string>(plugin: P): KeyFamily<readonly [P]>;
export function pluginKeys<P extends string, R extends string>(
  plugin: P,
  resource: R,
): KeyFamily<readonly [P, R]>;
export function pluginKeys(plugin: string, resource?: string): KeyFamily<readonly string[]> {
  if (plugin === 'kernel') throw new Error("'kernel' is the kernel's own key prefix");
  return family(resource ? [plugin, resource] : [plugin]);
}

/** The kernel's own reads. */
export const kernelKeys = {
  modules: family(['kernel', 'modules'] as const),
  /** The bell: `notifications.list({ userId })` holds the newest notifications and the unread count. */
  notifications: family(['kernel', 'notifications'] as const),
  /** Active staff, admins and superadmins (owner pickers): `staff-members.ts`. */
  staff: family(['kernel', 'staff'] as const),
} as const;
