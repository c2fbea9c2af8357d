import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_SECONDS, ThankYouRedirect } from './thank-you-redirect.tsx';

const URL_ = 'https://safeworks.example/book?from=survey';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('after the thank-you, a respondent sent on to the firm’s address', () => {
  it('is told where and when, and taken there once the countdown ends', () => {
    const go = vi.fn();
    render(<ThankYouRedirect url={URL_} countdown go={go} />);
    expect(screen.getByRole('link', { name: 'Continue to safeworks.example' })).toHaveAttribute('href', URL_);
    expect(screen.getByText(`Taking you there in ${REDIRECT_SECONDS} s`)).toBeInTheDocument();
    // One second at a time: each tick is scheduled when the last one has shown.
    for (let s = 1; s < REDIRECT_SECONDS; s++) act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Taking you there in 1 s')).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(go).toHaveBeenCalledWith(URL_);
  });

  it('may stay on the page: the countdown stops and the link stays', () => {
    const go = vi.fn();
    render(<ThankYouRedirect url={URL_} countdown go={go} />);
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    for (let s = 0; s < 10; s++) act(() => vi.advanceTimersByTime(1000));
    expect(go).not.toHaveBeenCalled();
    expect(screen.queryByText(/Taking you there/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue to safeworks.example' })).toBeInTheDocument();
  });

  it('coming back to a thank-you after a reload gets the link without being sent away again', () => {
    const go = vi.fn();
    render(<ThankYouRedirect url={URL_} countdown={false} go={go} />);
    for (let s = 0; s < 10; s++) act(() => vi.advanceTimersByTime(1000));
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Continue to safeworks.example' })).toBeInTheDocument();
  });
});
