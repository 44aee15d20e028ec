import { endpoint } from '../endpoint.ts';
import { MerchantWallet, WalletTransferRequest, WalletTransferResult } from '../games.ts';
import { transferWalletRoutes as r } from './transfer-wallet.routes.ts';

export const transferWalletEndpoints = {
  merchantWallet: endpoint(r.merchantWallet, { response: MerchantWallet }),
  walletTransfer: endpoint(r.walletTransfer, { body: WalletTransferRequest, response: WalletTransferResult }),
};
