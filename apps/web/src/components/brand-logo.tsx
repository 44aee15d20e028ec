import { useId } from 'react';

/**
 * Our own wordmark (docs/ui-direction.md "Art and logos"): an SVG diamond plus the brand name. The
 * gradient id is unique per instance: with a shared id, the phone header's logo pointed at the
 * gradient inside the hidden side menu's copy, which does not paint, so the mark showed as a dot.
 */
export function BrandLogo({ name, compact = false }: { name: string; compact?: boolean }) {
  const gradientId = `gl-logo-gold-${useId().replace(/:/g, '')}`;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <svg
        data-testid="brand-logo-mark"
        width="32"
        height="32"
        viewBox="0 0 64 64"
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#F6DC8E" />
            <stop offset="1" stopColor="#D9A514" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="14" fill="#0D1528" />
        <path d="M32 8 54 32 32 56 10 32Z" fill={`url(#${gradientId})`} />
        <path d="M32 20 43 32 32 44 21 32Z" fill="#0D1528" />
        <path d="M32 26 38 32 32 38 26 32Z" fill="#F6DC8E" />
      </svg>
      {!compact && (
        <span
          style={{ fontWeight: 800, fontSize: 20, letterSpacing: '0.02em', color: 'var(--gl-gold-text)' }}
        >
          {name}
        </span>
      )}
    </span>
  );
}
