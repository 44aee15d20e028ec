import { endpoint } from '../endpoint.ts';
import { WalletBalance } from '../wallet.ts';
import { walletRoutes as r } from './wallet.routes.ts';

export const walletEndpoints = {
  balance: endpoint(r.balance, { response: WalletBalance }),
};
