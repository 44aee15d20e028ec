import type { SymbolName } from '@goldline/games/slot/symbols';
import { type ReactNode, useId } from 'react';

/**
 * Golden Reels symbol art: our own SVG drawings, one per symbol of the slot's par sheet
 * (packages/games/src/slot/symbols.ts), no emoji and no third-party art. Every symbol differs in
 * shape as well as colour (crown, star, seven, gold bars, bell and five card plaques of different
 * outlines), so none relies on colour alone. Drawn on a 100x100 box.
 */

type Stops = readonly [string, string];

/** A vertical gradient whose id is unique per drawing (many symbols share one page). */
function Gradient({ id, stops }: { id: string; stops: Stops }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stopColor={stops[0]} />
      <stop offset="1" stopColor={stops[1]} />
    </linearGradient>
  );
}

/** A card rank on its own plaque: the plaque's outline tells the ranks apart, not just the colour. */
const PLAQUES: Record<string, { shape: string; fill: Stops; edge: string; ink: string; text: string }> = {
  // Ace: a cut gem
  A: {
    shape: 'M50 6 L90 36 L74 92 L26 92 L10 36 Z',
    fill: ['#ff8a6b', '#b3261e'],
    edge: '#ffd7c9',
    ink: '#fff6f0',
    text: 'A',
  },
  // King: a shield
  K: {
    shape: 'M14 12 H86 V50 C86 72 70 86 50 94 C30 86 14 72 14 50 Z',
    fill: ['#6cb6ff', '#1747a6'],
    edge: '#d5e9ff',
    ink: '#f3f8ff',
    text: 'K',
  },
  // Queen: a hexagon
  Q: {
    shape: 'M50 6 L88 28 L88 72 L50 94 L12 72 L12 28 Z',
    fill: ['#d3a6ff', '#6a2bb8'],
    edge: '#efdcff',
    ink: '#fdf8ff',
    text: 'Q',
  },
  // Jack: a round coin
  J: {
    shape: 'M50 8 A42 42 0 1 1 49.9 8 Z',
    fill: ['#7ef0a8', '#17804a'],
    edge: '#d6ffe6',
    ink: '#f4fff8',
    text: 'J',
  },
  // Ten: a rounded tile
  TEN: {
    shape: 'M24 10 H76 Q90 10 90 24 V76 Q90 90 76 90 H24 Q10 90 10 76 V24 Q10 10 24 10 Z',
    fill: ['#5fe0e0', '#0f6f78'],
    edge: '#d4fbfb',
    ink: '#f2ffff',
    text: '10',
  },
};

function Plaque({ name, gid }: { name: string; gid: string }) {
  const p = PLAQUES[name] ?? PLAQUES.TEN!;
  return (
    <>
      <defs>
        <Gradient id={gid} stops={p.fill} />
      </defs>
      <path d={p.shape} fill={`url(#${gid})`} stroke={p.edge} strokeWidth="3" strokeLinejoin="round" />
      <path d={p.shape} fill="none" stroke="rgba(0,0,0,0.35)" strokeWidth="1" transform="translate(0 2)" />
      <text
        x="50"
        y={p.text.length > 1 ? 63 : 66}
        textAnchor="middle"
        fontSize={p.text.length > 1 ? 36 : 44}
        fontWeight="900"
        fontFamily="Georgia, 'Times New Roman', serif"
        fill={p.ink}
        stroke="rgba(0,0,0,0.45)"
        strokeWidth="2"
        paintOrder="stroke"
      >
        {p.text}
      </text>
    </>
  );
}

