// The "Writing a plugin" guide's sample: a manifest, the menu the kernel
// builds from it (buildMenu), and its screen inside the shell's presentational
// frame with a fake signed-in user.

import { StatefulShellFrame } from '@kit/shell/shell-frame.tsx';
import { Button } from '@kit/ui/button.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AudioLines, LayoutDashboard, Plus } from 'lucide-react';
import { buildMenu } from '../kernel/registry/build-menu.ts';
import type { PluginManifest } from '../kernel/registry/types.ts';
import { fakeUser } from '../kernel/shell/shell.fixtures.tsx';

/** plugins/noise-surveys/routes/list-page.tsx */
export function SurveysScreen() {
  return (
    <>
      <PageHeader
        title="Noise surveys"
        description="Noise maps and personal exposure results per client site."
        actions={
          <Button>
            <Plus aria-hidden="true" /> New survey
          </Button>
        }
      />
      <EmptyState icon={AudioLines} title="No surveys yet" description="Surveys you schedule appear here." />
    </>
  );
}

/** plugins/noise-surveys/manifest.ts */
export const sampleManifest: PluginManifest = {
  id: 'noise-surveys',
  moduleId: 'projects',
  title: 'Noise surveys',
  description: 'Noise maps and personal exposure results per client site.',
  nav: { label: 'Noise surveys', icon: AudioLines, section: 'operations', order: 15 },
  routes: [
    {
      path: '/dashboard/noise-surveys',
      title: 'Noise surveys',
      load: async () => ({ default: SurveysScreen }),
    },
  ],
};

const home: PluginManifest = {
  id: 'home',
  title: 'Home',
  description: 'Start page',
  nav: { label: 'Home', icon: LayoutDashboard, section: 'overview', order: 0 },
  routes: [{ path: '/dashboard', title: 'Home', load: async () => ({ default: () => null }) }],
};

const meta = {
  title: 'Guides/Sample plugin',
  // Exported for the guide, not stories of their own.
  excludeStories: ['sampleManifest', 'SurveysScreen'],
  parameters: { layout: 'fullscreen', path: '/dashboard/noise-surveys' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** buildMenu() over the sample manifest, for a staff member with every module switched on. */
export const InTheShell: Story = {
  render: () => (
    <StatefulShellFrame
      menu={buildMenu([home, sampleManifest], 'staff', () => true)}
      crumbs={[
        { title: 'Dashboard', path: '/dashboard' },
        { title: 'Noise surveys', path: '/dashboard/noise-surveys' },
      ]}
      user={{ ...fakeUser, name: 'Otieno Kamau', email: 'staff@demo.safeworks.test', role: 'staff' }}
      onSignOut={() => {}}
    >
      <SurveysScreen />
    </StatefulShellFrame>
  ),
};

/** The same manifest while an administrator has switched the Projects module off: no menu entry. */
export const ModuleSwitchedOff: Story = {
  render: () => (
    <StatefulShellFrame
      menu={buildMenu([home, sampleManifest], 'staff', (id) => id !== 'projects')}
      crumbs={[{ title: 'Dashboard', path: '/dashboard' }]}
      user={fakeUser}
      onSignOut={() => {}}
    >
      <PageHeader title="Home" description="Noise surveys is not in the menu: its module is off." />
    </StatefulShellFrame>
  ),
};
