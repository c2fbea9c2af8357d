// Settings → Company shows where client links start, and says plainly when clients cannot open them (ADR 050).
import { fakeProfile, fakeSupabase } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import { ClientLinksBase } from './client-links-base.tsx';

function answer(data: unknown) {
  fakeSupabase.respond((q) => (q.table === 'rpc/client_link_base' ? { data } : { data: [] }));
}

const show = () =>
  renderWithKernel(<ClientLinksBase />, {
    path: '/dashboard/settings',
    profile: fakeProfile('u-1', 'admin'),
  });

beforeEach(() => fakeSupabase.reset());

describe('an admin checking where the links sent to clients point', () => {
  it('sees the public address, with no warning when clients can reach it', async () => {
    answer({ url: 'https://app.safeworks.co.ke', loopback: false });
    show();
    expect(await screen.findByText('https://app.safeworks.co.ke')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is told clients cannot open links that point at localhost, and what to set', async () => {
    answer({ url: 'http://localhost:3000', loopback: true });
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Clients cannot open these links');
    expect(alert).toHaveTextContent('SITE_URL');
  });
});
