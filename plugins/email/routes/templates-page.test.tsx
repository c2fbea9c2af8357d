// The template screens on the kernel's test harness: the list, an admin editing
// a template with a live preview in a sandboxed frame (the HTML saved as the
// server sanitised it), and a staff member reading one without editing.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

import TemplatePage from './template-page.tsx';
import TemplatesPage from './templates-page.tsx';

const ENQUIRY = {
  key: 'enquiry_received',
  name: 'Enquiry received',
  description: 'Sent to a visitor who sends the public enquiry form.',
  status: 'active',
  locked: true,
  updated_at: '2026-11-25T10:00:00Z',
  subject: 'We have received your enquiry {{enquiry.reference}}',
  html_body: '<p>Dear {{enquiry.contact_name}}</p>',
  text_body: null,
  sample_data: { enquiry: { reference: 'ENQ-2026-000123', contact_name: 'Otieno' } },
};

function answer(q: RecordedQuery) {
  if (q.table === 'email_templates' && q.calls.some(([m]) => m === 'update'))
    return { data: [{ key: ENQUIRY.key }] };
  if (q.table === 'email_templates') return { data: [ENQUIRY], count: 1 };
  return { data: null };
}

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
  fakeSupabase.respondFunction(({ options }) => {
    const body = (options?.body ?? {}) as { subject?: string; html_body?: string };
    return {
      data: {
        subject: (body.subject ?? '').replace('{{enquiry.reference}}', 'ENQ-2026-000123'),
        html: `<html><body>${body.html_body ?? ''}</body></html>`,
        text: 'Dear Otieno',
        html_body_clean: (body.html_body ?? '').replace(/<script>.*<\/script>/, ''),
      },
    };
  });
});

describe('the templates list', () => {
  it('shows each template with its key and status, and searches them', async () => {
    const user = userEvent.setup();
    renderWithKernel(<TemplatesPage />, {
      path: '/dashboard/email/templates',
      profile: fakeProfile('me', 'staff'),
    });
    expect((await screen.findAllByText('Enquiry received'))[0]).toBeVisible();
    expect(screen.getAllByText('enquiry_received')[0]).toBeVisible();
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
    await user.type(screen.getByRole('searchbox'), 'enquiry');
    await waitFor(() =>
      expect(
        fakeSupabase.queries.some(
          (q) => q.table === 'email_templates' && JSON.stringify(q.calls).includes('enquiry'),
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'Templates' })).toBeVisible();
  });
});

describe('the template editor', () => {
  it('an admin edits the content, sees the preview in a sandboxed frame, and saves the sanitised HTML', async () => {
    const user = userEvent.setup();
    renderWithKernel(<TemplatePage />, {
      path: '/dashboard/email/templates/enquiry_received',
      route: '/dashboard/email/templates/:key',
      profile: fakeProfile('me', 'admin'),
    });
    const form = await screen.findByRole('form', { name: 'Template Enquiry received' });
    const html = within(form).getByLabelText('HTML content');
    await user.clear(html);
    await user.click(html);
    await user.paste('<p>Dear {{enquiry.contact_name}}</p><script>alert(1)</script>');

    const frame = await screen.findByTitle('Preview of the e-mail');
    expect(frame).toHaveAttribute('sandbox', '');
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('<script>alert(1)</script>'), {
      timeout: 3000,
    });
    expect(screen.getByTestId('preview-subject')).toHaveTextContent(
      'We have received your enquiry ENQ-2026-000123',
    );
    const placeholders = screen.getByRole('list', { name: 'Placeholders' });
    expect(placeholders).toHaveTextContent('{{enquiry.reference}}');
    expect(placeholders).toHaveTextContent('{{company.name}}');

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Template saved'));
    const update = fakeSupabase.queries.find((q) => q.calls.some(([m]) => m === 'update'));
    const saved = update?.calls.find(([m]) => m === 'update')?.[1] as { html_body: string };
    expect(saved.html_body).toBe('<p>Dear {{enquiry.contact_name}}</p>');
  });

  it('sample data that is not JSON is refused under its field', async () => {
    const user = userEvent.setup();
    renderWithKernel(<TemplatePage />, {
      path: '/dashboard/email/templates/enquiry_received',
      route: '/dashboard/email/templates/:key',
      profile: fakeProfile('me', 'admin'),
    });
    const form = await screen.findByRole('form', { name: 'Template Enquiry received' });
    const sample = within(form).getByLabelText('Sample data (JSON)');
    await user.clear(sample);
    await user.type(sample, 'not json');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findAllByText(/The sample data is not valid JSON/)).length).toBeGreaterThan(0);
    expect(fakeSupabase.queries.some((q) => q.calls.some(([m]) => m === 'update'))).toBe(false);
  });

  it('a staff member reads a template and its preview but cannot edit it', async () => {
    renderWithKernel(<TemplatePage />, {
      path: '/dashboard/email/templates/enquiry_received',
      route: '/dashboard/email/templates/:key',
      profile: fakeProfile('me', 'staff'),
    });
    expect(await screen.findByText('Only admins change templates.')).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    expect(await screen.findByTitle('Preview of the e-mail')).toHaveAttribute('sandbox', '');
  });
});
