import { FormErrorText } from '../../../components/form-error-text';
import classes from './originals.module.css';

/** A failed bet in words, kept next to the bet button (on phones too, where the panel reorders). */
export function BetError({ error }: { error: unknown }) {
  if (error === null || error === undefined) return null;
  return (
    <div className={classes.lead}>
      <FormErrorText error={error} />
    </div>
  );
}
