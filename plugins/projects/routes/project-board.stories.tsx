// The projects board (presentational): columns by status, health, overdue and progress.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { BOARD } from './fixtures.ts';
import { ProjectBoardView } from './project-board-view.tsx';

const meta = {
  title: 'Projects/Board',
  component: ProjectBoardView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ProjectBoardView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ThreeProjects: Story = { args: { projects: BOARD } };
export const Empty: Story = { args: { projects: [] } };
