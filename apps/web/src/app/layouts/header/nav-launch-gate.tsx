import { lazy, Suspense } from 'react';
import { useNavLaunchStore } from '../../navigation/nav-launch-store';

const NavLaunchRunner = lazy(() =>
  import('../../navigation/nav-launch-runner').then((m) => ({ default: m.NavLaunchRunner })),
);

/**
 * Menus launch games on every page; the launch flow and its popups load with the first launch a
 * menu asks for, and stay for the next ones.
 */
export function NavLaunchGate() {
  const requested = useNavLaunchStore((state) => state.requested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <NavLaunchRunner />
    </Suspense>
  );
}
