// The timeline on the kernel's test harness: the fake client answers
// record_events and profiles, and add_record_note as the database would.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordEvent } from './describe-record-event.ts';
import { RecordTimeline } from './record-timeline.tsx';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

const NOW = Date.now();
function event(id: number, partial: Partial<RecordEvent>): RecordEvent {
  return {
    id,
    record_type: 'leads',
    record_id: '42',
    kind: 'changed',
    actor: 'grace',
    at: new Date(NOW - (30 - id) * 60_000).toISOString(),
    body: null,
    changes: null,
    link: null,
    ...partial,
  };
}

let events: RecordEvent[];
let noteAnswer: (
  q: RecordedQuery,
) => { data?: unknown; error?: unknown } | Promise<{ data?: unknown; error?: unknown }>;

function answer(q: RecordedQuery) {
  if (q.table === 'record_events') {
    const lt = q.calls.find(([m]) => m === 'lt');
    const limit = Number(q.calls.find(([m]) => m === 'limit')?.[1] ?? 100);
    const rows = [...events]
      .sort((a, b) => b.id - a.id)
      .filter((e) => (lt ? e.id < Number(lt[2]) : true))
      .slice(0, limit);
    return { data: rows };
  }
  if (q.table === 'profiles')
    return { data: [{ auth_id: 'grace', full_name: 'Grace Wanjiru', email: null }] };
  if (q.table === 'rpc/add_record_note') return noteAnswer(q);
  return { data: null };
}

function renderTimeline() {
  return renderWithKernel(
    <RecordTimeline
      recordType="leads"
      recordId="42"
      noun="lead"
      fields={{ status: { label: 'status', format: (v) => String(v).replace(/^./, (c) => c.toUpperCase()) } }}
    />,
    { path: '/dashboard/leads/42', profile: fakeProfile('grace', 'staff') },
  );
}

beforeEach(() => {
  fakeSupabase.reset();
  events = [
    event(1, { kind: 'created' }),
    event(2, { changes: { status: ['new', 'contacted'] } }),
    event(3, { kind: 'note', body: 'Site visit booked for Friday' }),
  ];
  noteAnswer = (q) => {
    const args = q.args as { kind: string; body: string };
    const saved = event(10, { kind: args.kind, body: args.body, at: new Date().toISOString() });
    events.push(saved);
    return { data: saved };
  };
  fakeSupabase.respond(answer);
});

describe('a staff member reading a record’s timeline', () => {
  it('sees each change as a sentence with the actor’s name, newest first, notes with their text', async () => {
    renderTimeline();
    await screen.findByText(/Grace Wanjiru created this lead/);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Grace Wanjiru added a note'),
      expect.stringContaining('Grace Wanjiru changed status from New to Contacted'),
      expect.stringContaining('Grace Wanjiru created this lead'),
    ]);
    expect(within(items[0] as HTMLElement).getByText('Site visit booked for Friday')).toBeInTheDocument();
    // The newest event is 27 minutes old: "Yesterday" when the test runs in the first minutes after midnight.
    const newest = new Date(NOW - 27 * 60_000);
    const heading = newest.toDateString() === new Date(NOW).toDateString() ? 'Today' : 'Yesterday';
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    // The exact time is the tooltip of the relative one.
    expect(
      within(items[1] as HTMLElement)
        .getByText(/ago$/)
        .getAttribute('title'),
    ).toMatch(/\d{4}, \d\d:\d\d$/);
  });

  it('reads only this record’s events and follows them live', async () => {
    renderTimeline();
    await screen.findAllByRole('listitem');
    const read = fakeSupabase.queries.find((q) => q.table === 'record_events');
    expect(read?.calls).toContainEqual(['eq', 'record_type', 'leads']);
    expect(read?.calls).toContainEqual(['eq', 'record_id', '42']);
    expect(fakeSupabase.openChannels().some((c) => c.listeners[0]?.filter.filter === 'record_id=eq.42')).toBe(
      true,
    );

    events.push(event(4, { changes: { status: ['contacted', 'won'] } }));
    act(() => fakeSupabase.change({ table: 'record_events', eventType: 'INSERT' }));
    expect(await screen.findByText(/changed status from Contacted to Won/)).toBeInTheDocument();
  });

  it('shows older events on request', async () => {
    events = Array.from({ length: 25 }, (_, i) => event(i + 1, { kind: 'note', body: `Note ${i + 1}` }));
    renderTimeline();
    expect(await screen.findByText('Note 25')).toBeInTheDocument();
    expect(screen.queryByText('Note 5')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await screen.findByText('Note 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });

  it('is told when nothing has happened yet', async () => {
    events = [];
    renderTimeline();
    expect(await screen.findByText('Nothing has happened here yet.')).toBeInTheDocument();
  });

  it('sees why the timeline could not be read and can try again', async () => {
    fakeSupabase.respond((q) =>
      q.table === 'record_events' ? { error: { message: 'permission denied', code: '42501' } } : answer(q),
    );
    renderTimeline();
    expect(await screen.findByRole('alert')).toHaveTextContent('permission denied');
    fakeSupabase.respond(answer);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Site visit booked for Friday')).toBeInTheDocument();
  });
});

describe('a staff member adding a note', () => {
  it('adds it with Ctrl+Enter; it shows at once and is sent once however often they press', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const saveNote = noteAnswer;
    noteAnswer = async (q) => {
      await gate;
      return saveNote(q);
    };
    renderTimeline();
    await screen.findAllByRole('listitem');
    const box = screen.getByLabelText('Add a note');
    await userEvent.type(box, 'Called the site manager');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await userEvent.click(screen.getByRole('button', { name: /Add/ }));

    expect(await screen.findByText('Called the site manager')).toBeInTheDocument();
    expect(box).toHaveValue('');
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add note' })).toBeInTheDocument());
    expect(fakeSupabase.rpcCalls().filter(([fn]) => fn === 'add_record_note')).toEqual([
      [
        'add_record_note',
        { record_type: 'leads', record_id: '42', kind: 'note', body: 'Called the site manager' },
      ],
    ]);
  });

  it('gets the note back in the box, with the reason, when the database refuses it', async () => {
    noteAnswer = () => ({ error: { message: 'No such record', code: 'P0002' } });
    renderTimeline();
    await screen.findAllByRole('listitem');
    await userEvent.type(screen.getByLabelText('Add a note'), 'Lost note');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No such record');
    expect(screen.getByLabelText('Add a note')).toHaveValue('Lost note');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
  });
});
