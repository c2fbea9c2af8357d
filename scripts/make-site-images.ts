// Draws the public site's illustrations (issue 27 "Real imagery", ADR 081) and writes each at several widths as
// AVIF and WebP under public/images/, with public/images/images.json (names, sizes, alt text) for the pages.
// The scenes are flat SVG drawings made here for Safeworks (no downloads, no third-party licence):
// public/images/LICENCES.md says so. Run after changing a scene: `npx node scripts/make-site-images.ts`.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const OUT = join(import.meta.dirname, '..', 'public', 'images');
const W = 1200;
const H = 800;
/** Widths written; the pages' srcset lists the same (site/components/site-images.ts). */
const WIDTHS = [480, 800, 1200];

const C = {
  teal: '#0f6b66',
  tealDark: '#0a4d4a',
  tealLight: '#d6ecea',
  sky: '#e8f3f2',
  sand: '#f3ead9',
  yellow: '#f5b700',
  orange: '#ef7d22',
  red: '#d64533',
  navy: '#233044',
  grey: '#8a97a6',
  greyLight: '#cfd6de',
  white: '#ffffff',
  skin1: '#8d5a3b',
  skin2: '#6b4329',
  skin3: '#b07a52',
};

// ------------------------------------------------------------------ pieces

interface Person {
  x: number;
  y: number; // feet
  s?: number;
  skin?: string;
  shirt?: string;
  trousers?: string;
  helmet?: string | null;
  vest?: boolean;
  coat?: boolean;
  hold?: string; // SVG drawn at the right hand (origin at the hand)
  armUp?: boolean;
}

function person(p: Person): string {
  const s = p.s ?? 1;
  const skin = p.skin ?? C.skin1;
  const shirt = p.shirt ?? C.navy;
  const trousers = p.trousers ?? '#2f3b4f';
  const body = p.coat ? C.white : shirt;
  const arm = p.armUp
    ? `<path d="M28 -190 L70 -250" stroke="${body}" stroke-width="22" stroke-linecap="round"/><circle cx="72" cy="-254" r="11" fill="${skin}"/>`
    : `<path d="M28 -190 L52 -120" stroke="${body}" stroke-width="22" stroke-linecap="round"/><circle cx="54" cy="-114" r="11" fill="${skin}"/>`;
  const hand = p.armUp ? [72, -254] : [54, -114];
  return `<g transform="translate(${p.x} ${p.y}) scale(${s})">
  <rect x="-30" y="-120" width="26" height="120" rx="8" fill="${trousers}"/>
  <rect x="4" y="-120" width="26" height="120" rx="8" fill="${trousers}"/>
  <rect x="-34" y="-8" width="32" height="12" rx="5" fill="#1c2430"/><rect x="2" y="-8" width="32" height="12" rx="5" fill="#1c2430"/>
  <path d="M-28 -200 L-50 -120" stroke="${body}" stroke-width="22" stroke-linecap="round"/><circle cx="-52" cy="-114" r="11" fill="${skin}"/>
  <rect x="-36" y="-215" width="72" height="110" rx="18" fill="${body}"/>
  ${p.coat ? `<path d="M0 -215 L0 -105" stroke="${C.greyLight}" stroke-width="3"/><rect x="-36" y="-215" width="72" height="110" rx="18" fill="none" stroke="${C.greyLight}" stroke-width="3"/>` : ''}
  ${p.vest ? `<path d="M-34 -205 L-14 -205 L-8 -110 L-34 -110 Z M34 -205 L14 -205 L8 -110 L34 -110 Z" fill="${C.orange}"/><rect x="-34" y="-160" width="68" height="9" fill="#f4f1e8"/>` : ''}
  ${arm}
  <rect x="-9" y="-232" width="18" height="20" fill="${skin}"/>
  <circle cx="0" cy="-258" r="30" fill="${skin}"/>
  ${p.helmet ? `<path d="M-34 -262 A34 32 0 0 1 34 -262 Z" fill="${p.helmet}"/><rect x="-40" y="-266" width="80" height="9" rx="4" fill="${p.helmet}"/><rect x="-4" y="-294" width="8" height="28" fill="#ffffff" opacity=".35"/>` : `<path d="M-30 -262 A30 30 0 0 1 30 -262 Q0 -280 -30 -262 Z" fill="#1b1b1b"/>`}
  ${p.hold ? `<g transform="translate(${hand[0]} ${hand[1]})">${p.hold}</g>` : ''}
</g>`;
}

