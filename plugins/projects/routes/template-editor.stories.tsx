// The service template editor (admins) with the Noise survey template: name and
// Active flag, tasks and milestones with Up/Down, Edit and Remove buttons.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TemplateDetail } from '../templates-data.ts';
import { TemplateEditor } from './template-page.tsx';

const task = (
  id: string,
  title: string,
  offset_days: number,
  position: number,
  priority: 'normal' | 'high',
) => ({
  id,
  template_id: 't-noise',
  title,
  description: null,
  offset_days,
  priority,
  position,
});

const NOISE: TemplateDetail = {
  id: 't-noise',
  name: 'Noise survey',
  is_active: true,
  service_name: 'Noise survey',
  tasks: [
    task('k1', 'Confirm areas, shifts and workers to monitor', 0, 10, 'high'),
    task('k2', 'Check calibration certificates of the sound level meter and dosimeters', 2, 20, 'normal'),
    task('k3', 'Area noise mapping (sound level meter)', 5, 30, 'high'),
    task('k4', 'Analyse results against 85 dB(A) and draft the report', 12, 60, 'high'),
  ],
  milestones: [
    { id: 'm1', template_id: 't-noise', title: 'Measurements done', offset_days: 6, position: 10 },
    { id: 'm2', template_id: 't-noise', title: 'Report delivered', offset_days: 15, position: 20 },
  ],
};

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });

const meta = {
  title: 'Plugins/Projects/Service template editor',
  component: TemplateEditor,
  parameters: { path: '/dashboard/projects/templates/t-noise' },
  decorators: [
    (Story) => (
      <QueryClientProvider client={queryClient}>
        <div className="grid gap-6">
          <Story />
        </div>
      </QueryClientProvider>
    ),
  ],
  args: { template: NOISE },
} satisfies Meta<typeof TemplateEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoiseSurvey: Story = {};

/** A template with nothing in it yet, turned off. */
export const EmptyAndOff: Story = {
  args: { template: { ...NOISE, is_active: false, tasks: [], milestones: [] } },
};
