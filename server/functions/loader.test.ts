import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log.ts';
import { installDenoShim, type ServeHandlerInfo } from './deno-shim.ts';
import { BootError, loadHandler } from './loader.ts';

const info: ServeHandlerInfo = {
  remoteAddr: { transport: 'tcp', hostname: '127.0.0.1', port: 1 },
  completed: Promise.resolve(),
};
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'functions-loader-'));

function writeFunction(name: string, source: string, mtime?: Date): string {
  const file = path.join(root, name, 'index.ts');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, source);
  if (mtime) fs.utimesSync(file, mtime, mtime);
  return file;
}

const replying = (text: string) => `Deno.serve(() => new Response(${JSON.stringify(text)}));\n`;

async function call(entry: string, reload: boolean) {
  const handler = await loadHandler(entry, reload);
  return (await handler(new Request('http://x/'), info)).text();
}

beforeAll(() => installDenoShim({}, createLogger('silent')));

describe('loading handler modules', () => {
  it('a changed index.ts is imported again when reloading is on', async () => {
    const entry = writeFunction('reloading', replying('v1'), new Date(2026, 0, 1));
    expect(await call(entry, true)).toBe('v1');
    writeFunction('reloading', replying('v2'), new Date(2026, 0, 2));
    expect(await call(entry, true)).toBe('v2');
  });

  it('without reloading the first module stays in use', async () => {
    const entry = writeFunction('cached', replying('first'), new Date(2026, 0, 1));
    expect(await call(entry, false)).toBe('first');
    writeFunction('cached', replying('second'), new Date(2026, 0, 2));
    expect(await call(entry, false)).toBe('first');
  });

  it('modules loading at the same time each keep their own Deno.serve handler', async () => {
    const entries = Array.from({ length: 6 }, (_, i) =>
      writeFunction(
        `parallel-${i}`,
        `await new Promise((r) => setTimeout(r, ${(6 - i) * 5}));\n${replying(`fn-${i}`)}`,
      ),
    );
    const texts = await Promise.all(entries.map((e) => call(e, false)));
    expect(texts).toEqual(entries.map((_, i) => `fn-${i}`));
  });

  it('a module with a syntax error is a BootError, and is tried again once fixed', async () => {
    const entry = writeFunction('fixed-later', 'Deno.serve(() => new Response("x"', new Date(2026, 0, 1));
    await expect(loadHandler(entry, true)).rejects.toBeInstanceOf(BootError);
    writeFunction('fixed-later', replying('fixed'), new Date(2026, 0, 2));
    expect(await call(entry, true)).toBe('fixed');
  });

  it('a module whose top-level code never finishes is a BootError, and other modules still load', async () => {
    const hanging = writeFunction(
      'hanging',
      'await new Promise(() => {});\nDeno.serve(() => new Response("never"));\n',
    );
    const fine = writeFunction('after-hanging', replying('still loads'));
    await expect(loadHandler(hanging, false, 200)).rejects.toBeInstanceOf(BootError);
    expect(await call(fine, false)).toBe('still loads');
  });
});
