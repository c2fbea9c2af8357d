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
  it('keeps what was typed when a slow list applies an earlier search late (CI: "customer" became "customr")', () => {
    const onChange = vi.fn();
    const list = (q: string) => <SearchInput value={q} onChange={onChange} debounceMs={300} />;
    const { rerender } = render(list(''));
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'custom' } });
    act(() => vi.advanceTimersByTime(300));
    expect(onChange).toHaveBeenLastCalledWith('custom');
    // Typing goes on and pauses again before the list has applied "custom".
    fireEvent.change(box, { target: { value: 'custome' } });
    fireEvent.change(box, { target: { value: 'customer' } });
    act(() => vi.advanceTimersByTime(300));
    expect(onChange).toHaveBeenLastCalledWith('customer');
    fireEvent.change(box, { target: { value: 'customer k' } });
    // The list now applies its reports, one render each, late.
    rerender(list('custom'));
    expect(box).toHaveValue('customer k');
    rerender(list('customer'));
    expect(box).toHaveValue('customer k');
    act(() => vi.advanceTimersByTime(300));
    expect(onChange).toHaveBeenLastCalledWith('customer k');
    rerender(list('customer k'));
    expect(box).toHaveValue('customer k');
    expect(onChange).toHaveBeenCalledTimes(3);
  });
  it('still follows a change from elsewhere after its own searches, even back to one it searched before', () => {
    const onChange = vi.fn();
    const list = (q: string) => <SearchInput value={q} onChange={onChange} debounceMs={300} />;
    const { rerender } = render(list(''));
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'custom' } });
    act(() => vi.advanceTimersByTime(300));
    rerender(list('custom'));
    // "Clear filters" on the list.
    rerender(list(''));
    expect(box).toHaveValue('');
    // Back (or Forward) to the address with the earlier search.
    rerender(list('custom'));
    expect(box).toHaveValue('custom');
    // A shared link with another search, then Back again.
    rerender(list('wanjiru'));
    expect(box).toHaveValue('wanjiru');
    rerender(list('custom'));
    expect(box).toHaveValue('custom');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
  it('follows a change from elsewhere equal to a search it typed that changed nothing', () => {
    const onChange = vi.fn();
    const list = (q: string) => <SearchInput value={q} onChange={onChange} debounceMs={300} />;
    const { rerender } = render(list('acme'));
    const box = screen.getByRole('searchbox');
    // Typed and typed back: the report is the search already applied, so no echo comes.
    fireEvent.change(box, { target: { value: 'acmex' } });
    fireEvent.change(box, { target: { value: 'acme' } });
    act(() => vi.advanceTimersByTime(300));
    expect(onChange).toHaveBeenLastCalledWith('acme');
    rerender(list(''));
    expect(box).toHaveValue('');
    fireEvent.change(box, { target: { value: 'bolt' } });
    rerender(list('acme'));
    expect(box).toHaveValue('acme');
  });
  it('a change from elsewhere while typing replaces the text and drops the search waiting for the pause', () => {
    const onChange = vi.fn();
    const list = (q: string) => <SearchInput value={q} onChange={onChange} debounceMs={300} />;
    const { rerender } = render(list('acme'));
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'acme ltd' } });
    rerender(list(''));
    expect(box).toHaveValue('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).not.toHaveBeenCalled();
  });
  it('searches at once when the box is left, so a link clicked right after typing is not overridden', () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(
      <>
        <SearchInput onChange={onChange} onBlur={onBlur} debounceMs={300} />
        <a href="#gloves">Choose size</a>
      </>,
    );
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'disposable nitrile ' } });
    fireEvent.blur(box);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('disposable nitrile');
    expect(onBlur).toHaveBeenCalledTimes(1);
    // Nothing fires later, while the link's page may be loading.
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenCalledTimes(1);
    // Leaving with nothing pending reports nothing (a list on page 2 stays there).
    fireEvent.focus(box);
    fireEvent.blur(box);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
