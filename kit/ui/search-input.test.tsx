import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchInput } from './search-input.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A list's search box, controlled by the list's applied search (its URL): `show` re-renders it with another. */
function listSearch(applied: string) {
  const onChange = vi.fn();
  const list = (q: string) => <SearchInput value={q} onChange={onChange} debounceMs={300} />;
  const { rerender } = render(list(applied));
  const box = screen.getByRole('searchbox');
  const type = (text: string) => fireEvent.change(box, { target: { value: text } });
  return {
    onChange,
    box,
    type,
    show: (q: string) => rerender(list(q)),
    pause: () => act(() => vi.advanceTimersByTime(300)),
  };
}

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
    const { onChange, box, type, show, pause } = listSearch('');
    type('custom');
    pause();
    expect(onChange).toHaveBeenLastCalledWith('custom');
    // Typing goes on and pauses again before the list has applied "custom".
    type('custome');
    type('customer');
    pause();
    expect(onChange).toHaveBeenLastCalledWith('customer');
    type('customer k');
    // The list now applies its reports, one render each, late.
    show('custom');
    expect(box).toHaveValue('customer k');
    show('customer');
    expect(box).toHaveValue('customer k');
    pause();
    expect(onChange).toHaveBeenLastCalledWith('customer k');
    show('customer k');
    expect(box).toHaveValue('customer k');
    expect(onChange).toHaveBeenCalledTimes(3);
  });
  it('still follows a change from elsewhere after its own searches, even back to one it searched before', () => {
    const { onChange, box, type, show, pause } = listSearch('');
    type('custom');
    pause();
    show('custom');
    // "Clear filters" on the list.
    show('');
    expect(box).toHaveValue('');
    // Back (or Forward) to the address with the earlier search.
    show('custom');
    expect(box).toHaveValue('custom');
    // A shared link with another search, then Back again.
    show('wanjiru');
    expect(box).toHaveValue('wanjiru');
    show('custom');
    expect(box).toHaveValue('custom');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
  it('follows a change from elsewhere equal to a search it typed that changed nothing', () => {
    const { onChange, box, type, show, pause } = listSearch('acme');
    // Typed and typed back: the report is the search already applied, so no echo comes.
    type('acmex');
    type('acme');
    pause();
    expect(onChange).toHaveBeenLastCalledWith('acme');
    show('');
    expect(box).toHaveValue('');
    type('bolt');
    show('acme');
    expect(box).toHaveValue('acme');
  });
  it('a change from elsewhere while typing replaces the text and drops the search waiting for the pause', () => {
    const { onChange, box, type, show } = listSearch('acme');
    type('acme ltd');
    show('');
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
