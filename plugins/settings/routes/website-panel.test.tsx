// Settings → Website on the kernel's test harness: the fake supabase client plays the draft and
// published rows and the two RPCs, so the panel's real calls are checked.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeroRow, MemberRow, PrivacyRow, ServiceRow } from '../website-data.ts';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

import { WebsitePanel } from './website-panel.tsx';

const HERO = {
  heading: 'Safe, healthy and compliant workplaces',
  body: 'We audit workplaces.',
  cta_label: 'Request a quote',
  cta_href: '/contact',
};
let heroes: HeroRow[];
let policies: PrivacyRow[];
/** The service pages' texts, a draft and a published row each (ADR 086). */
let services: ServiceRow[];
/** The rows of the list tables (team, clients, certifications), both versions. */
let lists: Record<
  string,
  Array<Record<string, unknown> & { id: string; version: string; sort_order: number }>
>;
let nextId = 0;
const LIST_KEYS: Record<string, string> = {
  website_team_members: 'member_key',
  website_clients: 'client_key',
  website_certifications: 'cert_key',
};
const rowsOf = <T,>(table: string, version: 'draft' | 'published') =>
  (lists[table] ?? []).filter((r) => r.version === version) as T[];
const members = (version: 'draft' | 'published' = 'draft') =>
  rowsOf<MemberRow>('website_team_members', version);

const copy = (from: 'draft' | 'published', to: 'draft' | 'published') => {
  const source = heroes.find((h) => h.version === from)!;
  heroes = heroes.map((h) => (h.version === to ? { ...source, version: to } : h));
  const policy = policies.find((p) => p.version === from)!;
  policies = policies.map((p) => (p.version === to ? { ...policy, version: to } : p));
  for (const table of Object.keys(lists)) {
    const kept = lists[table]!.filter((r) => r.version === from);
    lists[table] = [...kept, ...kept.map((r) => ({ ...r, id: `r${++nextId}`, version: to }))];
  }
  for (const s of services.filter((r) => r.version === from)) copyService(s.service_key, from, to);
};
const copyService = (key: string, from: 'draft' | 'published', to: 'draft' | 'published') => {
  const source = services.find((r) => r.service_key === key && r.version === from)!;
  services = services.map((r) =>
    r.service_key === key && r.version === to ? { ...source, id: r.id, version: to } : r,
  );
};
const service = (key: string, version: 'draft' | 'published' = 'draft') =>
  services.find((r) => r.service_key === key && r.version === version)!;
const calledRpcs = () => fakeSupabase.queries.filter((q) => q.table.startsWith('rpc/')).map((q) => q.table);

function database(q: RecordedQuery) {
  const [method, values] = q.calls[0] ?? [];
  const id = q.calls.find((c) => c[0] === 'eq' && c[1] === 'id')?.[2];
  if (q.table === 'rpc/website_publish') {
    copy('draft', 'published');
    return { data: 1 };
  }
  if (q.table === 'rpc/website_discard_draft') {
    copy('published', 'draft');
    return { data: null };
  }
  if (q.table === 'rpc/website_publish_service') {
    copyService((q.args as { p_key: string }).p_key, 'draft', 'published');
    return { data: true };
  }
  if (q.table === 'rpc/website_discard_service_draft') {
    copyService((q.args as { p_key: string }).p_key, 'published', 'draft');
    return { data: null };
  }
  if (q.table === 'website_services') {
    if (method === 'update') {
      const key = q.calls.find((c) => c[0] === 'eq' && c[1] === 'service_key')?.[2];
      services = services.map((r) =>
        r.version === 'draft' && r.service_key === key ? { ...r, ...(values as object) } : r,
      );
      return { data: [{ id: 'x' }] };
    }
    return { data: services };
  }
  if (q.table === 'rpc/website_reorder_draft') {
    const { p_list, p_ids } = q.args as { p_list: string; p_ids: string[] };
    const table =
      { team: 'website_team_members', clients: 'website_clients' }[p_list] ?? 'website_certifications';
    lists[table] = lists[table]!.map((r) =>
      p_ids.includes(r.id) ? { ...r, sort_order: p_ids.indexOf(r.id) + 1 } : r,
    );
    return { data: null };
  }
  if (q.table === 'website_hero') {
    if (method === 'update') {
      heroes = heroes.map((h) => (h.version === 'draft' ? { ...h, ...(values as object) } : h));
      return { data: heroes.filter((h) => h.version === 'draft') };
    }
    return { data: heroes };
  }
  if (q.table === 'website_privacy_policy') {
    if (method === 'update') {
      policies = policies.map((p) => (p.version === 'draft' ? { ...p, ...(values as object) } : p));
      return { data: [{ version: 'draft' }] };
    }
    return { data: policies };
  }
  const key = LIST_KEYS[q.table];
  if (key) {
    const rows = lists[q.table]!;
    if (method === 'insert') {
      const row = {
        ...(values as { sort_order: number; version: string }),
        id: `r${++nextId}`,
        [key]: `k${nextId}`,
      };
      rows.push(row);
      return { data: [{ id: row.id }] };
    }
    if (method === 'update') {
      lists[q.table] = rows.map((r) => (r.id === id ? { ...r, ...(values as object) } : r));
      return { data: [{ id }] };
    }
    if (method === 'delete') {
      lists[q.table] = rows.filter((r) => r.id !== id);
      return { data: null };
    }
    return { data: [...rows].sort((a, b) => a.sort_order - b.sort_order) };
  }
  return { data: null };
}

