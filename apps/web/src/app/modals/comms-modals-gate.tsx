import { lazy, Suspense } from 'react';
import { useCommsModalStore } from '../stores/comms-modal-store';

// The help centre and feedback popups load the first time one opens (home JS budget).
const CommsModalsHost = lazy(() =>
  import('./comms-modals-host').then((m) => ({ default: m.CommsModalsHost })),
);

export function CommsModalsGate() {
  const modal = useCommsModalStore((state) => state.modal);
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <CommsModalsHost />
    </Suspense>
  );
}
