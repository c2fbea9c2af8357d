// Settings → Company on the kernel's test harness: the fake supabase client plays
// organizations row 1 (its check constraints included), so the panel's real calls are checked.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { companyFormatKey } from '@kit/format/company-format-query.ts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Company } from '../company-schema.ts';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

import { CompanyPanel } from './company-panel.tsx';

let row: Company;
/** Set to hold the next update until the test lets it answer. */
let holdUpdate: Promise<void> | null;

const updates = () =>
  fakeSupabase.queries.filter((q) => q.table === 'organizations' && q.calls[0]?.[0] === 'update');

async function database(q: RecordedQuery) {
  if (q.table === 'rpc/company_profile') return { data: [row] };
  if (q.calls[0]?.[0] === 'update') {
    if (holdUpdate) await holdUpdate;
    const values = q.calls[0][1] as Company;
    // organizations_kra_pin_format, as PostgreSQL words the refusal. "P000000000X" passes the
    // form's pattern; this fake database refuses it to stand for a rule the form does not know.
    if (values.kra_pin === 'P000000000X')
      return {
        error: {
          code: '23514',
          message:
            'new row for relation "organizations" violates check constraint "organizations_kra_pin_format"',
        },
      };
    row = { ...row, ...values };
    return { data: [row] };
  }
  return { data: row };
}

function renderPanel() {
  return renderWithKernel(<CompanyPanel />, {
    path: '/dashboard/settings?tab=company',
    profile: fakeProfile('u-grace', 'superadmin'),
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  fakeSupabase.reset();
  holdUpdate = null;
  row = {
    name: 'Safeworks Ltd',
    kra_pin: null,
    email: 'info@safeworks.test',
    phone: '+254712345678',
    website: null,
    address: null,
    postal_address: null,
    logo_path: null,
    currency: 'KES',
    timezone: 'Africa/Nairobi',
    phone_country: 'KE',
    locale: 'en-KE',
  };
  fakeSupabase.respond(database);
});

describe('Settings → Company', () => {
  it('a superadmin saves a KRA PIN and sees it kept, and the whole app reformats', async () => {
    const { queryClient } = renderPanel();
    const pin = await screen.findByLabelText('KRA PIN');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await userEvent.type(pin, 'p051234567x');
    await userEvent.click(screen.getByRole('button', { name: 'Save company details' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Company details saved'));
    expect(updates()).toHaveLength(1);
    expect(updates()[0].calls[0][1]).toMatchObject({
      kra_pin: 'P051234567X',
      website: null,
      phone: '+254712345678',
    });
    expect(screen.getByLabelText('KRA PIN')).toHaveValue('P051234567X');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: companyFormatKey });
  });

  it('says what a KRA PIN looks like before sending one that cannot be right', async () => {
    renderPanel();
    await userEvent.type(await screen.findByLabelText('KRA PIN'), 'A12');
    await userEvent.click(screen.getByRole('button', { name: 'Save company details' }));
    expect(await screen.findByText(/^A KRA PIN is A or P, nine digits and a letter/)).toBeInTheDocument();
    expect(screen.getByLabelText('KRA PIN')).toHaveFocus();
    expect(updates()).toHaveLength(0);
  });

  it('a KRA PIN the database refuses shows under the field', async () => {
    renderPanel();
    await userEvent.type(await screen.findByLabelText('KRA PIN'), 'P000000000X');
    await userEvent.click(screen.getByRole('button', { name: 'Save company details' }));
    const pin = screen.getByLabelText('KRA PIN');
    await waitFor(() => expect(pin).toHaveAccessibleDescription(/The database refused this KRA PIN/));
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(pin).toHaveFocus();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('leaving with unsaved changes asks first', async () => {
    const { router } = renderPanel();
    await userEvent.type(await screen.findByLabelText('Website'), 'https://safeworks.test');
    act(() => void router.navigate('/dashboard/settings?tab=modules'));
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.search).toBe('?tab=company');
    expect(screen.getByLabelText('Website')).toHaveValue('https://safeworks.test');
  });

  it('a double click saves once', async () => {
    let answer = () => {};
    holdUpdate = new Promise<void>((r) => (answer = r));
    renderPanel();
    await userEvent.type(await screen.findByLabelText('KRA PIN'), 'P051234567X');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Save company details' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    await act(async () => answer());
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    expect(updates()).toHaveLength(1);
  });

  it('stores a phone typed the Kenyan way in international form, and previews the formats', async () => {
    renderPanel();
    const phone = await screen.findByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0722 000 111');
    await userEvent.tab();
    expect(phone).toHaveValue('+254722000111');
    expect(screen.getByText(/^Ksh\s?1,234,567\.50$/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'USD');
    expect(await screen.findByText(/^US\$\s?1,234,567\.50$|^USD\s?1,234,567\.50$/)).toBeInTheDocument();
  });
});
