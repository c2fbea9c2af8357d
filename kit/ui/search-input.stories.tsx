import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SearchInput } from './search-input.tsx';

const meta = {
  title: 'Kernel/UI/Search input',
  component: SearchInput,
  args: { onChange: () => {}, 'aria-label': 'Search users' },
} satisfies Meta<typeof SearchInput>;
export default meta;
type Story = StoryObj<typeof meta>;

function Live() {
  const [query, setQuery] = useState('');
  return (
    <div className="grid gap-2">
      <SearchInput
        aria-label="Search users"
        placeholder="Name, email or phone"
        value={query}
        onChange={setQuery}
      />
      <p className="text-sm text-muted-foreground">Applied search: “{query}”</p>
    </div>
  );
}
/** Reports the text 300 ms after typing stops; Esc or the clear button empty it at once. */
export const Debounced: Story = { render: () => <Live /> };
