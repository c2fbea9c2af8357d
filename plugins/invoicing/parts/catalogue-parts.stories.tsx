import { memorySource } from '@kit/list/memory-source.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CatalogItem } from '../catalogue-data.ts';
import type { TaxCode } from '../sales-data.ts';
import { CatalogueTable } from './catalogue-table.tsx';
import { TaxCodesTable } from './tax-codes-table.tsx';

const item = (n: number, over: Partial<CatalogItem>): CatalogItem => ({
  id: `i-${n}`,
  kind: 'product',
  name: 'Item',
  description: null,
  unit: 'piece',
  unit_price: 0,
  tax_code: 'VAT',
  sku: null,
  service_id: null,
  is_active: true,
  updated_at: '2026-11-20T08:00:00Z',
  ...over,
});
const items: CatalogItem[] = [
  item(1, {
    kind: 'service',
    name: 'Fire safety audit',
    unit: 'audit',
    unit_price: 45000,
    sku: 'SVC-AUD-FIRE',
    service_id: 's1',
  }),
  item(2, {
    kind: 'service',
    name: 'Noise survey',
    unit: 'survey',
    unit_price: 48000,
    sku: 'SVC-SUR-NOISE',
    service_id: 's2',
  }),
  item(3, {
    kind: 'service',
    name: 'Medical examinations',
    unit: 'worker',
    unit_price: 3500,
    tax_code: 'EXEMPT',
    sku: 'SVC-MED',
  }),
  item(4, { name: 'Safety helmet, white (EN 397)', unit_price: 850, sku: 'PPE-HLM-WHT' }),
  item(5, { name: 'Fire extinguisher, 6 kg dry powder (ABC)', unit_price: 4800, sku: 'FIRE-EXT-DP6' }),
  item(6, { name: 'Reflective vest, mesh (old model)', unit_price: 300, is_active: false }),
];
const taxOptions = [
  { value: 'VAT', label: 'VAT (standard rate)' },
  { value: 'ZERO', label: 'Zero-rated' },
  { value: 'EXEMPT', label: 'Exempt' },
];

const codes: TaxCode[] = [
  {
    code: 'VAT',
    name: 'VAT (standard rate)',
    kind: 'standard',
    is_active: true,
    sort_order: 10,
    tax_rates: [
      { id: 'r4', rate: 18, effective_from: '2099-07-01' },
      { id: 'r3', rate: 16, effective_from: '2021-01-01' },
      { id: 'r2', rate: 14, effective_from: '2020-04-01' },
      { id: 'r1', rate: 16, effective_from: '2013-09-02' },
    ],
  },
  {
    code: 'ZERO',
    name: 'Zero-rated',
    kind: 'zero_rated',
    is_active: true,
    sort_order: 20,
    tax_rates: [{ id: 'z1', rate: 0, effective_from: '2013-09-02' }],
  },
  {
    code: 'EXEMPT',
    name: 'Exempt',
    kind: 'exempt',
    is_active: true,
    sort_order: 30,
    tax_rates: [{ id: 'e1', rate: 0, effective_from: '2013-09-02' }],
  },
];

const meta: Meta = { title: 'Invoicing/Sales setup', parameters: { path: '/dashboard/invoicing/catalogue' } };
export default meta;

export const CatalogueForAnAdmin: StoryObj = {
  render: () => (
    <CatalogueTable fetchPage={memorySource(items)} taxOptions={taxOptions} canEdit onEdit={() => {}} />
  ),
};
export const CatalogueForStaff: StoryObj = {
  render: () => <CatalogueTable fetchPage={memorySource(items)} taxOptions={taxOptions} canEdit={false} />,
};
export const CatalogueEmpty: StoryObj = {
  render: () => <CatalogueTable fetchPage={memorySource([])} taxOptions={taxOptions} canEdit={false} />,
};
export const CatalogueOnAPhone: StoryObj = {
  ...CatalogueForAnAdmin,
  globals: { viewport: { value: 'mobile1' } },
};
export const TaxRatesForASuperadmin: StoryObj = {
  render: () => (
    <TaxCodesTable
      codes={codes}
      today="2026-11-25"
      canEdit
      onAddRate={async () => {}}
      onDeleteRate={() => {}}
      onToggleActive={() => {}}
    />
  ),
};
export const TaxRatesReadOnly: StoryObj = {
  render: () => <TaxCodesTable codes={codes} today="2026-11-25" canEdit={false} />,
};
