// The Customers screens' presentational parts: the duplicate warning of "New
// customer", a contact card and a site card (as on the record page's tabs).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Contact, Site } from '../data.ts';
import { ContactCard } from './contacts-tab.tsx';
import { DuplicateWarning } from './duplicate-warning.tsx';
import { SiteCard } from './sites-tab.tsx';

const stamps = {
  created_at: '2026-11-01T08:00:00Z',
  created_by: null,
  updated_at: '2026-11-01T08:00:00Z',
  updated_by: null,
};

const meta = {
  title: 'Plugins/Customers/Duplicate warning',
  component: DuplicateWarning,
  parameters: { path: '/dashboard/customers' },
  args: {
    hits: [
      {
        id: 'c1',
        name: 'Lake Naivasha Flowers Ltd',
        kra_pin: 'P051063352J',
        email: 'info@naivashaflowers.co.ke',
        phone: '+254720837832',
        reason: 'same KRA PIN; very similar name',
        score: 1,
      },
      {
        id: 'c2',
        name: 'Naivasha Flower Growers',
        kra_pin: null,
        email: null,
        phone: null,
        reason: 'same e-mail domain and a similar name',
        score: 0.74,
      },
    ],
    onSaveAnyway: () => {},
  },
} satisfies Meta<typeof DuplicateWarning>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What "Add customer" shows when the name, PIN, phone or e-mail looks like an existing customer. */
export const TwoLikelyDuplicates: Story = {};

/** While "Save anyway" saves. */
export const Saving: Story = { args: { saving: true } };

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
const contact: Contact = {
  ...stamps,
  id: 'k1',
  customer_id: 'c1',
  full_name: 'Rose Nyambura',
  job_title: 'Farm Manager',
  email: 'rose@naivashaflowers.co.ke',
  phone: '+254715895624',
  phone_alt: '+254202063352',
  is_primary: true,
  do_not_contact: false,
  notes: null,
};

/** A contact on the Contacts tab: primary, call and write links. */
export const ContactCards: Story = {
  render: () => (
    <QueryClientProvider client={queryClient}>
      <ul className="grid max-w-3xl gap-3">
        <ContactCard contact={contact} onEdit={() => {}} onRemove={() => {}} />
        <ContactCard
          contact={{
            ...contact,
            id: 'k2',
            full_name: 'George Odhiambo',
            job_title: 'Spray Supervisor',
            is_primary: false,
            do_not_contact: true,
            email: null,
            phone_alt: null,
            notes: 'Prefers site visits on Tuesdays.',
          }}
          onEdit={() => {}}
          onRemove={() => {}}
        />
      </ul>
    </QueryClientProvider>
  ),
};

const site: Site = {
  ...stamps,
  id: 's1',
  customer_id: 'c1',
  name: 'Greenhouses block A',
  county: 'Nakuru',
  town: 'Naivasha',
  physical_address: 'Moi South Lake Road',
  latitude: -0.74,
  longitude: 36.37,
  sector: 'agriculture',
  headcount: 850,
  doshs_registration_no: 'DOSHS/NAK/2023/1296',
  nema_category: 'medium',
  notes: null,
};

/** Sites on the Sites tab: an admin may remove one, staff only edit. */
export const SiteCards: Story = {
  render: () => (
    <ul className="grid max-w-3xl gap-3">
      <SiteCard site={site} onEdit={() => {}} onRemove={() => {}} />
      <SiteCard
        site={{
          ...site,
          id: 's2',
          name: 'Packhouse',
          latitude: null,
          longitude: null,
          headcount: null,
          nema_category: null,
          doshs_registration_no: null,
        }}
        onEdit={() => {}}
      />
    </ul>
  ),
};
