import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

const meta = { title: 'Kernel/UI/Tabs', component: Tabs } satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs. */
export const ProjectTabs: Story = {
  render: () => (
    <Tabs defaultValue="overview" className="max-w-lg">
      <TabsList>
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="tasks">Tasks</TabsTrigger>
        <TabsTrigger value="documents">Documents</TabsTrigger>
      </TabsList>
      <TabsContent value="overview" className="text-sm">
        Fire safety audit for Athi River Cement, due 30 November.
      </TabsContent>
      <TabsContent value="tasks" className="text-sm">
        Site walk-through, extinguisher inspection, report.
      </TabsContent>
      <TabsContent value="documents" className="text-sm">
        No documents yet.
      </TabsContent>
    </Tabs>
  ),
};
