/** Generated lobby art (our own SVG, no third-party imagery): a gold diamond over a night skyline. */
export function HeroArt({ className, label }: { className: string; label: string }) {
  return (
    <svg className={className} viewBox="0 0 360 220" role="img" aria-label={label}>
      <defs>
        <linearGradient id="hero-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#FCEDC0" />
          <stop offset="0.5" stopColor="#E8B321" />
          <stop offset="1" stopColor="#8A6100" />
        </linearGradient>
        <radialGradient id="hero-glow" cx="0.5" cy="0.45" r="0.5">
          <stop offset="0" stopColor="#F0CA5B" stopOpacity="0.55" />
          <stop offset="1" stopColor="#F0CA5B" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="200" cy="95" r="110" fill="url(#hero-glow)" />
      <g fill="#0B1326" opacity="0.85">
        <rect x="10" y="150" width="34" height="70" />
        <rect x="48" y="128" width="26" height="92" />
        <rect x="78" y="160" width="40" height="60" />
        <rect x="280" y="136" width="30" height="84" />
        <rect x="314" y="158" width="40" height="62" />
        <rect x="250" y="170" width="26" height="50" />
      </g>
      <g fill="#F0CA5B" opacity="0.7">
        <rect x="18" y="162" width="5" height="5" />
        <rect x="30" y="176" width="5" height="5" />
        <rect x="56" y="140" width="5" height="5" />
        <rect x="290" y="150" width="5" height="5" />
        <rect x="324" y="170" width="5" height="5" />
      </g>
      <path d="M200 20 262 95 200 175 138 95Z" fill="url(#hero-gold)" />
      <path d="M200 20 222 95 200 175 178 95Z" fill="#FFF8E1" opacity="0.35" />
      <path d="M138 95H262" stroke="#6B4E07" strokeWidth="2" opacity="0.6" />
      <circle cx="120" cy="52" r="3" fill="#FCEDC0" />
      <circle cx="292" cy="60" r="2.5" fill="#FCEDC0" />
      <circle cx="268" cy="30" r="2" fill="#FCEDC0" />
      <g transform="translate(110 150)">
        <ellipse cx="0" cy="16" rx="26" ry="8" fill="#8A6100" />
        <ellipse cx="0" cy="10" rx="26" ry="8" fill="#D9A514" />
        <ellipse cx="0" cy="4" rx="26" ry="8" fill="#F0CA5B" />
      </g>
      <g transform="translate(292 118)">
        <ellipse cx="0" cy="10" rx="20" ry="6" fill="#B8860B" />
        <ellipse cx="0" cy="4" rx="20" ry="6" fill="#F0CA5B" />
      </g>
    </svg>
  );
}