const clipboard = `<g transform="rotate(-12)"><rect x="-22" y="-34" width="44" height="60" rx="4" fill="#a06a3a"/><rect x="-17" y="-27" width="34" height="48" fill="#fff"/><rect x="-8" y="-38" width="16" height="8" rx="2" fill="${C.grey}"/><path d="M-11 -16 h22 M-11 -6 h22 M-11 4 h16" stroke="${C.grey}" stroke-width="3"/><path d="M-12 12 l5 5 l9 -10" stroke="${C.teal}" stroke-width="3.5" fill="none"/></g>`;
const meter = `<g><rect x="-14" y="-60" width="28" height="62" rx="6" fill="${C.navy}"/><rect x="-9" y="-52" width="18" height="16" rx="2" fill="#bdf2d5"/><circle cx="0" cy="-74" r="14" fill="#2b2b2b"/><circle cx="0" cy="-74" r="8" fill="#444"/></g>`;
const pointer = `<rect x="-3" y="-60" width="6" height="60" rx="3" fill="#5a3b22" transform="rotate(35)"/>`;
const extinguisher = `<g transform="translate(-6 0)"><rect x="-16" y="-6" width="32" height="74" rx="12" fill="${C.red}"/><rect x="-6" y="-20" width="12" height="16" fill="#333"/><path d="M6 -16 q30 -6 40 -30" stroke="#333" stroke-width="6" fill="none"/><rect x="-16" y="18" width="32" height="14" fill="#fff" opacity=".9"/></g>`;

function factory(x: number, y: number, w: number, h: number): string {
  const teeth = Math.floor(w / 120);
  let roof = '';
  for (let i = 0; i < teeth; i++)
    roof += `<path d="M${x + i * 120} ${y} l60 -50 l60 50 Z" fill="${C.greyLight}"/>`;
  let windows = '';
  for (let i = 0; i < teeth; i++)
    windows += `<rect x="${x + 25 + i * 120}" y="${y + 40}" width="70" height="44" rx="4" fill="${C.tealLight}"/>`;
  return `${roof}<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#dfe5ea"/>${windows}
  <rect x="${x + w - 90}" y="${y - 170}" width="40" height="170" fill="#c4ccd4"/><rect x="${x + w - 90}" y="${y - 150}" width="40" height="14" fill="${C.red}" opacity=".7"/>`;
}

