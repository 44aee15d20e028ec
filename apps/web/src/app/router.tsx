import { createBrowserRouter, type RouteObject } from 'react-router';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';
import { requireAgentSession, requireSession } from './route-guards';
import { HomeScreen } from './routes/home-screen';
import { RouteError } from './routes/route-error';

/**
 * Every route of spec section 2. Home is in the first bundle; every other screen group is a lazy
 * chunk (spec: Promotions, Seamless, Lottery, MemberCenter, PointMall, AccountGame, GameListCenter,
 * GameCenter). Paths match case-insensitively, so /sealottery works as the spec lists it.
 */
const gameCenter = async () => ({
  Component: (await import('./routes/game-center-screen')).GameCenterScreen,
});
const gameList = async () => ({ Component: (await import('./routes/game-list-screen')).GameListScreen });
const accountGame = async () => ({
  Component: (await import('./routes/account-game-screen')).AccountGameScreen,
});
const lottery = async () => ({ Component: (await import('./routes/lottery-screen')).LotteryScreen });

/**
 * What shows while a lazy route or a loader runs at start-up (a visit that starts on /member, say):
 * the same quiet placeholder as app.tsx's Suspense. Without it React Router warns "No
 * HydrateFallback element provided" on every such start.
 */
const startFallback = <div style={{ minHeight: '100dvh' }} aria-busy="true" />;

const homePaths = ['index', 'home'];
const gameCenterPaths = ['sports', 'esports', 'lott', 'elott', 'cockfight'];
const gameListPaths = ['live', 'fish', 'rng', 'pvp', 'bgs'];
const lotteryPaths = ['lottery', 'seaLottery', 'vnLottery'];

const siteRoutes: RouteObject[] = [
  { index: true, element: <HomeScreen /> },
  ...homePaths.map((path) => ({ path, element: <HomeScreen /> })),
  { path: 'login', element: <HomeScreen modal="login" /> },
  { path: 'register', element: <HomeScreen modal="register" /> },
  {
    path: 'member',
    loader: requireSession,
    lazy: async () => ({ Component: (await import('./routes/member-screen')).MemberScreen }),
  },
  { path: 'help', lazy: async () => ({ Component: (await import('./routes/help-screen')).HelpScreen }) },
  ...gameCenterPaths.map((path) => ({ path, lazy: gameCenter })),
  ...gameListPaths.map((path) => ({ path, lazy: gameList })),
  ...['favorite', 'recent'].map((path) => ({ path, loader: requireSession, lazy: accountGame })),
  ...lotteryPaths.map((path) => ({ path, loader: requireSession, lazy: lottery })),
  {
    path: 'seamless',
    lazy: async () => ({ Component: (await import('./routes/seamless-screen')).SeamlessScreen }),
  },
  {
    path: 'fairness',
    lazy: async () => ({ Component: (await import('./routes/fairness-screen')).FairnessScreen }),
  },
  {
    path: 'promotions',
    lazy: async () => ({ Component: (await import('./routes/promotions-screen')).PromotionsScreen }),
  },
  {
    path: 'pointMall',
    lazy: async () => ({ Component: (await import('./routes/point-mall-screen')).PointMallScreen }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./routes/not-found-screen')).NotFoundScreen }),
  },
];

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: startFallback,
    children: [
      { element: <MainLayout />, errorElement: <RouteError />, children: siteRoutes },
      // The agent portal shows the agent view alone, without member chrome (spec section 2).
      {
        path: 'agent',
        lazy: async () => ({ Component: (await import('./routes/agent-login-screen')).AgentLoginScreen }),
      },
      {
        path: 'agentHome',
        loader: requireAgentSession,
        lazy: async () => ({ Component: (await import('./routes/agent-home-screen')).AgentHomeScreen }),
      },
    ],
  },
  // Developer tool, outside the status gate so codes stay readable during maintenance tests.
  {
    path: 'dev/outbox',
    hydrateFallbackElement: startFallback,
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await import('./routes/dev-outbox-screen')).DevOutboxScreen }),
  },
  // Developer stand-in for the DEMOPAY gateway's payment page (a gateway deposit's payUrl).
  {
    path: 'dev/pay/:depositId',
    hydrateFallbackElement: startFallback,
    loader: requireSession,
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await import('./routes/dev-pay-screen')).DevPayScreen }),
  },
  // Operator back office: not linked from the member site (README); its own token and login.
  {
    path: 'backoffice',
    hydrateFallbackElement: startFallback,
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await import('./routes/backoffice-screen')).BackofficeScreen }),
  },
]);
