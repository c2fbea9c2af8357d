import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PaymentsPage from './payments-page.tsx';

describe('a staff member opening Payment testing', () => {
  it('sees the page title and is told nothing is there yet', () => {
    render(<PaymentsPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment testing');
    expect(screen.getByText('No payment testing yet')).toBeInTheDocument();
  });
});
