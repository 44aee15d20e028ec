import { type ComponentType, lazy, Component as ReactComponent, type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';
import { requireAgentSession, requireSession } from './route-guards';
import { HomeScreen } from './routes/home-screen';
import { RouteError } from './routes/route-error';

/**
 * Every route of spec section 2. Home is in the first bundle; every other screen group is a lazy
 * chunk (spec: Promotions, Seamless, Lottery, MemberCenter, PointMall, AccountGame, GameListCenter,
 * GameCenter). Paths match case-insensitively, so /sealottery works as the spec lists it.
 *
 * React Router's declarative mode (`<BrowserRouter>` + `useRoutes`), not its data router: the site
 * has no loaders beyond the session guards below, and the data router costs 14 KB gz of the first
 * page's JS (decision 075). A route here is `path`/`index` plus either an `element`, or a `lazy`
 * screen (its chunk loads on first visit), optionally behind a `guard` (a path to go to instead).
 */
interface SiteRoute {
  path?: string;
  index?: true;
  element?: ReactNode;
  lazy?: () => Promise<{ Component: ComponentType }>;
  /** Where to send the visitor instead (no session, say), or null to show the route. */
  guard?: () => string | null;
  children?: SiteRoute[];
}

const gameCenter = async () => ({
  Component: (await import('./routes/game-center-screen')).GameCenterScreen,
});
const gameList = async () => ({ Component: (await import('./routes/game-list-screen')).GameListScreen });
const accountGame = async () => ({
  Component: (await import('./routes/account-game-screen')).AccountGameScreen,
});
const lottery = async () => ({ Component: (await import('./routes/lottery-screen')).LotteryScreen });
const promotions = async () => ({
  Component: (await import('./routes/promotions-screen')).PromotionsScreen,
});

/**
 * What shows while a lazy screen's chunk loads on a visit that starts there (a visit that starts on
 * /member, say): the same quiet placeholder as app.tsx's Suspense. On a later navigation the router
 * moves inside a transition, so the current screen stays until the next one is ready.
 */
const startFallback = <div style={{ minHeight: '100dvh' }} aria-busy="true" />;

const homePaths = ['index', 'home'];
const gameCenterPaths = ['sports', 'esports', 'lott', 'elott', 'cockfight'];
const gameListPaths = ['live', 'fish', 'rng', 'pvp', 'bgs'];
const lotteryPaths = ['lottery', 'seaLottery', 'vnLottery'];

const siteRoutes: SiteRoute[] = [
  { index: true, element: <HomeScreen /> },
  ...homePaths.map((path) => ({ path, element: <HomeScreen /> })),
  { path: 'login', element: <HomeScreen modal="login" /> },
  { path: 'register', element: <HomeScreen modal="register" /> },
  {
    path: 'member',
    guard: requireSession,
    lazy: async () => ({ Component: (await import('./routes/member-screen')).MemberScreen }),
  },
  { path: 'help', lazy: async () => ({ Component: (await import('./routes/help-screen')).HelpScreen }) },
  // News and blog: one list, /news opens on the news (decision 108).
  ...['blog', 'news'].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('./routes/blog-screen')).BlogScreen }),
  })),
  {
    path: 'blog/:slug',
    lazy: async () => ({ Component: (await import('./routes/blog-screen')).BlogArticleScreen }),
  },
  {
    path: 'download',
    lazy: async () => ({ Component: (await import('./routes/download-screen')).DownloadScreen }),
  },
  ...gameCenterPaths.map((path) => ({ path, lazy: gameCenter })),
  ...gameListPaths.map((path) => ({ path, lazy: gameList })),
  ...['favorite', 'recent'].map((path) => ({ path, guard: requireSession, lazy: accountGame })),
  ...lotteryPaths.map((path) => ({ path, guard: requireSession, lazy: lottery })),
  {
    path: 'seamless',
    lazy: async () => ({ Component: (await import('./routes/seamless-screen')).SeamlessScreen }),
  },
  {
    path: 'fairness',
    lazy: async () => ({ Component: (await import('./routes/fairness-screen')).FairnessScreen }),
  },
  // The chat room as a page: the address CBS_launchChat answers (decision 110).
  {
    path: 'chat',
    guard: requireSession,
    lazy: async () => ({ Component: (await import('./routes/chat-screen')).ChatScreen }),
  },
  // The list and a promotion's detail page are one screen group (spec section 2: Promotions).
  ...['promotions', 'promotions/:id'].map((path) => ({ path, lazy: promotions })),
  {
    path: 'pointMall',
    lazy: async () => ({ Component: (await import('./routes/point-mall-screen')).PointMallScreen }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./routes/not-found-screen')).NotFoundScreen }),
  },
];

const routes: SiteRoute[] = [
  {
    element: <RootLayout />,
    children: [
      { element: <MainLayout />, children: siteRoutes },
      // The agent portal shows the agent view alone, without member chrome (spec section 2).
      {
        path: 'agent',
        lazy: async () => ({ Component: (await import('./routes/agent-login-screen')).AgentLoginScreen }),
      },
      {
        path: 'agentHome',
        guard: requireAgentSession,
        lazy: async () => ({ Component: (await import('./routes/agent-home-screen')).AgentHomeScreen }),
      },
    ],
  },
  // Developer tool, outside the status gate so codes stay readable during maintenance tests.
  {
    path: 'dev/outbox',
    lazy: async () => ({ Component: (await import('./routes/dev-outbox-screen')).DevOutboxScreen }),
  },
  // Developer stand-in for the DEMOPAY gateway's payment page (a gateway deposit's payUrl).
  {
    path: 'dev/pay/:depositId',
    guard: requireSession,
    lazy: async () => ({ Component: (await import('./routes/dev-pay-screen')).DevPayScreen }),
  },
  // Operator back office: not linked from the member site (README); its own token and login.
  {
    path: 'backoffice',
    lazy: async () => ({ Component: (await import('./routes/backoffice-screen')).BackofficeScreen }),
  },
];

/** A render error or a chunk that failed to load shows RouteError; the next navigation clears it. */
interface BoundaryState {
  failed: boolean;
  pathname: string;
}
class RouteBoundary extends ReactComponent<{ children: ReactNode; pathname: string }, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };
  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }
  static getDerivedStateFromProps(
    props: { pathname: string },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }
  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** A guard checked on every render of its route, so a logout elsewhere sends the visitor on at once. */
function Guarded({ guard, children }: { guard: () => string | null; children: ReactNode }) {
  const to = guard();
  return to ? <Navigate to={to} replace /> : children;
}

const toRouteObject = (route: SiteRoute): RouteObject => {
  let element = route.element;
  if (route.lazy) {
    const load = route.lazy;
    const Screen = lazy(async () => ({ default: (await load()).Component }));
    element = (
      <Suspense fallback={startFallback}>
        <Screen />
      </Suspense>
    );
  }
  if (route.guard) element = <Guarded guard={route.guard}>{element}</Guarded>;
  const children = route.children?.map(toRouteObject);
  if (route.index) return { index: true, element };
  return { path: route.path, element, children };
};

const routeObjects = routes.map(toRouteObject);

/** The site's routes, under one error boundary keyed by the path (app.tsx puts it in `<BrowserRouter>`). */
export function SiteRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routeObjects);
  return <RouteBoundary pathname={pathname}>{element}</RouteBoundary>;
}
