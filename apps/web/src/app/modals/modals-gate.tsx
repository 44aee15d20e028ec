import { lazy, Suspense } from 'react';
import { useAuthModalStore } from '../../features/auth/stores/auth-modal-store';

// The popup host and its session flow load the first time any popup opens (performance budget).
const AuthModalsHost = lazy(() => import('./auth-modals-host').then((m) => ({ default: m.AuthModalsHost })));

export function ModalsGate() {
  const modal = useAuthModalStore((state) => state.modal);
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <AuthModalsHost />
    </Suspense>
  );
}
