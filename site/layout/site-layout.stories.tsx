import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AtSitePath } from '../components/story-router.tsx';
import HomePage from '../pages/home-page.tsx';
import { SiteNotFound } from '../pages/site-not-found.tsx';
import { SiteLayout } from './site-layout.tsx';

/**
 * The public site's frame: contact strip, logo, the Services mega-menu and the
 * primary links, "Sign in", the phone menu (below 1024 px) and the footer with
 * contact details, quick links, services, certifications, feedback and privacy.
 */
const meta = {
  title: 'Site/SiteLayout',
  component: SiteLayout,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <AtSitePath path="/">
      <HomePage />
    </AtSitePath>
  ),
} satisfies Meta<typeof SiteLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The home page inside the layout. */
export const Desktop: Story = {};

/** The Services menu open: every service page and subpage. Esc closes it. */
export const ServicesMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Services' }));
    await expect(within(nav).getByRole('link', { name: 'Noise survey' })).toBeVisible();
  },
};

/** On a phone the navigation moves into a side sheet opened by the menu button. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A short page, to show the footer under little content. */
export const ShortPage: Story = {
  render: () => (
    <AtSitePath path="/services/unknown">
      <SiteNotFound />
    </AtSitePath>
  ),
};
