/** Our own tile art (no emoji, no third-party icons): a cut gem for a safe tile, a mine for a mine. */
export function GemGlyph({ size = '62%' }: { size?: number | string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <polygon points="8,15 14,7 26,7 32,15 20,34" fill="#2fd47a" />
      <polygon points="8,15 32,15 20,34" fill="#1fae5f" />
      <polygon points="14,7 20,15 26,7" fill="#7ff0b0" />
      <polygon points="8,15 14,7 20,15" fill="#4fe393" />
      <polygon points="20,15 26,7 32,15" fill="#25c06b" />
      <polyline points="8,15 32,15" stroke="#0b3d22" strokeWidth="0.8" fill="none" />
    </svg>
  );
}

export function MineGlyph({ size = '62%' }: { size?: number | string }) {
  const spikes = [0, 45, 90, 135];
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      {spikes.map((angle) => (
        <rect
          key={angle}
          x="18"
          y="5"
          width="4"
          height="30"
          rx="2"
          fill="#3a1010"
          transform={`rotate(${angle} 20 20)`}
        />
      ))}
      <circle cx="20" cy="20" r="11" fill="#e5484d" stroke="#3a1010" strokeWidth="2" />
      <circle cx="16" cy="16" r="3" fill="#ffc9c9" />
    </svg>
  );
}
