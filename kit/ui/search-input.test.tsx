import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchInput } from './search-input.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('searching a list', () => {
  it('searches once typing pauses, not on every keystroke', () => {
    const onChange = vi.fn();
    render(<SearchInput aria-label="Search users" onChange={onChange} debounceMs={300} />);
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    fireEvent.change(box, { target: { value: 'wan' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'wanjiru ' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('wanjiru');
  });
  it('clears at once with Esc or the clear button', () => {
    const onChange = vi.fn();
    render(<SearchInput value="grace" onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveValue('grace');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith('');
    fireEvent.change(box, { target: { value: 'otieno' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenCalledTimes(2);
  });
  it('follows a search applied elsewhere (e.g. the URL changed)', () => {
    const { rerender } = render(<SearchInput value="a" onChange={() => {}} />);
    rerender(<SearchInput value="b" onChange={() => {}} />);
    expect(screen.getByRole('searchbox')).toHaveValue('b');
  });
});
