import { route } from '../route.ts';

/** Spec section 3 "Wallet: isSingle" and the transfer-mode vendors' wallets (decision 051). */
export const transferWalletRoutes = {
  /** Fetched once by the games pages (spec section 4 caches). */
  merchantWallet: route({ method: 'GET', path: '/wps/relay/GCS_merchantWallet', auth: 'member' }),
  walletTransfer: route({
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    auth: 'notTrial',
    gate: true,
  }),
};
