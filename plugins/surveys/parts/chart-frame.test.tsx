// The charts' one frame: the drawing hidden from screen readers with its figures as a
// table beside it, a visible caption, and the empty message instead of a chart over nothing.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartFrame } from './chart-frame.tsx';
import { ChoiceBars, DropOffBars, NpsTrend, ResponsesOverTime } from './charts.tsx';

describe('the analytics charts', () => {
  it('a screen reader user gets the figures of a chart as a table while the drawing is hidden from them', () => {
    const { container } = render(
      <ChoiceBars
        label="Answers to Was the audit useful?"
        data={[
          { label: 'Yes', count: 3 },
          { label: 'No', count: 1 },
        ]}
      />,
    );
    const figure = container.querySelector('figure[data-chart="choices"]');
    expect(figure).not.toBeNull();
    expect(figure?.querySelector('[aria-hidden="true"]')).not.toBeNull();
    const table = screen.getByRole('table', { name: 'Answers to Was the audit useful?' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Answer', 'Count', 'Share']);
    expect(within(table).getByRole('rowheader', { name: 'Yes' }).parentElement?.textContent).toBe('Yes375%');
    expect(within(table).getByRole('rowheader', { name: 'No' }).parentElement?.textContent).toBe('No125%');
  });

  it('with no responses the page says so instead of drawing an empty chart', () => {
    const { container } = render(<ResponsesOverTime label="Responses per day" data={[]} />);
    expect(screen.getByText('No responses yet.')).toBeTruthy();
    expect(container.querySelector('figure')).toBeNull();
  });

  it('a chart that needs more figures than it has is left out, and one with them carries its caption', () => {
    const week = { week: '2026-11-02', answers: 4, score: 50 };
    const { container, rerender } = render(<NpsTrend label="NPS week by week" data={[week]} />);
    expect(container.innerHTML).toBe('');
    rerender(
      <NpsTrend label="NPS week by week" data={[week, { ...week, week: '2026-11-09', score: -20 }]} />,
    );
    expect(screen.getByText('NPS week by week', { selector: 'figcaption' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: '2026-11-09' }).parentElement?.textContent).toBe(
      '2026-11-09-204',
    );
  });

  it('the frame takes any recharts chart and names it for tests and styles', () => {
    const { container } = render(
      <ChartFrame kind="custom" height={50} hasData caption="A caption">
        <svg />
      </ChartFrame>,
    );
    expect(container.querySelector('figure[data-chart="custom"] figcaption')?.textContent).toBe('A caption');
    expect(container.querySelector('table')).toBeNull();
  });
});

describe('the drop-off chart', () => {
  it('lists each page with how many reached it and how many stopped there', () => {
    render(
      <DropOffBars
        label="Drop-off"
        pages={[
          { page: 1, title: null, reached: 4, stopped: 1 },
          { page: 2, title: 'Noise', reached: 3, stopped: 2 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Drop-off' });
    expect(within(table).getByRole('rowheader', { name: '2. Noise' }).parentElement?.textContent).toBe(
      '2. Noise32',
    );
    expect(within(table).getByRole('rowheader', { name: '1. First page' })).toBeTruthy();
  });

  it('says no visits were recorded rather than drawing empty bars', () => {
    render(<DropOffBars label="Drop-off" pages={[{ page: 1, title: null, reached: 0, stopped: 0 }]} />);
    expect(screen.getByText('No visits recorded yet.')).toBeTruthy();
  });
});
