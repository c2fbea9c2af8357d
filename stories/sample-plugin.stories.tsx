import type { Meta, StoryObj } from '@storybook/react-vite';
import { AudioLines, LayoutDashboard } from 'lucide-react';
import { buildMenu } from '../kernel/registry/build-menu.ts';
import type { PluginManifest } from '../kernel/registry/types.ts';
import { SidebarNav } from '../kernel/shell/sidebar-nav.tsx';
import { EmptyState } from '../kernel/ui/empty-state.tsx';
import { PageHeader } from '../kernel/ui/page-header.tsx';

function SurveysScreen() {
  return (
    <>
      <PageHeader
        title="Noise surveys"
        description="Noise maps and personal exposure results per client site."
      />
      <EmptyState icon={AudioLines} title="No surveys yet" description="Surveys you schedule appear here." />
    </>
  );
}

const sample: PluginManifest = {
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

const meta = { title: 'Guides/Sample plugin' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** buildMenu() over the sample manifest, for a staff user with every module on. */
export const InTheShell: Story = {
  render: () => (
    <div className="flex min-h-[360px] rounded-lg border">
      <aside className="w-60 border-r bg-sidebar p-2">
        <SidebarNav menu={buildMenu([home, sample], 'staff', () => true)} />
      </aside>
      <main className="flex-1 p-6">
        <SurveysScreen />
      </main>
    </div>
  ),
};
