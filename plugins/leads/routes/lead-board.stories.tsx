import type { BoardCardTools } from '@kit/board/board-view.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import type { LeadRow } from '../data.ts';
import type { LeadStage } from '../schema.ts';
import { LeadBoardView, LeadCard } from './lead-board-view.tsx';

/** A card outside a board: no move menu, keys do nothing. */
const STORY_TOOLS: BoardCardTools<LeadStage> = {
  moveMenu: () => null,
  onKeyDown: () => {},
  column: { id: 'new', label: 'New' },
  index: 0,
  count: 1,
};

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
const base: LeadRow = {
  id: 'l1',
  reference: 'ENQ-2026-000101',
  contact_name: 'Achieng Otieno',
  company: 'Lakeside Hotel',
  email: 'achieng@lakeside.example',
  phone: '+254712345678',
  source: 'quote_request',
  stage: 'new',
  expected_value: '180000.00',
  probability: 10,
  owner_id: 'staff',
  follow_up_on: null,
  created_at: hoursAgo(3),
  first_response_at: null,
  service_id: 'fire',
  customer_id: null,
  lost_reason: null,
  message: null,
  stage_changed_at: hoursAgo(3),
  updated_at: hoursAgo(3),
};
const LEADS: LeadRow[] = [
  base,
  {
    ...base,
    id: 'l2',
    reference: 'ENQ-2026-000098',
    company: 'Kiambu Dairy Processors',
    stage: 'contacted',
    probability: 20,
    first_response_at: hoursAgo(20),
    follow_up_on: '2026-01-05',
    expected_value: '85000.50',
  },
  {
    ...base,
    id: 'l3',
    reference: 'ENQ-2026-000090',
    company: 'Thika Paper Converters',
    stage: 'qualified',
    probability: 40,
    first_response_at: hoursAgo(50),
    expected_value: '320000.00',
  },
  {
    ...base,
    id: 'l4',
    reference: 'ENQ-2026-000085',
    company: 'Nyali Coral Beach Hotel',
    stage: 'proposal',
    probability: 60,
    first_response_at: hoursAgo(90),
    expected_value: '480000.25',
    owner_id: null,
  },
  {
    ...base,
    id: 'l5',
    reference: 'ENQ-2026-000070',
    company: 'Karen Family Hospital',
    stage: 'won',
    probability: 100,
    first_response_at: hoursAgo(200),
    expected_value: '750000.00',
  },
  {
    ...base,
    id: 'l6',
    reference: 'ENQ-2026-000060',
    company: 'Voi Sisal Estates',
    stage: 'lost',
    probability: 0,
    first_response_at: hoursAgo(300),
    lost_reason: 'Chose a cheaper firm',
  },
];
const common = {
  today: '2026-11-25',
  now: new Date(),
  ownerName: (id: string | null) => (id === 'staff' ? 'Mary Wambui' : null),
  serviceName: (id: string | null) => (id ? 'Audits › Fire safety audit' : null),
};

/** The pipeline board: columns with count, value and exact weighted total; cards move by drag, menu or Shift+arrows. */
const meta = {
  title: 'Leads/Board',
  component: LeadBoardView,
  args: { ...common, leads: LEADS, onMove: () => {} },
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LeadBoardView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Board: Story = {};
export const Empty: Story = { args: { leads: [] } };
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** One card: waiting for a first response, overdue, unassigned. */
export const Cards: Story = {
  render: () => (
    <ul className="grid w-72 gap-2">
      {LEADS.slice(0, 4).map((l) => (
        <li key={l.id}>
          <LeadCard {...common} lead={l} tools={STORY_TOOLS} />
        </li>
      ))}
    </ul>
  ),
};
