import './preview.css';
import type { Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';

// Lists (RecordList) and other reads keep their answers in the query cache: every story gets a fresh
// one, so no story sees another's data. Stories that bring a KernelProvider use its cache instead.
function FreshQueryCache({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

// Most stories render links, so each sits in a MemoryRouter at
// `parameters.path` (default /dashboard/leads, which makes "Leads" the active
// menu item). Stories that bring their own data router set `router: false`.
const preview: Preview = {
  decorators: [
    (Story, { parameters }) => (
      <FreshQueryCache>
        {parameters.router === false ? (
          <Story />
        ) : (
          <MemoryRouter initialEntries={[(parameters.path as string | undefined) ?? '/dashboard/leads']}>
            <Story />
          </MemoryRouter>
        )}
      </FreshQueryCache>
    ),
  ],
  parameters: { layout: 'padded' },
};

export default preview;
