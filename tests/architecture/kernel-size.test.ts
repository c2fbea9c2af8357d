// ADR 039: the kernel runtime stays small and layered. `npm run kernel:size` prints the same numbers.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KERNEL_LINE_LIMIT, kernelSourceFiles, measureKernel } from '../../scripts/kernel-size/measure.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('the kernel runtime (npm run kernel:size)', () => {
  const size = measureKernel(ROOT);

  it(`stays within ${KERNEL_LINE_LIMIT} lines: UI pieces belong in kit/`, () => {
    expect(size.lines, JSON.stringify(size.byFolder)).toBeLessThanOrEqual(KERNEL_LINE_LIMIT);
  });

  it('has no import cycle between its folders', () => {
    expect(size.cycles).toEqual([]);
  });

  it('counts the runtime only: no test, story, test helper, generated types or edge-function code (ADR 041)', () => {
    const files = kernelSourceFiles(ROOT);
    expect(files).toContain('session/use-session.ts');
    expect(
      files.filter((f) => /\.test\.|\.stories\.|testing\/|database\.types|^functions\//.test(f)),
    ).toEqual([]);
  });
});
