import '../kernel/styles.css';
import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';

const preview: Preview = {
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/dashboard/leads']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'padded' },
};

export default preview;
