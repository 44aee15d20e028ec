import { useLocation, useNavigate } from 'react-router';
import { useGameMenus } from '../../features/games/api/get-game-menus';
import { homeCategory, promotionsCategory } from './game-categories';
import { activePath, type GameMenu, type NavAction } from './nav-actions';
import { useNavLaunchStore } from './nav-launch-store';

/** The server's game menus (spec section 2: one entry per category with at least one vendor). */
export function useNavMenus(): GameMenu[] {
  return useGameMenus().data?.menus ?? [];
}

/** The menu path the current page belongs to (home, a category, promotions), for aria-current. */
export function useActiveNavPath(menus: GameMenu[]): string | null {
  const { pathname, search } = useLocation();
  return activePath(
    [homeCategory.path, ...menus.map((menu) => menu.path), promotionsCategory.path],
    pathname === '/index' || pathname === '/home' ? '/' : pathname,
    search,
  );
}

/** Carries out a NavAction: navigation in the router; launches go to the (lazily loaded) launch runner. */
export function useRunNavAction() {
  const navigate = useNavigate();
  const request = useNavLaunchStore((state) => state.request);
  return (action: NavAction) => {
    if (action.kind === 'navigate') void navigate(action.to);
    else request(action);
  };
}
