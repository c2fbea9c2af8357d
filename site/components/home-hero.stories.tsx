import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomeHero } from './home-hero.tsx';

/** The home page's opening: value proposition, "Request a quote" and "Explore our services". */
const meta = {
  title: 'Site/HomeHero',
  component: HomeHero,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
