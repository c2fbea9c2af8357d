// `cn` joins class names and lets a later Tailwind class win over an earlier one that sets the same thing
// (`cn('p-5 pt-0', 'p-6')` → `p-6`): what tailwind-merge does, for the utilities this code base uses, in ≈ 1 kB
// gzip instead of its 8.4 (issue 27: every kit primitive is on the public site's landing, ADR 085).
// kit/ui/cn.test.ts holds it to tailwind-merge's answer for every pair of classes written in the repository,
// so a utility it does not know yet fails there, not on a screen. A class it does not recognise is kept.
import { type ClassValue, clsx } from 'clsx';

/** Utilities whose whole name is the class: `group:class class …; …`. */
const WHOLE =
  'display:block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row flow-root grid inline-grid contents list-item hidden;' +
  'position:static fixed absolute relative sticky;visibility:visible invisible collapse;sr:sr-only not-sr-only;' +
  'decoration-line:underline overline line-through no-underline;transform-case:uppercase lowercase capitalize normal-case;' +
  'font-style:italic not-italic;text-overflow:truncate;fvn-spacing:tabular-nums proportional-nums;isolation:isolate isolation-auto;' +
  'font-smoothing:antialiased subpixel-antialiased;filter:filter filter-none;grow:grow;shrink:shrink;' +
  'table-layout:table-auto table-fixed;transition:transition;backdrop-blur:backdrop-blur;blur:blur;border-collapse:border-collapse border-separate;ring-w-inset:ring-inset;' +
  'snap-type:snap-x snap-y snap-both snap-none;snap-strictness:snap-mandatory snap-proximity';

/** Utilities named `prefix-value` whose group is the prefix, whatever the value (`pt-4`, `max-w-lg`). */
const PLAIN =
  'p px py pt pr pb pl ps pe m mx my mt mr mb ml ms me space-x space-y gap gap-x gap-y w h size min-w min-h max-w max-h ' +
  'inset inset-x inset-y top right bottom left start end z basis grow shrink order grid-cols grid-rows col-span col-start ' +
  'col-end row-span row-start row-end auto-cols auto-rows grid-flow justify justify-items justify-self items self ' +
  'place-items place-content place-self leading tracking line-clamp indent align whitespace break break-inside hyphens ' +
  'underline-offset opacity transition duration ease delay animate rotate scale translate-x translate-y origin cursor ' +
  'pointer-events select touch resize scroll-m scroll-mt scroll-mb scroll-p overflow overflow-x overflow-y overscroll ' +
  'aspect columns box float clear caption accent caret appearance backdrop-blur blur list object divide-x divide-y';

/** `p-` → `px- py- ps- pe- pt- pr- pb- pl-` and the like: a side shorthand and the sides it covers. */
const sides = (prefix: string, all: string, dash = '') => all.split(' ').map((s) => `${prefix}${dash}${s}`);

/** A later class of the key's group removes earlier classes of these groups too (tailwind-merge's list). */
const CONFLICTS: Record<string, string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: sides('rounded', 's e t r b l ss se ee es tl tr br bl', '-'),
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  translate: ['translate-x', 'translate-y'],
  touch: ['touch-x', 'touch-y', 'touch-pz'],
};
for (const p of ['p', 'm', 'scroll-p', 'scroll-m', 'border-w', 'border-color']) {
  const dash = p.startsWith('border') ? '-' : '';
  CONFLICTS[p] = sides(p, 'x y s e t r b l', dash);
  CONFLICTS[`${p}${dash}x`] = sides(p, 's e r l', dash);
  CONFLICTS[`${p}${dash}y`] = sides(p, 't b', dash);
}

const groups = new Map<string, string>();
for (const entry of WHOLE.split(';')) {
  const [group, names] = entry.split(':');
  for (const name of names.split(' ')) groups.set(name, group);
}
const plain = new Set(PLAIN.split(' '));

const SIZE = /^(xs|sm|base|md|lg|[2-9]?xl|\d+xs)$/;
const LENGTH = /^\[(length:|[\d.]+(px|r?em|%|vw|vh|ch)\]$)/;
const NUMBER = /^(\d+|\[[\d.]+px\])$/;
const LINE_STYLE = /^(solid|dashed|dotted|double|hidden|none)$/;

