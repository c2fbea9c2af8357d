import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageRange } from './pagination.tsx';

describe('a paged list tells people where they are', () => {
  it('counts rows from 1 and stops at the total', () => {
    expect(pageRange(1, 25, 137)).toEqual({
      from: 1,
      to: 25,
      pageCount: 6,
      hasPrevious: false,
      hasNext: true,
    });
    expect(pageRange(6, 25, 137)).toEqual({
      from: 126,
      to: 137,
      pageCount: 6,
      hasPrevious: true,
      hasNext: false,
    });
  });
  it('shows an empty list as nothing to page through', () => {
    expect(pageRange(1, 25, 0)).toEqual({ from: 0, to: 0, pageCount: 1, hasPrevious: false, hasNext: false });
  });
  it('treats a page past the end (rows deleted meanwhile) as the last page', () => {
    expect(pageRange(9, 25, 30)).toMatchObject({ from: 26, to: 30, hasNext: false });
  });
  it('moves one page with Previous and Next, disabled at the ends', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={1} pageSize={25} total={60} onPageChange={onPageChange} />);
    expect(screen.getByText('Showing 1–25 of 60')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    rerender(<Pagination page={3} pageSize={25} total={60} onPageChange={onPageChange} />);
    expect(screen.getByText('Showing 51–60 of 60')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });
});
