import { route } from '../route.ts';

/**
 * Lottery over HTTP (issue 15; decisions 081 and 082). The menu, open issues and results are public
 * (the lobby shows countdowns to guests too); bets and "my bets" need a real member (spec section
 * 6: lottery pages require a session); bets stop during maintenance (gate). The operator calls
 * enter an official result, approve it as a second operator, or void an issue.
 */
export const lotteryRoutes = {
  gameMenu: route({ method: 'GET', path: '/lgw/vn/games/game_menu', auth: 'none' }),
  recent: route({ method: 'GET', path: '/lgw/vn/games/recent', auth: 'none' }),
  openedGames: route({ method: 'GET', path: '/lgw/vn/numeros/opened/game', auth: 'none' }),
  openedNumero: route({ method: 'GET', path: '/lotto/lgw/games/opened/numero', auth: 'none' }),
  results: route({ method: 'GET', path: '/lgw/vn/results', auth: 'none' }),
  issue: route({ method: 'GET', path: '/lgw/vn/issues/:gameCode/:issue', auth: 'none' }),
  placeBet: route({ method: 'POST', path: '/lgw/vn/bets', auth: 'notTrial', gate: true }),
  myBets: route({ method: 'GET', path: '/lgw/vn/bets', auth: 'notTrial' }),
  adminIssues: route({ method: 'GET', path: '/admin/lottery/issues', auth: 'operator' }),
  enterResult: route({ method: 'POST', path: '/admin/lottery/results', auth: 'operator' }),
  approveResult: route({ method: 'POST', path: '/admin/lottery/results/:id/approve', auth: 'operator' }),
  rejectResult: route({ method: 'POST', path: '/admin/lottery/results/:id/reject', auth: 'operator' }),
  voidIssue: route({ method: 'POST', path: '/admin/lottery/issues/:gameCode/:issue/void', auth: 'operator' }),
};
