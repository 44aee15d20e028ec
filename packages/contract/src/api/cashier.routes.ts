import { route } from '../route.ts';

/**
 * Member cashier (spec section 2 depositv2 and withdraw; section 4 withdrawal receipt), the payment
 * gateway's signed callback and the developer gateway's pay action.
 */
export const cashierRoutes = {
  depositChannels: route({ method: 'GET', path: '/wps/cashier/deposit/channels', auth: 'notTrial' }),
  createDeposit: route({ method: 'POST', path: '/wps/cashier/deposits', auth: 'notTrial', gate: true }),
  deposits: route({ method: 'GET', path: '/wps/cashier/deposits', auth: 'notTrial' }),
  /** The slip's image bytes, not the envelope; the owner's member token or an operator token. */
  depositProof: route({ method: 'GET', path: '/wps/cashier/deposits/:id/proof', auth: 'none' }),
  withdrawInfo: route({ method: 'GET', path: '/wps/cashier/withdraw/info', auth: 'notTrial' }),
  bankAccounts: route({ method: 'GET', path: '/wps/cashier/bank-accounts', auth: 'notTrial' }),
  bindBankAccount: route({
    method: 'POST',
    path: '/wps/cashier/bank-accounts',
    auth: 'notTrial',
    gate: true,
  }),
  removeBankAccount: route({ method: 'DELETE', path: '/wps/cashier/bank-accounts/:id', auth: 'notTrial' }),
  createWithdrawal: route({ method: 'POST', path: '/wps/cashier/withdrawals', auth: 'notTrial', gate: true }),
  withdrawals: route({ method: 'GET', path: '/wps/cashier/withdrawals', auth: 'notTrial' }),
  confirmReceipt: route({ method: 'POST', path: '/wps/cashier/withdrawals/:id/receipt', auth: 'notTrial' }),
  /** The provider's callback: its raw JSON body is HMAC-signed (`x-<provider>-signature`). */
  gatewayCallback: route({ method: 'POST', path: '/wps/cashier/gateway/:provider/callback', auth: 'none' }),
  /** Developer tools only (DEV_TOOLS on, loopback clients): the DEMOPAY payment page's action. */
  devPay: route({ method: 'POST', path: '/wps/dev/pay/:id', auth: 'notTrial' }),
};
