// The pages Settings → Website fills (ADR 082), rendered as the server renders them: with the
// published content in ServerWebsiteContent. Client logos with their names as text, expired
// certifications never reach the page (the RPC leaves them out), the privacy policy as plain text.
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ServerWebsiteContent, type WebsiteContent } from '../cms/website-content.ts';
import { loadEnquiryForm } from '../components/enquiry-form.tsx';
import CertificationsPage from './certifications-page.tsx';
import ClientsPage from './clients-page.tsx';
import PrivacyPolicyPage from './privacy-policy-page.tsx';
import ServicePage, { loader as serviceLoader } from './service-page.tsx';
import TeamPage from './team-page.tsx';

const EMPTY: WebsiteContent = {
  hero: null,
  team: [],
  clients: [],
  certifications: [],
  privacy: null,
  services: [],
};

function renderWith(page: React.ReactNode, content: Partial<WebsiteContent>, at = '/') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <ServerWebsiteContent value={{ ...EMPTY, ...content }}>{page}</ServerWebsiteContent>
    </MemoryRouter>,
  );
}

// A service page's quote form loads its code on its own; loaded here first, as the server renderer does, so no
// import is left running when a test ends.
await loadEnquiryForm();

describe('the pages the firm edits in Settings → Website', () => {
  it('a visitor on /clients sees the published logos, named for screen readers, one linking to the client', () => {
    renderWith(<ClientsPage />, {
      clients: [
        {
          key: 'a',
          name: 'Kenya Flower Growers',
          logo_path: 'clients/a.png',
          website_url: 'https://flowers.example',
        },
        { key: 'b', name: 'Athi River Steel', logo_path: null, website_url: null },
      ],
    });
    const logos = screen.getByRole('list', { name: 'Client logos' });
    const logo = within(logos).getByRole('img', { name: 'Kenya Flower Growers' });
    expect(logo).toHaveAttribute(
      'src',
      expect.stringContaining('/storage/v1/object/public/branding/clients/a.png'),
    );
    expect(logo).toHaveAttribute('width', '160');
    expect(logo).toHaveAttribute('height', '80');
    expect(within(logos).getByRole('link', { name: 'Kenya Flower Growers' })).toHaveAttribute(
      'href',
      'https://flowers.example',
    );
    expect(within(logos).getByText('Athi River Steel')).toBeInTheDocument();
    expect(screen.queryByText(/Client references are available on request/)).not.toBeInTheDocument();
  });

  it('a visitor on /clients with no logos published sees the sectors and "references on request", as before', () => {
    renderWith(<ClientsPage />, {});
    expect(screen.queryByRole('list', { name: 'Client logos' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sectors we serve' })).toBeInTheDocument();
    expect(screen.getByText(/Client references are available on request/)).toBeInTheDocument();
  });

  it('a visitor on /certifications sees each one with its number, expiry and a link to the certificate', () => {
    renderWith(<CertificationsPage />, {
      certifications: [
        {
          key: 'a',
          title: 'Approved safety and health advisors',
          issuer: 'DOSHS',
          scope: 'Audits.',
          number: 'DOSHS/123',
          valid_until: '2027-03-12',
          document_path: 'certifications/a.pdf',
        },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Approved safety and health advisors' })).toBeInTheDocument();
    expect(screen.getByText('No. DOSHS/123 · Valid until 12 March 2027')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /View the certificate: Approved safety and health advisors \(PDF\)/ }),
    ).toHaveAttribute(
      'href',
      expect.stringContaining('/storage/v1/object/public/website-documents/certifications/a.pdf'),
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  });

  it('a visitor on /privacy-policy reads the published sections as text, with contents and the date', () => {
    renderWith(<PrivacyPolicyPage />, {
      privacy: {
        intro: 'We respect your privacy.',
        sections: [
          { heading: 'Who we are', paragraphs: ['<b>A consultancy</b>.'], items: [] },
          { heading: 'Your rights', paragraphs: ['You may:'], items: ['see your data;', 'complain.'] },
        ],
        last_updated: '2026-11-29',
      },
    });
    expect(screen.getByText('We respect your privacy.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2. Your rights' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your rights' })).toHaveAttribute('href', '#your-rights');
    expect(screen.getByText('<b>A consultancy</b>.')).toBeInTheDocument();
    expect(screen.getByText('complain.').tagName).toBe('LI');
    expect(screen.getByText('Last updated: 29 November 2026.')).toBeInTheDocument();
  });

  it('a visitor on /team sees a member’s photo with its size set, so nothing shifts as it loads', () => {
    renderWith(<TeamPage />, {
      team: [{ key: 'k', name: 'Grace Wanjiru', role: 'Advisor', bio: '', photo_path: 'team/grace.jpg' }],
    });
    const photo = within(screen.getByRole('list', { name: 'Team members' })).getByRole('presentation');
    expect(photo).toHaveAttribute('src', expect.stringContaining('/branding/team/grace.jpg'));
    expect(photo).toHaveAttribute('width', '64');
    expect(photo).toHaveAttribute('height', '64');
  });

  it('a visitor on a service page reads its published text, and the site’s own wording where none is published', async () => {
    const noise = {
      key: 'survey-analysis/noise',
      title: 'Noise mapping',
      summary: 'Every loud corner measured.',
      who_needs_it: 'Anyone with loud machines.',
      deliverables: ['Noise map', '<b>Hearing</b> protection plan'],
      legal_basis: '',
    };
    // The page's route loads its area's own texts (content/service-area.ts), as on the site.
    const openService = (at: string) => {
      const router = createMemoryRouter(
        [{ path: '/services/:area/:topic?', Component: ServicePage, loader: serviceLoader }],
        { initialEntries: [at] },
      );
      render(
        <ServerWebsiteContent value={{ ...EMPTY, services: [noise] }}>
          <RouterProvider router={router} />
        </ServerWebsiteContent>,
      );
    };
    openService('/services/survey-analysis/noise');
    expect(await screen.findByRole('heading', { level: 1, name: 'Noise mapping' })).toBeInTheDocument();
    expect(screen.getByText('Every loud corner measured.')).toBeInTheDocument();
    expect(screen.getByText('Anyone with loud machines.')).toBeInTheDocument();
    // Plain text, never HTML.
    expect(screen.getByText('<b>Hearing</b> protection plan').tagName).toBe('LI');
    // No legal basis of its own: the area's is shown.
    expect(
      screen.getByText(/The Occupational Safety and Health Act, 2007 and Environmental Management/),
    ).toBeInTheDocument();
    cleanup();
    openService('/services/survey-analysis/water');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Water quality survey' }),
    ).toBeInTheDocument();
    // Its sibling is listed under the published title.
    expect(screen.getByRole('link', { name: 'Noise mapping' })).toBeInTheDocument();
  });

  it('a visitor on a service page of an unknown area or topic reads "Page not found"', async () => {
    for (const at of ['/services/no-such-area', '/services/audits/no-such-topic']) {
      const router = createMemoryRouter(
        [{ path: '/services/:area/:topic?', Component: ServicePage, loader: serviceLoader }],
        { initialEntries: [at] },
      );
      render(<RouterProvider router={router} />);
      expect(await screen.findByRole('heading', { level: 1, name: /not found/i }), at).toBeInTheDocument();
      cleanup();
    }
  });
});
