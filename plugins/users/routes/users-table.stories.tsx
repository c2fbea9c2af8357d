import { memorySource } from '@kit/list/memory-source.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UserRow } from '../data.ts';
import { UsersTable } from './users-table.tsx';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const base = { phone: null, created_at: '2026-01-05T08:00:00Z', total_count: 5 } as const;
const users: UserRow[] = [
  {
    ...base,
    auth_id: 'u-super',
    full_name: 'Peter Otieno',
    email: 'peter@safeworks.test',
    role: 'superadmin',
    job_title: 'Director',
    is_active: true,
    last_sign_in_at: hoursAgo(1),
  },
  {
    ...base,
    auth_id: 'u-admin',
    full_name: 'Grace Njeri',
    email: 'grace@safeworks.test',
    role: 'admin',
    job_title: 'Office manager',
    is_active: true,
    last_sign_in_at: hoursAgo(26),
  },
  {
    ...base,
    auth_id: 'u-staff',
    full_name: 'Kiprono Bett',
    email: 'kiprono@safeworks.test',
    role: 'staff',
    job_title: 'Safety officer',
    is_active: true,
    last_sign_in_at: hoursAgo(200),
  },
  {
    ...base,
    auth_id: 'u-off',
    full_name: 'Halima Yusuf',
    email: 'halima@safeworks.test',
    role: 'staff',
    job_title: 'Fire safety trainer',
    is_active: false,
    last_sign_in_at: null,
  },
  {
    ...base,
    auth_id: 'u-cust',
    full_name: 'Mwangi Hardware Ltd',
    email: null,
    phone: '+254712345678',
    role: 'customer',
    job_title: null,
    is_active: true,
    last_sign_in_at: hoursAgo(3),
  },
];

// The rows answer like admin_list_users: searched by name, e-mail or phone, filtered by kind of account.
const byKind = (u: UserRow, id: string) => {
  if (id !== 'show') return Object.entries(u).find(([key]) => key === id)?.[1];
  // Disabled accounts are not also "staff" here: the in-memory filter compares one value per row.
  if (!u.is_active) return 'disabled';
  return u.role === 'customer' ? 'customers' : 'staff';
};
const source = (rows: UserRow[]) =>
  memorySource(rows, {
    searchText: (u) => [u.full_name, u.email, u.phone].join(' '),
    value: (u, id) => (id === 'name' ? u.full_name : id === 'contact' ? (u.email ?? u.phone) : byKind(u, id)),
  });

const meta = {
  title: 'Plugins/Users/Users list',
  component: UsersTable,
  parameters: { path: '/dashboard/users' },
  args: {
    fetchPage: source(users),
    currentUserId: 'u-admin',
    callerRole: 'admin',
    onChangeRole: () => {},
    onToggleActive: () => {},
    onPasswordHelp: () => {},
  },
} satisfies Meta<typeof UsersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: role changes and disabling only for staff and customers, never on their own row. */
export const AsAdmin: Story = {};

/** A superadmin may change anyone's role except their own. */
export const AsSuperadmin: Story = { args: { currentUserId: 'u-super', callerRole: 'superadmin' } };

/** Only disabled accounts, as `?f.show=disabled` shows them (the filter chip says so). */
export const DisabledOnly: Story = { parameters: { path: '/dashboard/users?f.show=disabled' } };

/** A firm that has no accounts besides the first superadmin's yet. */
export const NoUsers: Story = { args: { fetchPage: source([]) } };
