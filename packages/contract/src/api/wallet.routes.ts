import { route } from '../route.ts';

/** The member's wallet balance (reference/ecosystem.md 6 "Balance and wallet"). */
export const walletRoutes = {
  balance: route({ method: 'GET', path: '/wps/v2/wallets/balance', auth: 'member' }),
};
