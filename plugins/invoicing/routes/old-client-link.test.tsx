import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import OldClientLink from './old-client-link.tsx';

function Where() {
  const l = useLocation();
  return <p>{`${l.pathname}${l.search}${l.hash}`}</p>;
}

describe('a client opening a invoice link e-mailed before the page left /dashboard (ADR 050)', () => {
  it('lands on the same page at its own address, query and fragment kept', async () => {
    render(
      <MemoryRouter initialEntries={['/dashboard/invoices/view/t0k3n?pay=1#lines']}>
        <Routes>
          <Route path="/dashboard/invoices/view/:token" element={<OldClientLink />} />
          <Route path="/invoice/:token" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('/invoice/t0k3n?pay=1#lines')).toBeInTheDocument();
  });
});
