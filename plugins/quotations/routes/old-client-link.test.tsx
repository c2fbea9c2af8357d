import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import OldClientLink from './old-client-link.tsx';

function Where() {
  const l = useLocation();
  return <p>{`${l.pathname}${l.search}${l.hash}`}</p>;
}

describe('a client opening a quotation link e-mailed before the page left /dashboard (ADR 050)', () => {
  it('lands on the same page at its own address, query and fragment kept', async () => {
    render(
      <MemoryRouter initialEntries={['/dashboard/quotations/respond/t0k3n?pay=1#lines']}>
        <Routes>
          <Route path="/dashboard/quotations/respond/:token" element={<OldClientLink />} />
          <Route path="/quotation/:token" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('/quotation/t0k3n?pay=1#lines')).toBeInTheDocument();
  });
});
