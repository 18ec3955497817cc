/** The home hero's drawing: an arena at dusk with a horse's head, in the brand colours. */
export function HeroArt() {
  return (
    <svg aria-hidden viewBox="0 0 400 360" className="h-auto w-full max-w-md">
      <circle cx="270" cy="110" r="70" className="fill-gold-400/80" />
      <ellipse cx="200" cy="310" rx="190" ry="40" className="fill-brand-700" />
      <ellipse cx="200" cy="310" rx="150" ry="28" className="fill-brand-800" />
      <g className="stroke-saddle-200" strokeWidth="6" strokeLinecap="round" opacity="0.8">
        <line x1="20" y1="262" x2="380" y2="262" />
        <line x1="20" y1="236" x2="380" y2="236" />
        {[40, 110, 180, 250, 320, 370].map((x) => (
          <line key={x} x1={x} y1="226" x2={x} y2="272" />
        ))}
      </g>
      <g transform="translate(110 40) scale(2.3)" className="fill-saddle-100">
        <path d="M60 8 L66 22 C79 30 86 47 84 64 L88 94 L44 94 C49 83 51 74 47 66 C39 63 30 65 21 68 C12 70 7 62 12 55 C21 42 33 30 49 21 L53 6 L57 17 Z" />
      </g>
    </svg>
  );
}
