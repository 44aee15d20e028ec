import classes from './jackpot-display.module.css';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * An odometer: every digit is a column of 0-9 that slides to its value (CSS transition, so reduced
 * motion simply jumps). Decorative: the caller gives the figure to screen readers as text.
 */
export function RollingNumber({ text }: { text: string }) {
  // Keyed from the end so a digit keeps its column (and its animation) when the figure grows.
  const chars = [...text];
  return (
    <span className={classes.figure} dir="ltr" aria-hidden="true">
      {chars.map((char, index) => {
        const key = chars.length - index;
        const digit = DIGITS.indexOf(char);
        if (digit === -1) {
          return (
            <span key={key} className={classes.separator}>
              {char}
            </span>
          );
        }
        return (
          <span key={key} className={classes.digit}>
            <span className={classes.strip} style={{ transform: `translateY(${-digit}em)` }}>
              {DIGITS.map((d) => (
                <span key={d}>{d}</span>
              ))}
            </span>
          </span>
        );
      })}
    </span>
  );
}
