import { PluginsProvider } from '@kernel/extensions/plugins-context.tsx';
import type { PluginManifest } from '@kernel/registry/types.ts';
import { profileAtom, profileSettledForAtom } from '@kernel/session/atoms.ts';
import type { Profile } from '@kernel/session/profile.ts';
import { createSessionStore, SessionStoreContext } from '@kernel/session/use-session.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Session } from '@supabase/supabase-js';
import { createStore, Provider } from 'jotai';
import { manifest } from '../manifest.ts';
import SettingsPage from './settings-page.tsx';

// A signed-in superadmin in stores of its own; module switches stay "loading", so every module counts as on.
function superadminSession() {
  const sessions = createSessionStore();
  sessions.set({ checked: true, session: { user: { id: 'u-boss' } } as Session });
  return sessions;
}

function superadminStore() {
  const store = createStore();
  store.set(profileAtom, { auth_id: 'u-boss', role: 'superadmin', is_active: true } as Profile);
  store.set(profileSettledForAtom, 'u-boss');
  return store;
}

const panel = (text: string) => () =>
  Promise.resolve({ default: () => <p className="rounded-lg border p-6 text-sm">{text}</p> });

// Settings' own panels stand in for the real ones (which read the database), beside a panel another plugin adds.
const settings: PluginManifest = {
  ...manifest,
  settingsPanels: manifest.settingsPanels?.map((p) => ({ ...p, load: panel(`The ${p.label} panel`) })),
};
const leads: PluginManifest = {
  id: 'leads',
  moduleId: 'leads',
  title: 'Leads',
  description: 'd',
  routes: [{ path: '/dashboard/leads', title: 'Leads', comingSoon: true }],
  settingsPanels: [
    {
      id: 'lead-sources',
      label: 'Lead sources',
      description: 'Where enquiries come from: website, referral, walk-in, phone.',
      order: 50,
      load: panel('Website, referral, walk-in, phone'),
    },
  ],
};

const meta = {
  title: 'Plugins/Settings/SettingsPage',
  component: SettingsPage,
  parameters: { path: '/dashboard/settings' },
  decorators: [
    (Story) => (
      <SessionStoreContext value={superadminSession()}>
        <Provider store={superadminStore()}>
          <PluginsProvider plugins={[settings, leads]}>
            <Story />
          </PluginsProvider>
        </Provider>
      </SessionStoreContext>
    ),
  ],
} satisfies Meta<typeof SettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One tab per panel the installed plugins contribute, Settings' own Modules first. */
export const ContributedPanels: Story = {};

/** A link straight to another plugin's panel. */
export const OpenOnAnotherPluginsPanel: Story = {
  parameters: { path: '/dashboard/settings?tab=lead-sources' },
};
