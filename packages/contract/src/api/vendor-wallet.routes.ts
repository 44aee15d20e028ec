import { route } from '../route.ts';

/**
 * The seamless-wallet API game vendors call (decision 051): each body HMAC-signed with the vendor's
 * secret (`x-signature`), answers vendor-style rather than the site envelope (contract vendor-wallet.ts).
 */
export const vendorWalletRoutes = {
  balance: route({ method: 'POST', path: '/vendor/:vendorCode/wallet/balance', auth: 'vendor' }),
  debit: route({ method: 'POST', path: '/vendor/:vendorCode/wallet/debit', auth: 'vendor' }),
  credit: route({ method: 'POST', path: '/vendor/:vendorCode/wallet/credit', auth: 'vendor' }),
  rollback: route({ method: 'POST', path: '/vendor/:vendorCode/wallet/rollback', auth: 'vendor' }),
};
