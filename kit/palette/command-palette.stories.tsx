import { kernelKitHost } from '@kernel/app/kit-host.ts';
import { createQueryClient } from '@kernel/data/query-client.ts';
import { PluginsProvider } from '@kernel/extensions/plugins-context.tsx';
import { modulesAtom } from '@kernel/modules/module-state.ts';
import type { PluginManifest } from '@kernel/registry/types.ts';
import { profileAtom, profileSettledForAtom } from '@kernel/session/atoms.ts';
import { createSessionStore, SessionStoreContext } from '@kernel/session/use-session.ts';
import { GlobalSearch } from '@kit/shell/global-search.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { FileText, LayoutDashboard, UserCog } from 'lucide-react';
import { MemoryRouter } from 'react-router-dom';
import { KitHostProvider } from '../host/kit-host.tsx';

// Fake plugins: sources answer from memory (after a short wait, like a network), one always fails.
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const PLUGINS: PluginManifest[] = [
  {
    id: 'home',
    title: 'Home',
    description: 'Start',
    nav: { label: 'Home', icon: LayoutDashboard, section: 'overview', order: 0 },
    routes: [{ path: '/dashboard', title: 'Home', comingSoon: true }],
  },
  {
    id: 'customers',
    title: 'Customers',
    description: 'Clients',
    nav: { label: 'Customers', icon: FileText, section: 'sales', order: 10 },
    routes: [{ path: '/dashboard/customers', title: 'Customers', comingSoon: true }],
    searchSources: [
      {
        id: 'customers',
        label: 'Customers',
        search: async (q) => {
          await wait(400);
          return ['Acme Ltd', 'Amani Builders', 'Kamau Engineering']
            .filter((name) => name.toLowerCase().includes(q.toLowerCase()))
            .map((name, i) => ({ title: name, subtitle: 'Nairobi', path: `/dashboard/customers/${i}` }));
        },
      },
    ],
  },
  {
    id: 'leads',
    title: 'Leads',
    description: 'Enquiries',
    nav: { label: 'Leads', icon: FileText, section: 'sales', order: 20 },
    routes: [{ path: '/dashboard/leads', title: 'Leads', comingSoon: true }],
    searchSources: [
      {
        id: 'leads',
        label: 'Leads',
        search: async () => {
          await wait(300);
          throw new Error('permission denied for table leads');
        },
      },
    ],
  },
  {
    id: 'users',
    requiredRole: 'admin',
    title: 'Users',
    description: 'Accounts',
    nav: { label: 'Users', icon: UserCog, section: 'admin', order: 10 },
    routes: [{ path: '/dashboard/users', title: 'Users', comingSoon: true }],
    commands: [{ id: 'new-user', label: 'New staff user', path: '/dashboard/users?new=1' }],
  },
];

function signedInStore() {
  const store = createStore();
  store.set(profileAtom, {
    id: 'p-1',
    auth_id: 'story',
    role: 'admin',
    full_name: 'Grace Wanjiru',
    email: 'grace@example.test',
    phone: null,
    avatar_url: null,
    job_title: null,
    is_active: true,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  });
  store.set(profileSettledForAtom, 'story');
  store.set(modulesAtom, { status: 'ready', rows: [] });
  return store;
}

function checkedSessions() {
  const sessions = createSessionStore();
  sessions.set({ checked: true });
  return sessions;
}

const meta = {
  title: 'Kernel/Search/CommandPalette',
  component: GlobalSearch,
  decorators: [
    (Story) => (
      <SessionStoreContext value={checkedSessions()}>
        <JotaiProvider store={signedInStore()}>
          <QueryClientProvider client={createQueryClient()}>
            <PluginsProvider plugins={PLUGINS}>
              <KitHostProvider host={kernelKitHost}>
                <MemoryRouter initialEntries={['/dashboard']}>
                  <div className="flex justify-end p-4">
                    <Story />
                  </div>
                </MemoryRouter>
              </KitHostProvider>
            </PluginsProvider>
          </QueryClientProvider>
        </JotaiProvider>
      </SessionStoreContext>
    ),
  ],
} satisfies Meta<typeof GlobalSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The top bar's search button. Click it or press Ctrl/⌘ K: type "am" to see Customers' hits arrive
 * after a wait and Leads' source fail on its own; "new" finds the Users action.
 */
export const SearchButton: Story = {};
