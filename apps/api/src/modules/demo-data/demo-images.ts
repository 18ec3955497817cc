/**
 * Demo pictures drawn here as SVG (never fetched): avatars and campaign scenes. They go through
 * the same image pipeline as uploads, which turns them into WebP.
 */

// A horse's head and neck, facing left, in a 100 × 100 box.
const HORSE_HEAD_PATH =
  'M60 8 L66 22 C79 30 86 47 84 64 L88 94 L44 94 C49 83 51 74 47 66 C39 63 30 65 21 68 ' +
  'C12 70 7 62 12 55 C21 42 33 30 49 21 L53 6 L57 17 Z';

const AVATAR_PALETTES = [
  ['#1f3a2e', '#3f6b55'],
  ['#4a2f1f', '#8a5a3a'],
  ['#24324a', '#4a6490'],
  ['#5a1f2f', '#9a4a5a'],
  ['#3a3a1f', '#7a7a3a'],
  ['#2f2f2f', '#6a6a6a'],
] as const;

const SKY_PALETTES = [
  ['#f6d7a7', '#f3efe3', '#6f8f5f', '#4e6b42'],
  ['#bcd4e6', '#eef3f7', '#7d9b6a', '#56704a'],
  ['#f2c1a0', '#fbe9dc', '#8c7a4f', '#5e5235'],
  ['#d9cfe8', '#f4f0f8', '#6d8a72', '#465e4c'],
] as const;

export function avatarSvg(initials: string, variant: number): string {
  const [dark, light] = AVATAR_PALETTES[variant % AVATAR_PALETTES.length] ?? AVATAR_PALETTES[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
  <rect width="512" height="512" fill="url(#g)"/>
  <g transform="translate(270 250) scale(2.4)" fill="#f7f1e3" fill-opacity="0.22"><path d="${HORSE_HEAD_PATH}"/></g>
  <text x="256" y="300" font-family="DejaVu Serif, Georgia, serif" font-size="150" font-weight="700" fill="#fbf7ee" text-anchor="middle">${escapeXml(initials)}</text>
</svg>`;
}

export function campaignSceneSvg(variant: number): string {
  const [skyTop, skyBottom, hillNear, hillFar] = SKY_PALETTES[variant % SKY_PALETTES.length] ?? SKY_PALETTES[0];
  const sunX = 220 + ((variant * 173) % 760);
  const horseX = 620 - ((variant * 97) % 420);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="210" r="70" fill="#fff6dc" fill-opacity="0.9"/>
  <path d="M0 470 C220 400 420 430 640 460 C860 490 1000 420 1200 440 L1200 800 L0 800 Z" fill="${hillFar}" fill-opacity="0.75"/>
  <path d="M0 560 C260 500 520 540 760 560 C960 580 1080 540 1200 530 L1200 800 L0 800 Z" fill="${hillNear}"/>
  <g stroke="#f3ead6" stroke-width="10" stroke-linecap="round">
    <line x1="60" y1="640" x2="1140" y2="610"/><line x1="60" y1="690" x2="1140" y2="660"/>
    ${[80, 300, 520, 740, 960, 1120].map((x) => `<line x1="${x}" y1="${700 - x * 0.027}" x2="${x}" y2="${590 - x * 0.027}"/>`).join('')}
  </g>
  <g transform="translate(${horseX} 330) scale(2.6)" fill="#2b2118" fill-opacity="0.85"><path d="${HORSE_HEAD_PATH}"/></g>
</svg>`;
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}