function renderPanel() {
  return renderWithKernel(<WebsitePanel />, {
    path: '/dashboard/settings?tab=website',
    profile: fakeProfile('u-grace', 'superadmin'),
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  fakeSupabase.reset();
  heroes = [
    { version: 'draft', ...HERO },
    { version: 'published', ...HERO },
  ];
  const policy = {
    intro: 'We respect your privacy.',
    sections: [{ heading: 'Who we are', paragraphs: ['A consultancy.'], items: [] }],
    last_updated: '2026-11-23',
  };
  policies = [
    { version: 'draft', ...policy },
    { version: 'published', ...policy },
  ];
  lists = { website_team_members: [], website_clients: [], website_certifications: [] };
  const noise = {
    service_key: 'survey-analysis/noise',
    title: 'Noise survey',
    summary: 'Noise levels mapped across work areas.',
    who_needs_it: 'Workshops and factories.',
    deliverables: ['Noise map', 'Personal exposure results'],
    legal_basis: '',
    sort_order: 2,
  };
  const area = {
    service_key: 'survey-analysis',
    title: 'Survey analysis',
    summary: 'Measurements of the working environment.',
    who_needs_it: 'Workplaces with noise or dust.',
    deliverables: ['On-site measurements'],
    legal_basis: 'The OSH Act, 2007.',
    sort_order: 1,
  };
  services = [area, noise].flatMap((text) =>
    (['draft', 'published'] as const).map((version) => ({ ...text, version, id: `s${++nextId}` })),
  );
  fakeSupabase.respond(database);
});

describe('Settings → Website', () => {
  it('a superadmin edits the hero and adds a team member as a draft, then publishes both', async () => {
    renderPanel();
    expect(await screen.findByText('The site shows exactly this.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();

    const heading = screen.getByLabelText('Heading');
    await userEvent.clear(heading);
    await userEvent.type(heading, 'Workplaces that pass inspection');
    await userEvent.click(screen.getByRole('button', { name: 'Save hero draft' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Hero saved as a draft'));
    expect(await screen.findByText(/Unpublished changes/)).toBeInTheDocument();
    expect(heroes.find((h) => h.version === 'published')?.heading).toBe(HERO.heading);

    await userEvent.click(screen.getByRole('button', { name: 'Add team member' }));
    const form = screen.getByRole('form', { name: 'New team member' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Grace Wanjiru');
    await userEvent.type(within(form).getByLabelText('Role'), 'Lead safety advisor');
    await userEvent.click(within(form).getByRole('button', { name: 'Save team member' }));
    expect(await screen.findByRole('button', { name: 'Edit Grace Wanjiru' })).toBeInTheDocument();
    expect(members()).toMatchObject([{ version: 'draft', name: 'Grace Wanjiru', sort_order: 1 }]);

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Published: the site shows your changes'));
    expect(await screen.findByText('The site shows exactly this.')).toBeInTheDocument();
    expect(calledRpcs()).toEqual(['rpc/website_publish']);
    expect(heroes.find((h) => h.version === 'published')?.heading).toBe('Workplaces that pass inspection');
    expect(members('published')).toMatchObject([{ name: 'Grace Wanjiru' }]);
  });

  it('says what is missing before saving a team member without a role', async () => {
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Add team member' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Peter Kamau');
    await userEvent.click(screen.getByRole('button', { name: 'Save team member' }));
    expect(await screen.findByText('Enter the role')).toBeInTheDocument();
    expect(members()).toEqual([]);
  });

  it('refuses a hero button that leads off the site, under its field', async () => {
    renderPanel();
    const link = await screen.findByLabelText('Button goes to');
    await userEvent.clear(link);
    await userEvent.type(link, 'https://elsewhere.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save hero draft' }));
    await waitFor(() => expect(link).toHaveAccessibleDescription(/A page of this site, starting with \//));
    expect(heroes.find((h) => h.version === 'draft')?.cta_href).toBe('/contact');
  });

  it('discards unpublished changes after asking, back to what visitors see', async () => {
    heroes = heroes.map((h) => (h.version === 'draft' ? { ...h, heading: 'Not approved' } : h));
    renderPanel();
    expect(await screen.findByLabelText('Heading')).toHaveValue('Not approved');
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unpublished changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Changes discarded', undefined));
    expect(calledRpcs()).toEqual(['rpc/website_discard_draft']);
    expect(await screen.findByText('The site shows exactly this.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Heading')).toHaveValue(HERO.heading));
  });

  it('a superadmin adds a client with its logo to the draft, and Publish shows it', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Add client' }));
    const form = screen.getByRole('form', { name: 'New client' });
    await user.type(within(form).getByLabelText('Client name'), 'Kenya Flower Growers');
    await user.type(within(form).getByLabelText('Client’s website'), 'https://flowers.example');
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Logo'), logo);
    expect(await within(form).findByRole('img', { name: 'Logo of the new client' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^http:\/\/storage\.test\/branding\/clients\/.+\.png$/),
    );
    await user.click(within(form).getByRole('button', { name: 'Save client' }));
    expect(await screen.findByRole('button', { name: 'Edit Kenya Flower Growers' })).toBeInTheDocument();
    expect(rowsOf('website_clients', 'draft')).toMatchObject([
      {
        name: 'Kenya Flower Growers',
        website_url: 'https://flowers.example',
        logo_path: expect.stringMatching(/^clients\//),
      },
    ]);
    expect(await screen.findByText(/Unpublished changes/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('The site shows exactly this.')).toBeInTheDocument();
    expect(rowsOf('website_clients', 'published')).toMatchObject([{ name: 'Kenya Flower Growers' }]);
  });

  it('refuses a team photo that is not an image, under the field, without uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Add team member' }));
    const form = screen.getByRole('form', { name: 'New team member' });
    const photo = within(form).getByLabelText('Photo');
    await user.upload(photo, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(photo).toHaveAccessibleDescription(/Use a PNG, JPEG or WebP image\./));
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await user.upload(photo, big);
    await waitFor(() => expect(photo).toHaveAccessibleDescription(/at most 2 MB/));
    expect(fakeSupabase.storageCalls).toEqual([]);
  });

  it('a team member’s photo can be removed before saving', async () => {
    lists.website_team_members = [
      {
        id: 'r1',
        version: 'draft',
        member_key: 'k1',
        name: 'Grace Wanjiru',
        role: 'Advisor',
        bio: '',
        sort_order: 1,
        photo_path: 'team/grace.jpg',
      },
    ];
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit Grace Wanjiru' }));
    const form = screen.getByRole('form', { name: 'Edit Grace Wanjiru' });
    expect(within(form).getByRole('img', { name: 'Photo of Grace Wanjiru' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Remove photo' }));
    expect(within(form).getByText('No photo yet')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save team member' }));
    await waitFor(() => expect(members()[0]?.photo_path).toBeNull());
  });

  it('moves a certification up with the keyboard, in one reorder of the draft', async () => {
    lists.website_certifications = [
      {
        id: 'c1',
        version: 'draft',
        cert_key: 'a',
        title: 'Approved advisors',
        issuer: 'DOSHS',
        scope: '',
        number: '',
        valid_until: null,
        document_path: null,
        sort_order: 1,
      },
      {
        id: 'c2',
        version: 'draft',
        cert_key: 'b',
        title: 'Energy auditors',
        issuer: 'EPRA',
        scope: '',
        number: '',
        valid_until: '2020-01-31',
        document_path: null,
        sort_order: 2,
      },
    ];
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText('Expired: not shown on the site')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Approved advisors up' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move Energy auditors up' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(fakeSupabase.rpcCalls()).toContainEqual([
        'website_reorder_draft',
        { p_list: 'certifications', p_ids: ['c2', 'c1'] },
      ]),
    );
    const certifications = screen.getByRole('region', { name: 'Certifications' });
    const titles = () =>
      within(certifications)
        .getAllByRole('button', { name: /^Edit / })
        .map((b) => b.getAttribute('aria-label'));
    await waitFor(() => expect(titles()).toEqual(['Edit Energy auditors', 'Edit Approved advisors']));
  });

  it('edits the privacy policy as sections of plain text: paragraphs apart by a blank line, a point a line', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Add section' }));
    expect(screen.getByText(/Visitors see “Last updated: 2026-11-23”/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Section 2 title'), 'Your rights');
    await user.type(screen.getByLabelText('Section 2 text'), 'You may:{Enter}{Enter}Ask us any time.');
    await user.type(screen.getByLabelText('Section 2 list'), 'see your data{Enter}complain to the ODPC');
    await user.click(screen.getByRole('button', { name: 'Save privacy policy draft' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Privacy policy saved as a draft'));
    expect(policies.find((p) => p.version === 'draft')?.sections).toEqual([
      { heading: 'Who we are', paragraphs: ['A consultancy.'], items: [] },
      {
        heading: 'Your rights',
        paragraphs: ['You may:', 'Ask us any time.'],
        items: ['see your data', 'complain to the ODPC'],
      },
    ]);
    expect(policies.find((p) => p.version === 'published')?.sections).toHaveLength(1);
  });

  it('asks before removing a privacy section, and says what a section needs', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Remove section 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the section “Who we are”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByLabelText('Section 1 title')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.type(screen.getByLabelText('Section 1 title'), 'Empty');
    await user.click(screen.getByRole('button', { name: 'Save privacy policy draft' }));
    expect(await screen.findByText('Write at least one paragraph')).toBeInTheDocument();
    expect(policies.find((p) => p.version === 'draft')?.sections).toHaveLength(1);
  });

  it('a superadmin edits one service page’s text, compares the draft with the page, and publishes that page alone', async () => {
    renderPanel();
    const pages = await screen.findByRole('region', { name: 'Service pages' });
    expect(within(pages).getAllByText('Published')).toHaveLength(2);
    await userEvent.click(within(pages).getByRole('button', { name: 'Edit Noise survey' }));
    const form = screen.getByRole('form', { name: 'Edit Noise survey' });
    const title = within(form).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Noise surveys & hearing');
    await userEvent.type(within(form).getByLabelText('What we deliver'), '\nHearing protection plan');
    await userEvent.click(within(form).getByRole('button', { name: 'Save page draft' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Noise surveys & hearing saved as a draft'),
    );
    expect(service('survey-analysis/noise')).toMatchObject({
      title: 'Noise surveys & hearing',
      deliverables: ['Noise map', 'Personal exposure results', 'Hearing protection plan'],
    });
    expect(service('survey-analysis/noise', 'published').title).toBe('Noise survey');

    // The draft beside what visitors see now; the panel says something is unpublished.
    const draft = await screen.findByRole('region', { name: 'Draft of /services/survey-analysis/noise' });
    expect(within(draft).getByText('Noise surveys & hearing')).toBeInTheDocument();
    expect(within(draft).getByText('Hearing protection plan')).toBeInTheDocument();
    expect(within(draft).getAllByText('(changed)')).toHaveLength(2);
    const live = screen.getByRole('region', { name: 'Published /services/survey-analysis/noise' });
    expect(within(live).getByText('Noise survey')).toBeInTheDocument();
    expect(within(live).queryByText('Hearing protection plan')).toBeNull();
    expect(
      screen.getByText('Unpublished changes: visitors still see the published text.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Unpublished changes: visitors still see the published version/),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Publish page' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Published: /services/survey-analysis/noise shows your text',
      ),
    );
    expect(calledRpcs()).toEqual(['rpc/website_publish_service']);
    expect(fakeSupabase.queries.find((q) => q.table === 'rpc/website_publish_service')?.args).toEqual({
      p_key: 'survey-analysis/noise',
    });
    expect(service('survey-analysis/noise', 'published').title).toBe('Noise surveys & hearing');
    expect(await screen.findByText('The page shows exactly this.')).toBeInTheDocument();
    expect(await screen.findByText('The site shows exactly this.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish page' })).toBeDisabled();
  });

  it('discards one service page’s draft after asking, and keeps its form from saving a page without points', async () => {
    services = services.map((r) =>
      r.version === 'draft' && r.service_key === 'survey-analysis' ? { ...r, summary: 'Not approved.' } : r,
    );
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Survey analysis' }));
    const form = screen.getByRole('form', { name: 'Edit Survey analysis' });
    const points = within(form).getByLabelText('What we deliver');
    await userEvent.clear(points);
    await userEvent.click(within(form).getByRole('button', { name: 'Save page draft' }));
    expect(await within(form).findByText('Write at least one point, one a line')).toBeInTheDocument();
    expect(service('survey-analysis').deliverables).toEqual(['On-site measurements']);

    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard the draft of Survey analysis?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Draft discarded', undefined));
    expect(calledRpcs()).toEqual(['rpc/website_discard_service_draft']);
    expect(service('survey-analysis').summary).toBe('Measurements of the working environment.');
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Edit Survey analysis' })).getByLabelText('Introduction'),
      ).toHaveValue('Measurements of the working environment.'),
    );
  });
});
