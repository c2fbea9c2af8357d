// The browser's side of a server-rendered private page (ADR 062): the query cache the server rendered from
// comes with the page, so the first render is the server's and the document is not read twice; a failed read
// comes too, so a dead link shows its message at once instead of a skeleton.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateServedQueries, SERVED_QUERIES_ID, servedQueriesTag } from './served-queries.ts';

const KEY = ['quotations', 'public', 'tok'];
const client = () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });

function Probe({ read }: { read: () => Promise<{ note: string }> }) {
  const q = useQuery({ queryKey: KEY, queryFn: read, retryOnMount: false });
  if (q.isPending) return <p>Loading</p>;
  if (q.error) return <p>This link does not open a quotation</p>;
  return <p data-testid="note">{q.data.note}</p>;
}

/** The page as the server sends it: the data block beside the root. */
function servePage(server: QueryClient) {
  document.body.innerHTML = `<div id="root"></div>${servedQueriesTag(server)}`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a private page served with its data', () => {
  it('renders the quotation the server read without reading it again, whatever text it holds', async () => {
    const server = client();
    const note = '</script><script>alert(1)</script><!-- & \u2028';
    server.setQueryData(KEY, { note });
    servePage(server);
    // One data block: the typed text did not end it early.
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(document.getElementById(SERVED_QUERIES_ID)?.getAttribute('type')).toBe('application/json');

    const browser = client();
    hydrateServedQueries(browser);
    const read = vi.fn(async () => ({ note: 'read again' }));
    render(
      <QueryClientProvider client={browser}>
        <Probe read={read} />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('note').textContent).toBe(note);
    expect(read).not.toHaveBeenCalled();
  });

  it('a dead link arrives as a failed read: its message at once, no skeleton and no second read', async () => {
    const server = client();
    await server.prefetchQuery({
      queryKey: KEY,
      queryFn: () => Promise.reject(new Error('This link is not valid')),
    });
    servePage(server);
    const browser = client();
    hydrateServedQueries(browser);
    const read = vi.fn(async () => ({ note: 'x' }));
    render(
      <QueryClientProvider client={browser}>
        <Probe read={read} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('This link does not open a quotation')).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });

  it('a page without a data block (the site, the dashboard) starts with an empty cache', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const browser = client();
    hydrateServedQueries(browser);
    expect(browser.getQueryCache().getAll()).toHaveLength(0);
  });
});
