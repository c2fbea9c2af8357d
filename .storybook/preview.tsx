import './preview.css';
import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';

// Most stories render links, so each sits in a MemoryRouter at
// `parameters.path` (default /dashboard/leads, which makes "Leads" the active
// menu item). Stories that bring their own data router set `router: false`.
const preview: Preview = {
  decorators: [
    (Story, { parameters }) =>
      parameters.router === false ? (
        <Story />
      ) : (
        <MemoryRouter initialEntries={[(parameters.path as string | undefined) ?? '/dashboard/leads']}>
          <Story />
        </MemoryRouter>
      ),
  ],
  parameters: { layout: 'padded' },
};

export default preview;
