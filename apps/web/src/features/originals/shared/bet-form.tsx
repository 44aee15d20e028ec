import type { ReactNode } from 'react';

/**
 * A game's controls as one form, so Enter in any field plays like the main button. It lays out as
 * if it were not there (display: contents): the fields stay items of the panel's own layout.
 */
export function BetForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      style={{ display: 'contents' }}
    >
      {children}
    </form>
  );
}