function Art({ name, gid }: { name: string; gid: string }): ReactNode {
  switch (name) {
    case 'WILD':
      // A golden crown with three jewels over a purple band.
      return (
        <>
          <defs>
            <Gradient id={gid} stops={['#ffe9a8', '#c8901a']} />
          </defs>
          <path
            d="M12 74 L8 30 L30 50 L50 18 L70 50 L92 30 L88 74 Z"
            fill={`url(#${gid})`}
            stroke="#7a5200"
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <rect
            x="12"
            y="72"
            width="76"
            height="16"
            rx="4"
            fill="#5b2a9e"
            stroke="#f0ca5b"
            strokeWidth="2.5"
          />
          <circle cx="8" cy="30" r="5" fill="#ff5a5a" stroke="#7a5200" strokeWidth="1.5" />
          <circle cx="50" cy="18" r="6" fill="#5ad1ff" stroke="#7a5200" strokeWidth="1.5" />
          <circle cx="92" cy="30" r="5" fill="#5ee38c" stroke="#7a5200" strokeWidth="1.5" />
          <circle cx="50" cy="58" r="7" fill="#ff5a5a" stroke="#7a5200" strokeWidth="1.5" />
          <text
            x="50"
            y="85"
            textAnchor="middle"
            fontSize="12"
            fontWeight="900"
            fill="#ffe9a8"
            letterSpacing="2"
          >
            WILD
          </text>
        </>
      );
    case 'SCATTER':
      // A violet star with a golden heart and rays.
      return (
        <>
          <defs>
            <radialGradient id={gid} cx="0.5" cy="0.45" r="0.6">
              <stop offset="0" stopColor="#e6d0ff" />
              <stop offset="1" stopColor="#7a3fe0" />
            </radialGradient>
          </defs>
          <g stroke="#f0ca5b" strokeWidth="2" strokeLinecap="round" opacity="0.8">
            <line x1="50" y1="2" x2="50" y2="10" />
            <line x1="4" y1="50" x2="12" y2="50" />
            <line x1="88" y1="50" x2="96" y2="50" />
            <line x1="50" y1="90" x2="50" y2="98" />
          </g>
          <polygon
            points="50,10 61,38 91,38 67,57 76,88 50,70 24,88 33,57 9,38 39,38"
            fill={`url(#${gid})`}
            stroke="#f0ca5b"
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <circle cx="50" cy="52" r="9" fill="#f0ca5b" stroke="#7a5200" strokeWidth="1.5" />
        </>
      );
    case 'SEVEN':
      // A drawn, slanted red seven with a gold rim (a shape, not a font glyph).
      return (
        <>
          <defs>
            <Gradient id={gid} stops={['#ff7b7b', '#b00d1e']} />
          </defs>
          <path
            d="M18 14 H84 V28 L52 90 H30 L62 32 H32 V40 H18 Z"
            fill={`url(#${gid})`}
            stroke="#f0ca5b"
            strokeWidth="4"
            strokeLinejoin="round"
          />
          <path d="M24 19 H78" stroke="rgba(255,255,255,0.55)" strokeWidth="3" strokeLinecap="round" />
        </>
      );
    case 'BAR':
      // Three stacked gold bars.
      return (
        <>
          <defs>
            <Gradient id={gid} stops={['#fff0b8', '#c8901a']} />
          </defs>
          {[18, 42, 66].map((y, i) => (
            <g key={y}>
              <rect
                x={14 + i * 4}
                y={y}
                width={72 - i * 8}
                height="18"
                rx="4"
                fill={`url(#${gid})`}
                stroke="#7a5200"
                strokeWidth="2.5"
              />
              <path
                d={`M${20 + i * 4} ${y + 5} H${80 - i * 4}`}
                stroke="rgba(255,255,255,0.7)"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </g>
          ))}
        </>
      );
    case 'BELL':
      return (
        <>
          <defs>
            <Gradient id={gid} stops={['#ffe9a8', '#d99a1e']} />
          </defs>
          <path
            d="M50 10c-4 0-6 3-6 6v3c-13 3-20 15-20 29v14l-9 11h70l-9-11V48c0-14-7-26-20-29v-3c0-3-2-6-6-6z"
            fill={`url(#${gid})`}
            stroke="#7a5200"
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <path
            d="M34 44c1-9 6-15 12-17"
            stroke="rgba(255,255,255,0.7)"
            strokeWidth="4"
            fill="none"
            strokeLinecap="round"
          />
          <rect x="15" y="72" width="70" height="6" rx="3" fill="#b07a12" />
          <circle cx="50" cy="85" r="7" fill="#7a5200" />
        </>
      );
    default:
      return <Plaque name={name} gid={gid} />;
  }
}

export function SlotSymbol({ name }: { name: SymbolName | string }) {
  const gid = `sym-${useId().replace(/:/g, '')}`;
  return (
    <svg
      viewBox="0 0 100 100"
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
      data-art={name}
    >
      <Art name={name} gid={gid} />
    </svg>
  );
}
