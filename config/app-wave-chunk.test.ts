import { describe, expect, it } from 'vitest';
import { barrelExports, namesImported, packageOf } from './app-wave-chunk.ts';

describe('the app-wave build plugin reads a barrel name by name (ADR 095)', () => {
  it('names the package a module id lives in, scoped or not', () => {
    expect(packageOf('/r/node_modules/lucide-react/dist/esm/icons/x.mjs')).toBe('lucide-react');
    expect(packageOf('/r/node_modules/@radix-ui/react-dialog/dist/index.mjs')).toBe('@radix-ui/react-dialog');
    expect(packageOf('/r/kit/ui/button.tsx')).toBeNull();
  });

  it('a site page importing two icons reaches those two, not the whole icon set', () => {
    const page =
      'import { jsx } from "react/jsx-runtime";\nimport { Award, Plus as Add } from "lucide-react";';
    expect(namesImported(page, 'lucide-react')).toEqual(['Award', 'Plus']);
    const barrel = '/r/node_modules/lucide-react/dist/esm/lucide-react.mjs';
    const table = barrelExports(
      barrel,
      "export { default as Award, default as AwardIcon } from './icons/award.mjs';\n" +
        "export { default as Plus } from './icons/plus.mjs';",
      [],
    );
    expect(table.get('Award')).toBe('/r/node_modules/lucide-react/dist/esm/icons/award.mjs');
    expect(table.get('AwardIcon')).toBe('/r/node_modules/lucide-react/dist/esm/icons/award.mjs');
    expect(table.get('Plus')).toBe('/r/node_modules/lucide-react/dist/esm/icons/plus.mjs');
  });

  it("radix-ui's namespaces resolve to the part's own package", () => {
    const imported = [
      '/r/node_modules/@radix-ui/react-dialog/dist/index.mjs',
      '/r/node_modules/@radix-ui/react-tabs/dist/index.mjs',
    ];
    const table = barrelExports(
      '/r/node_modules/radix-ui/dist/index.mjs',
      'import * as Dialog from "@radix-ui/react-dialog";\nimport * as Tabs from "@radix-ui/react-tabs";\nexport { Dialog, Tabs };',
      imported,
    );
    expect(table.get('Dialog')).toBe(imported[0]);
    expect(table.get('Tabs')).toBe(imported[1]);
  });

  it('a namespace or default import of the barrel counts as using all of it', () => {
    expect(namesImported('import * as Icons from "lucide-react";', 'lucide-react')).toBeNull();
    expect(namesImported('import Icons from "lucide-react";', 'lucide-react')).toBeNull();
    expect(namesImported('export { Award } from "lucide-react";', 'lucide-react')).toBeNull();
    expect(namesImported('export * from "lucide-react";', 'lucide-react')).toBeNull();
    expect(namesImported('import { A } from "lucide-react-extra";', 'lucide-react')).toEqual([]);
  });
});