function cloud(x: number, y: number, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="#fff" opacity=".9"><circle r="34"/><circle cx="40" cy="8" r="28"/><circle cx="-38" cy="10" r="24"/><rect x="-60" y="8" width="124" height="28" rx="14"/></g>`;
}

const frame = (inner: string, bg = C.sky, ground = C.sand) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<rect width="${W}" height="${H}" fill="${bg}"/>
<rect y="600" width="${W}" height="200" fill="${ground}"/>
${inner}
</svg>`;

function waves(x: number, y: number) {
  return [40, 75, 110]
    .map(
      (r, i) =>
        `<path d="M${x} ${y - r} A${r} ${r} 0 0 1 ${x} ${y + r}" stroke="${C.teal}" stroke-width="7" fill="none" opacity="${0.9 - i * 0.25}" stroke-linecap="round"/>`,
    )
    .join('');
}

// ------------------------------------------------------------------ scenes

interface Scene {
  name: string;
  alt: string;
  svg: string;
}

const scenes: Scene[] = [
  {
    name: 'site-audit',
    alt: 'A safety advisor in a hard hat and high-visibility vest checks a factory floor against an audit checklist, with a supervisor beside her.',
    svg: frame(`${cloud(180, 140)}${cloud(900, 110, 0.8)}
${factory(560, 330, 600, 270)}
<rect x="70" y="470" width="200" height="130" fill="#c99b5f"/><path d="M70 470 L270 600 M270 470 L70 600" stroke="#a57a44" stroke-width="8"/>
<rect x="90" y="380" width="160" height="90" fill="#d8ad73"/>
<g transform="translate(430 560)"><path d="M-60 40 L0 -60 L60 40 Z" fill="${C.yellow}"/><path d="M0 -30 L0 8" stroke="#222" stroke-width="10" stroke-linecap="round"/><circle cy="24" r="6" fill="#222"/></g>
${person({ x: 640, y: 700, s: 1.25, skin: C.skin2, helmet: C.white, vest: true, hold: clipboard })}
${person({ x: 860, y: 690, s: 1.15, skin: C.skin3, helmet: C.yellow, vest: true, shirt: C.teal, armUp: true })}`),
  },
  {
    name: 'noise-survey',
    alt: 'A technician holds a sound level meter up beside a running machine during a workplace noise survey.',
    svg: frame(`${cloud(1000, 130)}
<rect x="110" y="330" width="420" height="270" rx="14" fill="${C.grey}"/><rect x="140" y="360" width="170" height="110" rx="8" fill="${C.greyLight}"/>
<circle cx="430" cy="450" r="70" fill="#6f7c8b"/><circle cx="430" cy="450" r="30" fill="${C.navy}"/>
<rect x="140" y="500" width="360" height="18" fill="${C.yellow}"/><rect x="140" y="530" width="360" height="18" fill="${C.navy}" opacity=".5"/>
${waves(560, 430)}
<g transform="translate(930 300)"><rect x="-120" y="-120" width="240" height="170" rx="16" fill="#fff"/><path d="M-95 20 L-60 -20 L-30 0 L0 -70 L30 -30 L60 -50 L95 -90" stroke="${C.red}" stroke-width="7" fill="none" stroke-linejoin="round"/><path d="M-95 -40 H95" stroke="${C.orange}" stroke-width="4" stroke-dasharray="12 10"/></g>
${person({ x: 760, y: 700, s: 1.25, skin: C.skin1, helmet: C.white, vest: true, armUp: true, hold: meter })}`),
  },
  {
    name: 'safety-training',
    alt: 'A trainer presents a safety induction to a group of seated workers in hard hats, with slides on a screen.',
    svg: frame(
      `<rect x="120" y="110" width="520" height="320" rx="12" fill="#fff" stroke="${C.greyLight}" stroke-width="8"/>
<rect x="160" y="150" width="200" height="24" rx="6" fill="${C.teal}"/>
<path d="M170 220 h300 M170 260 h260 M170 300 h280" stroke="${C.greyLight}" stroke-width="14" stroke-linecap="round"/>
<g transform="translate(540 330)"><path d="M-55 40 L0 -55 L55 40 Z" fill="${C.yellow}"/><path d="M0 -25 L0 10" stroke="#222" stroke-width="9" stroke-linecap="round"/><circle cy="24" r="6" fill="#222"/></g>
${person({ x: 760, y: 690, s: 1.2, skin: C.skin3, shirt: C.teal, armUp: true, hold: pointer })}
${[0, 1, 2].map((i) => `<g transform="translate(${180 + i * 190} 720)"><rect x="-60" y="-70" width="120" height="20" rx="6" fill="#a06a3a"/>${person({ x: 0, y: 0, s: 0.75, skin: [C.skin1, C.skin2, C.skin3][i], helmet: [C.yellow, C.white, C.orange][i], shirt: [C.navy, C.tealDark, '#3d4a5c'][i] })}</g>`).join('')}`,
      '#eef4f6',
    ),
  },
  {
    name: 'fire-drill',
    alt: 'A fire marshal shows a worker how to use a fire extinguisher on a controlled fire during a fire safety drill.',
    svg: frame(`${cloud(220, 120)}${cloud(1000, 160, 0.7)}
<rect x="60" y="300" width="360" height="300" fill="#dfe5ea"/><rect x="200" y="460" width="80" height="140" fill="${C.teal}"/><rect x="90" y="340" width="90" height="70" fill="${C.tealLight}"/><rect x="300" y="340" width="90" height="70" fill="${C.tealLight}"/>
<g transform="translate(300 250)"><rect x="-70" y="-30" width="140" height="56" rx="6" fill="#1f9d55"/><path d="M-40 0 h40 M20 0 l-14 -12 M20 0 l-14 12" stroke="#fff" stroke-width="8" stroke-linecap="round"/></g>
<g transform="translate(940 600)"><rect x="-90" y="-20" width="180" height="24" fill="#555"/><path d="M-70 -20 Q-60 -120 -20 -150 Q-30 -90 0 -80 Q10 -170 60 -200 Q40 -110 80 -20 Z" fill="${C.orange}"/><path d="M-40 -20 Q-30 -80 0 -100 Q0 -60 20 -50 Q30 -100 50 -120 Q50 -60 60 -20 Z" fill="${C.yellow}"/></g>
${person({ x: 600, y: 700, s: 1.2, skin: C.skin2, helmet: C.red, vest: true, shirt: C.navy, hold: extinguisher })}
${person({ x: 470, y: 700, s: 1.1, skin: C.skin1, helmet: C.white, vest: true, armUp: true })}`),
  },
  {
    name: 'ppe',
    alt: 'Personal protective equipment laid out on a bench: hard hat, safety goggles, ear defenders, gloves, a high-visibility vest and safety boots.',
    svg: frame(
      `<rect x="0" y="0" width="${W}" height="${H}" fill="#f1ece2"/>
<g transform="translate(260 300)"><path d="M-150 20 A150 140 0 0 1 150 20 Z" fill="${C.yellow}"/><rect x="-175" y="10" width="350" height="30" rx="14" fill="${C.yellow}"/><rect x="-16" y="-118" width="32" height="120" fill="#fff" opacity=".35"/></g>
<g transform="translate(640 260)"><rect x="-150" y="-40" width="300" height="90" rx="40" fill="#9fd3e6" opacity=".85"/><rect x="-150" y="-40" width="300" height="90" rx="40" fill="none" stroke="${C.navy}" stroke-width="12"/><path d="M-150 0 h-40 M150 0 h40" stroke="${C.navy}" stroke-width="10"/></g>
<g transform="translate(990 300)"><path d="M-90 40 A90 100 0 0 1 90 40" stroke="${C.navy}" stroke-width="18" fill="none"/><rect x="-120" y="20" width="60" height="110" rx="26" fill="${C.red}"/><rect x="60" y="20" width="60" height="110" rx="26" fill="${C.red}"/></g>
<g transform="translate(320 600)"><path d="M-160 -150 L-70 -170 L-40 -120 L40 -120 L70 -170 L160 -150 L140 90 L-140 90 Z" fill="${C.orange}"/><rect x="-150" y="-40" width="300" height="24" fill="#f4f1e8"/><rect x="-150" y="20" width="300" height="24" fill="#f4f1e8"/></g>
<g transform="translate(700 620)"><path d="M-70 -120 h70 v80 q0 30 -30 40 h-40 Z" fill="#e4c36b"/><path d="M-70 -120 h-26 v70 h26 Z" fill="#e4c36b"/><path d="M40 -120 h70 v80 q0 30 -30 40 h-40 Z" fill="#e4c36b"/></g>
<g transform="translate(990 660)"><path d="M-120 -140 h70 v90 h80 q40 0 40 40 v30 h-190 Z" fill="#3b2b20"/><rect x="-126" y="10" width="200" height="22" rx="6" fill="#1c1c1c"/><path d="M-50 -60 q30 -10 60 0" stroke="${C.yellow}" stroke-width="6" fill="none"/></g>`,
      '#f1ece2',
      '#e6ddcc',
    ),
  },
  {
    name: 'medical-exam',
    alt: 'An occupational health practitioner in a white coat examines a worker’s hearing with an audiometer in a site clinic.',
    svg: frame(
      `<rect x="80" y="110" width="260" height="360" rx="10" fill="#fff" stroke="${C.greyLight}" stroke-width="6"/>
${['E', 'F P', 'T O Z', 'L P E D', 'P E C F D'].map((t, i) => `<text x="210" y="${180 + i * 62}" font-family="Arial, sans-serif" font-weight="700" font-size="${56 - i * 9}" text-anchor="middle" fill="${C.navy}">${t}</text>`).join('')}
<rect x="820" y="440" width="260" height="160" rx="10" fill="${C.greyLight}"/><rect x="850" y="470" width="120" height="70" rx="6" fill="#bdf2d5"/><circle cx="1030" cy="505" r="24" fill="${C.navy}"/>
<g transform="translate(560 700)"><rect x="-110" y="-110" width="220" height="26" rx="8" fill="${C.teal}"/><rect x="-100" y="-84" width="14" height="84" fill="${C.grey}"/><rect x="86" y="-84" width="14" height="84" fill="${C.grey}"/>
${person({ x: 0, y: -40, s: 0.9, skin: C.skin1, shirt: C.orange })}
<path d="M-36 -275 A40 44 0 0 1 36 -275" transform="translate(0 8)" stroke="${C.navy}" stroke-width="9" fill="none"/><rect x="-46" y="-262" width="20" height="34" rx="8" fill="${C.navy}"/><rect x="26" y="-262" width="20" height="34" rx="8" fill="${C.navy}"/></g>
${person({ x: 820, y: 700, s: 1.2, skin: C.skin2, coat: true, hold: clipboard })}`,
      '#eef4f6',
      '#dfe7ea',
    ),
  },
];

// ------------------------------------------------------------------ output

interface Written {
  name: string;
  alt: string;
  width: number;
  height: number;
  widths: number[];
  bytes: Record<string, number>;
}

async function main() {
  await mkdir(OUT, { recursive: true });
  const manifest: Written[] = [];
  for (const scene of scenes) {
    const svg = Buffer.from(scene.svg);
    const bytes: Record<string, number> = {};
    for (const w of WIDTHS) {
      const base = sharp(svg, { density: 72 * (w / W) * 1.0 }).resize(w, Math.round((w * H) / W));
      const avif = await base.clone().avif({ quality: 50, effort: 6 }).toBuffer();
      const webp = await base.clone().webp({ quality: 72, effort: 6 }).toBuffer();
      await writeFile(join(OUT, `${scene.name}-${w}.avif`), avif);
      await writeFile(join(OUT, `${scene.name}-${w}.webp`), webp);
      bytes[`${w}.avif`] = avif.length;
      bytes[`${w}.webp`] = webp.length;
    }
    manifest.push({ name: scene.name, alt: scene.alt, width: W, height: H, widths: WIDTHS, bytes });
    console.log(scene.name, bytes);
  }
  await writeFile(join(OUT, 'images.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

await main();
