import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ModuleSetting } from '../data.ts';
import { ModulesList } from './modules-list.tsx';

const modules: ModuleSetting[] = [
  {
    id: 'customers',
    name: 'Customers',
    description: 'Client companies, sites and contacts.',
    is_enabled: true,
    sort_order: 10,
    updated_at: '2026-11-01T00:00:00Z',
    requires: [],
    needed_by: ['leads', 'projects'],
    changed_by: null,
  },
  {
    id: 'leads',
    name: 'Leads',
    description: 'Enquiries followed to a won project.',
    is_enabled: true,
    sort_order: 20,
    updated_at: '2026-11-01T00:00:00Z',
    requires: ['customers'],
    needed_by: [],
    changed_by: null,
  },
  {
    id: 'projects',
    name: 'Projects',
    description: 'Audits, assessments and trainings.',
    is_enabled: true,
    sort_order: 30,
    updated_at: '2026-11-01T00:00:00Z',
    requires: ['customers'],
    needed_by: [],
    changed_by: null,
  },
  {
    id: 'hr',
    name: 'HR',
    description: 'Staff records, leave and certifications.',
    is_enabled: false,
    sort_order: 40,
    updated_at: '2026-11-20T08:30:00Z',
    requires: [],
    needed_by: [],
    changed_by: 'Grace Wanjiru',
  },
  {
    id: 'bulk-sms',
    name: 'Bulk SMS',
    description: 'SMS campaigns and reminders.',
    is_enabled: false,
    sort_order: 60,
    updated_at: '2026-11-01T00:00:00Z',
    requires: [],
    needed_by: [],
    changed_by: null,
  },
  {
    id: 'pos',
    name: 'Point of sale',
    description: 'PPE shop till, stock and suppliers.',
    is_enabled: true,
    sort_order: 150,
    updated_at: '2026-11-01T00:00:00Z',
    requires: [],
    needed_by: [],
    changed_by: null,
  },
];

const meta = {
  title: 'Plugins/Settings/Modules list',
  component: ModulesList,
  args: { rows: modules, busyIds: new Set<string>(), onToggle: () => {} },
} satisfies Meta<typeof ModulesList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The switches as a superadmin sees them; toggling here only changes the story's state. */
export const Interactive: Story = {
  render: (args) => {
    const [rows, setRows] = useState(args.rows);
    return (
      <ModulesList
        {...args}
        rows={rows}
        onToggle={(row, enabled) =>
          setRows((rs) => rs.map((r) => (r.id === row.id ? { ...r, is_enabled: enabled } : r)))
        }
      />
    );
  },
};

/** A change is being saved: that switch waits. */
export const Saving: Story = { args: { busyIds: new Set(['leads']) } };

/** Modules not built yet (ADR 049): "Not available yet", and their switch cannot be turned on. */
export const NotAvailableYet: Story = { args: { unavailableIds: new Set(['hr', 'bulk-sms', 'pos']) } };
