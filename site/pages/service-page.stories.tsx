import type { Meta, StoryObj } from '@storybook/react-vite';
import { useParams } from 'react-router-dom';
import { AtSitePath } from '../components/story-router.tsx';
import { findService } from '../content/services.ts';
import ServicePage, { ServiceView } from './service-page.tsx';
import { SiteNotFound } from './site-not-found.tsx';

/** The page as its route renders it, with the built-in texts (Storybook's router runs no route loader). */
function StoryServicePage() {
  const { area = '', topic } = useParams();
  const found = findService(area, topic);
  return found ? <ServiceView area={found.area} topic={found.topic} /> : <SiteNotFound />;
}

/**
 * One component renders every service page and subpage from
 * `site/content/services.ts`; an unknown slug shows "Page not found".
 */
const meta = {
  title: 'Site/ServicePage',
  component: ServicePage,
  parameters: { layout: 'fullscreen' },
  args: { path: '/services/audits' },
  argTypes: {
    path: {
      control: 'select',
      options: [
        '/services/audits',
        '/services/audits/fire-safety',
        '/services/survey-analysis/noise',
        '/services/training/osh',
        '/services/specialized-training/height',
        '/services/medical-exams',
        '/services/audits/unknown',
      ],
    },
  },
  render: (args: { path: string }) => (
    <AtSitePath path={args.path} pattern="/services/:area/:topic?">
      <StoryServicePage />
    </AtSitePath>
  ),
} satisfies Meta<{ path: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A service area with its subpages listed. */
export const Area: Story = {};

/** A subpage: breadcrumb back to its area, and the area's other services. */
export const Subpage: Story = { args: { path: '/services/audits/fire-safety' } };

/** A single-page service (no subpages). */
export const SinglePage: Story = { args: { path: '/services/medical-exams' } };

/** An unknown slug: not found, inside the layout. */
export const UnknownSlug: Story = { args: { path: '/services/audits/unknown' } };