/** The group of a prefix's value, for prefixes that name several properties (`text-sm` vs `text-primary`). */
function valueGroup(prefix: string, value: string): string | undefined {
  switch (prefix) {
    case 'text':
      if (SIZE.test(value) || LENGTH.test(value)) return 'font-size';
      if (/^(left|center|right|justify|start|end)$/.test(value)) return 'text-align';
      if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return 'text-wrap';
      if (/^(ellipsis|clip)$/.test(value)) return 'text-overflow';
      return 'text-color';
    case 'font':
      return /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/.test(value)
        ? 'font-weight'
        : 'font-family';
    case 'flex':
      if (/^(row|row-reverse|col|col-reverse)$/.test(value)) return 'flex-direction';
      if (/^(wrap|wrap-reverse|nowrap)$/.test(value)) return 'flex-wrap';
      return 'flex';
    case 'bg':
      // `bg-gradient-to-*` (Tailwind 3's name) is a colour to tailwind-merge 3, so it is one here too: same output.
      if (value === 'none' || /^(linear|radial|conic)-/.test(value)) return 'bg-image';
      if (/^(auto|cover|contain)$/.test(value)) return 'bg-size';
      if (/^(fixed|local|scroll)$/.test(value)) return 'bg-attachment';
      if (/^(no-)?repeat/.test(value)) return 'bg-repeat';
      if (/^(top|bottom|left|right|center)(-|$)/.test(value)) return 'bg-position';
      return 'bg-color';
    case 'border':
      return value === '' || NUMBER.test(value)
        ? 'border-w'
        : LINE_STYLE.test(value)
          ? 'border-style'
          : 'border-color';
    case 'outline':
      if (value === '' || NUMBER.test(value)) return 'outline-w';
      return LINE_STYLE.test(value) ? 'outline-style' : 'outline-color';
    case 'outline-offset':
    case 'ring-offset':
      return NUMBER.test(value) ? `${prefix}-w` : `${prefix}-color`;
    case 'ring':
    case 'divide':
      return value === '' || NUMBER.test(value) ? `${prefix}-w` : `${prefix}-color`;
    case 'shadow':
      return value === '' || value === 'none' || SIZE.test(value) || value === '2xs'
        ? 'shadow'
        : 'shadow-color';
    case 'content':
      return /^(normal|center|start|end|between|around|evenly|baseline|stretch)$/.test(value)
        ? 'align-content'
        : 'content';
    case 'list':
      return /^(inside|outside)$/.test(value) ? 'list-position' : 'list-style';
    case 'object':
      return /^(contain|cover|fill|none|scale-down)$/.test(value) ? 'object-fit' : 'object-position';
    case 'snap':
      return 'snap-align';
    case 'fill':
    case 'stroke':
    case 'from':
    case 'via':
    case 'to':
    case 'decoration':
      return prefix;
    default:
      if (/^(rounded|border)-/.test(prefix)) {
        const side = prefix.split('-')[1];
        if (prefix[0] === 'r') return `rounded-${side}`;
        return value === '' || NUMBER.test(value) ? `border-w-${side}` : `border-color-${side}`;
      }
      return prefix === 'rounded' ? 'rounded' : undefined;
  }
}

const SPLIT_PREFIXES = new Set(
  'text font flex bg border outline outline-offset ring ring-offset divide shadow content list object snap fill stroke from via to decoration rounded'.split(
    ' ',
  ),
);
for (const s of 'x y s e t r b l'.split(' ')) SPLIT_PREFIXES.add(`border-${s}`);
for (const c of 's e t r b l ss se ee es tl tr br bl'.split(' ')) SPLIT_PREFIXES.add(`rounded-${c}`);

/** The group of a class without its variants, or undefined for a class this does not know. */
function groupOf(name: string): string | undefined {
  const whole = groups.get(name);
  if (whole) return whole;
  const base = name.replace(/^-/, '');
  // The longest known prefix: `max-w-lg` is `max-w`, `rounded-t-md` is `rounded-t`, `border` alone is `border`.
  for (let at = base.length; at > 0; at = base.lastIndexOf('-', at - 1)) {
    const prefix = base.slice(0, at);
    const value = base.slice(at + 1);
    if (SPLIT_PREFIXES.has(prefix)) return valueGroup(prefix, value);
    if (plain.has(prefix) && value) return prefix;
  }
  return undefined;
}

const ORDER_SENSITIVE = new Set([
  '*',
  '**',
  'after',
  'backdrop',
  'before',
  'file',
  'marker',
  'placeholder',
  'selection',
]);

/** `hover:focus:x` and `focus:hover:x` are the same variant; arbitrary and pseudo-element variants keep their place. */
function variantKey(variants: string[]): string {
  const out: string[] = [];
  let run: string[] = [];
  for (const v of variants) {
    if (v[0] === '[' || ORDER_SENSITIVE.has(v)) {
      out.push(...run.sort(), v);
      run = [];
    } else run.push(v);
  }
  return out.concat(run.sort()).join(':');
}

/** Later Tailwind classes win over earlier ones that set the same property, with the same variants. */
export function mergeClasses(classes: string): string {
  const tokens = classes.trim().split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i];
    const parts = token.split(/:(?![^[]*\])(?![^(]*\))/);
    let name = parts.pop() as string;
    const important = name.startsWith('!') || name.endsWith('!');
    name = name.replace(/^!|!$/g, '');
    const group = groupOf(name);
    if (group === undefined) {
      kept.push(token);
      continue;
    }
    const key = `${variantKey(parts)}${important ? '!' : ''}:`;
    if (taken.has(key + group)) continue;
    kept.push(token);
    taken.add(key + group);
    for (const other of CONFLICTS[group] ?? []) taken.add(key + other);
  }
  return kept.reverse().join(' ');
}

/** Joins class names; later Tailwind classes win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
