// Draws the POS demo's product images (ADR 078): simple SVG pictures of the demo's PPE (helmets, a vest, boots,
// gloves, goggles, an extinguisher, a first-aid kit) rendered to 800 × 800 WebP with sharp, written to
// plugins/pos/demo/files/product-images/demo/, which the demo loader stores in the product-images bucket
// (server/demo/demo-files.ts). Generated here, not downloaded: licence "generated for Safeworks" (the project's).
// Run again after changing a drawing: `npx node scripts/make-pos-demo-images.ts`.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const OUT = path.join(import.meta.dirname, '..', 'plugins', 'pos', 'demo', 'files', 'product-images', 'demo');
const frame = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <rect width="800" height="800" fill="#f4f5f7"/>
  <ellipse cx="400" cy="690" rx="260" ry="26" fill="#000" opacity="0.08"/>
  ${body}
</svg>`;

const helmet = (shell: string, shade: string) =>
  frame(`
  <path d="M170 520 C170 300 300 200 400 200 C500 200 630 300 630 520 Z" fill="${shell}" stroke="${shade}" stroke-width="8"/>
  <path d="M360 205 C370 300 370 420 365 520 L435 520 C430 420 430 300 440 205 Z" fill="${shade}" opacity="0.35"/>
  <path d="M110 520 L690 520 C700 520 705 560 690 565 L110 565 C95 560 100 520 110 520 Z" fill="${shell}" stroke="${shade}" stroke-width="8"/>
  <rect x="250" y="565" width="300" height="40" rx="12" fill="#3b3f45"/>`);

const vest = (body: string) =>
  frame(`
  <path d="M250 150 L340 150 L400 300 L460 150 L550 150 L600 230 L600 650 L200 650 L200 230 Z" fill="${body}" stroke="#b35400" stroke-width="6"/>
  <rect x="200" y="430" width="400" height="44" fill="#d9dde3"/><rect x="200" y="530" width="400" height="44" fill="#d9dde3"/>
  <rect x="200" y="438" width="400" height="8" fill="#fff"/><rect x="200" y="538" width="400" height="8" fill="#fff"/>
  <line x1="400" y1="300" x2="400" y2="650" stroke="#7a3a00" stroke-width="6" stroke-dasharray="14 10"/>`);

const boot = frame(`
  <path d="M260 160 L430 160 L440 470 C520 480 600 500 640 560 L650 640 L210 640 L220 470 Z" fill="#4a3728" stroke="#2b1f16" stroke-width="8"/>
  <path d="M520 490 C590 505 630 535 642 575 L642 600 L520 600 Z" fill="#9aa3ad" stroke="#5f6770" stroke-width="6"/>
  <rect x="200" y="620" width="460" height="40" rx="10" fill="#f2b705" stroke="#2b1f16" stroke-width="6"/>
  <path d="M280 200 L410 200 M280 250 L410 250 M280 300 L410 300" stroke="#c8b59b" stroke-width="10" stroke-linecap="round"/>`);

const glove = (body: string, shade: string) =>
  frame(`
  <g fill="${body}" stroke="${shade}" stroke-width="8">
    <rect x="262" y="170" width="62" height="250" rx="31"/><rect x="334" y="130" width="62" height="290" rx="31"/>
    <rect x="406" y="145" width="62" height="275" rx="31"/><rect x="478" y="190" width="58" height="230" rx="29"/>
    <path d="M262 380 L536 380 L536 560 C536 600 500 620 460 620 L330 620 C290 620 262 600 262 560 Z"/>
    <rect x="185" y="330" width="62" height="200" rx="31" transform="rotate(-35 216 430)"/>
    <rect x="290" y="600" width="220" height="90" rx="14"/>
  </g>`);

const goggles = frame(`
  <path d="M120 400 C120 330 200 330 200 330 L600 330 C600 330 680 330 680 400" fill="none" stroke="#2f3a45" stroke-width="26"/>
  <path d="M190 330 L610 330 C650 330 660 360 655 420 C650 500 600 520 540 520 C470 520 450 460 400 460 C350 460 330 520 260 520 C200 520 150 500 145 420 C140 360 150 330 190 330 Z" fill="#9fd3f0" stroke="#2f3a45" stroke-width="12" opacity="0.95"/>
  <path d="M220 360 L300 360" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity="0.8"/>`);

const extinguisher = frame(`
  <rect x="300" y="230" width="200" height="430" rx="70" fill="#d62828" stroke="#8c1414" stroke-width="8"/>
  <rect x="345" y="170" width="110" height="70" rx="10" fill="#3b3f45"/>
  <path d="M360 170 L360 120 L500 100" fill="none" stroke="#3b3f45" stroke-width="18" stroke-linecap="round"/>
  <path d="M455 200 C560 200 580 300 560 420" fill="none" stroke="#22262b" stroke-width="20" stroke-linecap="round"/>
  <rect x="320" y="360" width="160" height="120" rx="8" fill="#fff"/>
  <text x="400" y="435" font-family="sans-serif" font-weight="700" font-size="46" text-anchor="middle" fill="#d62828">6 kg</text>`);

const firstAid = frame(`
  <rect x="330" y="200" width="140" height="60" rx="20" fill="none" stroke="#1f6e43" stroke-width="22"/>
  <rect x="170" y="250" width="460" height="380" rx="36" fill="#2e9e5b" stroke="#1f6e43" stroke-width="8"/>
  <rect x="355" y="330" width="90" height="220" rx="10" fill="#fff"/><rect x="290" y="395" width="220" height="90" rx="10" fill="#fff"/>`);

const images: Record<string, string> = {
  'helmet-white.webp': helmet('#fbfbfb', '#8d939b'),
  'helmet-yellow.webp': helmet('#f6c500', '#a57f00'),
  'vest-orange.webp': vest('#ff7a00'),
  'boots-s3.webp': boot,
  'gloves-nitrile.webp': glove('#3f6fd8', '#23428a'),
  'gloves-disposable.webp': glove('#7b5cd6', '#4a3494'),
  'goggles.webp': goggles,
  'extinguisher-6kg.webp': extinguisher,
  'first-aid-kit.webp': firstAid,
};

fs.mkdirSync(OUT, { recursive: true });
for (const [name, svg] of Object.entries(images)) {
  const out = path.join(OUT, name);
  await sharp(Buffer.from(svg)).webp({ quality: 80 }).toFile(out);
  console.log(`${path.relative(process.cwd(), out)} ${fs.statSync(out).size} bytes`);
}
