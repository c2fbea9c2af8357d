// Actions other plugins contribute to a record page: a button for each, the
// component loaded when chosen, handed the record; done closes it.
import { fakeProfile } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import type { RecordActionProps } from '@kernel/registry/extension-points.ts';
import type { PluginManifest } from '@kernel/registry/types.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecordActions } from './record-actions.tsx';
import { RecordPage } from './record-page.tsx';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

function Compose({ target, onDone }: RecordActionProps) {
  return (
    <div role="dialog" aria-label={`Write to ${target.title}`}>
      <p>{target.recipients?.map((r) => r.email).join(', ')}</p>
      <button type="button" onClick={() => onDone(true)}>
        Send
      </button>
    </div>
  );
}

const load = vi.fn(async () => ({ default: Compose }));
const email: PluginManifest = {
  id: 'email',
  moduleId: 'email',
  title: 'Email',
  description: 'd',
  routes: [],
  recordActions: [
    {
      id: 'send-email',
      recordTypes: ['customers'],
      label: 'Send e-mail',
      order: 1,
      requiredRole: 'staff',
      load,
    },
  ],
};

const page = (type: string) => (
  <RecordPage
    title="Acacia Flower Farm"
    target={{
      type,
      id: 'c-1',
      title: 'Acacia Flower Farm',
      recipients: [{ name: 'Wanjiku Mwangi', email: 'wanjiku@acacia.example' }],
    }}
    tabs={[{ id: 'overview', label: 'Overview', content: <p>Overview</p> }]}
  />
);

describe('actions other plugins offer on a record page', () => {
  it('a member picks "Send e-mail" on a customer: the action opens with the customer and closes when done', async () => {
    const user = userEvent.setup();
    renderWithKernel(page('customers'), {
      path: '/dashboard/customers/c-1',
      route: '/dashboard/customers/:id',
      plugins: [email],
      profile: fakeProfile('me', 'staff'),
    });
    expect(load).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Send e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write to Acacia Flower Farm' });
    expect(dialog).toHaveTextContent('wanjiku@acacia.example');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a contact card offers only the actions about one person', async () => {
    const projects: PluginManifest = {
      id: 'projects',
      title: 'Projects',
      description: 'd',
      routes: [],
      recordActions: [
        { id: 'new-project', recordTypes: ['customers'], label: 'New project', order: 2, load },
      ],
    };
    const withPeople: PluginManifest = {
      ...email,
      recordActions: (email.recordActions ?? []).map((a) => ({ ...a, forPeople: true })),
    };
    renderWithKernel(
      <RecordActions
        target={{ type: 'customers', id: 'c-1', title: 'Wanjiku Mwangi, Acacia Flower Farm', person: true }}
      />,
      {
        path: '/dashboard/customers/c-1',
        route: '/dashboard/customers/:id',
        plugins: [withPeople, projects],
        profile: fakeProfile('me', 'staff'),
      },
    );
    expect(await screen.findByRole('button', { name: 'Send e-mail' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New project' })).toBeNull();
  });

  it('a record type no plugin serves, or a user the action is not for, shows no button', async () => {
    const { unmount } = renderWithKernel(page('projects'), {
      path: '/dashboard/projects/p-1',
      route: '/dashboard/projects/:id',
      plugins: [email],
      profile: fakeProfile('me', 'staff'),
    });
    await screen.findByText('Overview');
    expect(screen.queryByRole('button', { name: 'Send e-mail' })).toBeNull();
    unmount();
    renderWithKernel(page('customers'), {
      path: '/dashboard/customers/c-1',
      route: '/dashboard/customers/:id',
      plugins: [email],
      profile: fakeProfile('me', 'customer'),
    });
    await screen.findByText('Overview');
    expect(screen.queryByRole('button', { name: 'Send e-mail' })).toBeNull();
  });
});
