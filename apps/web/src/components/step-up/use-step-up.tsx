import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { isApiError } from '../../lib/api-error';
import type { StepUpMethod } from './step-up-modal';

const StepUpModal = lazy(() => import('./step-up-modal').then((m) => ({ default: m.StepUpModal })));

interface Pending {
  method: StepUpMethod;
  resolve: () => void;
  reject: () => void;
}

/**
 * Runs a request that may answer STEP_UP_REQUIRED (a withdrawal, a payment-password change;
 * decision 103): asks for the second factor in a dialog and repeats the request once it is proven.
 * Cancelling the dialog rejects with the server's STEP_UP_REQUIRED error. Render `dialog`.
 */
export function useStepUp(): { run: <T>(request: () => Promise<T>) => Promise<T>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const run = useCallback(async <T,>(request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      if (!isApiError(error) || error.code !== 'STEP_UP_REQUIRED') throw error;
      const method: StepUpMethod = error.details.fields?.method === 'SMS' ? 'SMS' : 'TOTP';
      await new Promise<void>((resolve, reject) => {
        setPending({ method, resolve, reject: () => reject(error) });
      });
      return request();
    }
  }, []);
  const dialog = pending ? (
    <Suspense fallback={null}>
      <StepUpModal
        method={pending.method}
        onVerified={() => {
          setPending(null);
          pending.resolve();
        }}
        onCancel={() => {
          setPending(null);
          pending.reject();
        }}
      />
    </Suspense>
  ) : null;
  return { run, dialog };
}
