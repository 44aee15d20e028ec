import { Link } from 'react-router';
import classes from './vendor-chips.module.css';

export interface VendorChip {
  /** undefined = every provider of the category. */
  vassalage: string | undefined;
  label: string;
  to: string;
}

/** Providers (or board-game types) as links, so each choice has its own address and Back works. */
export function VendorChips({
  chips,
  current,
  label,
}: {
  chips: VendorChip[];
  current: string | undefined;
  label: string;
}) {
  if (chips.length <= 1) return null;
  return (
    <nav aria-label={label}>
      <ul className={classes.row}>
        {chips.map((chip) => (
          <li key={chip.vassalage ?? 'all'}>
            <Link
              to={chip.to}
              className={classes.chip}
              aria-current={chip.vassalage === current ? 'page' : undefined}
              data-testid={`vendor-chip-${chip.vassalage ?? 'ALL'}`}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
