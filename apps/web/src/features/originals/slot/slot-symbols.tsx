import type { SymbolName } from '@goldline/games/slot/symbols';

/**
 * Golden Reels symbol art, drawn here as SVG (no emoji, no third-party art). Each symbol differs in
 * shape and colour as well as in its letters, so none relies on colour alone.
 */
const LETTER_COLOURS: Record<string, [string, string]> = {
  A: ['#ff7a59', '#7a1e0a'],
  K: ['#5aa9ff', '#0a2f66'],
  Q: ['#c08bff', '#3d1470'],
  J: ['#5ee38c', '#0b4d27'],
  TEN: ['#44d4d4', '#0a4a4a'],
};

function Letter({ text, colours }: { text: string; colours: [string, string] }) {
  const [fill, stroke] = colours;
  return (
    <text
      x="50"
      y="66"
      textAnchor="middle"
      fontSize={text.length > 1 ? 44 : 56}
      fontWeight="900"
      fontFamily="Georgia, 'Times New Roman', serif"
      fill={fill}
      stroke={stroke}
      strokeWidth="2.5"
      paintOrder="stroke"
    >
      {text}
    </text>
  );
}

function Art({ name }: { name: string }) {
  switch (name) {
    case 'WILD':
      return (
        <>
          <rect x="8" y="24" width="84" height="52" rx="12" fill="#f0ca5b" stroke="#8a6100" strokeWidth="3" />
          <text
            x="50"
            y="60"
            textAnchor="middle"
            fontSize="26"
            fontWeight="900"
            fill="#0b1b3a"
            letterSpacing="1"
          >
            WILD
          </text>
        </>
      );
    case 'SCATTER':
      return (
        <>
          <polygon
            points="50,8 61,38 93,38 67,57 77,88 50,69 23,88 33,57 7,38 39,38"
            fill="#b07bff"
            stroke="#f0ca5b"
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <circle cx="50" cy="52" r="9" fill="#f0ca5b" />
        </>
      );
    case 'SEVEN':
      return (
        <text
          x="50"
          y="76"
          textAnchor="middle"
          fontSize="76"
          fontWeight="900"
          fontStyle="italic"
          fill="#ff4d4d"
          stroke="#f0ca5b"
          strokeWidth="3"
          paintOrder="stroke"
        >
          7
        </text>
      );
    case 'BAR':
      return (
        <>
          <rect x="10" y="30" width="80" height="40" rx="6" fill="#0b1b3a" stroke="#f0ca5b" strokeWidth="3" />
          <text
            x="50"
            y="60"
            textAnchor="middle"
            fontSize="26"
            fontWeight="900"
            fill="#f4f6fb"
            letterSpacing="2"
          >
            BAR
          </text>
        </>
      );
    case 'BELL':
      return (
        <>
          <path
            d="M50 14c-4 0-6 3-6 6v3c-13 3-20 15-20 29v14l-8 10h68l-8-10V52c0-14-7-26-20-29v-3c0-3-2-6-6-6z"
            fill="#f0ca5b"
            stroke="#8a6100"
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <circle cx="50" cy="82" r="7" fill="#8a6100" />
        </>
      );
    case 'TEN':
      return <Letter text="10" colours={LETTER_COLOURS.TEN!} />;
    default:
      return <Letter text={name} colours={LETTER_COLOURS[name] ?? ['#e8ecf4', '#0b1b3a']} />;
  }
}

export function SlotSymbol({ name }: { name: SymbolName | string }) {
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true" focusable="false">
      <Art name={name} />
    </svg>
  );
}
