import { endpoint } from '../endpoint.ts';
import {
  VendorAnswer,
  VendorBalanceRequest,
  VendorCreditRequest,
  VendorDebitRequest,
  VendorRollbackRequest,
  VendorWalletParam,
} from '../vendor-wallet.ts';
import { vendorWalletRoutes as r } from './vendor-wallet.routes.ts';

/**
 * `response` here is the whole answer: vendor calls are not wrapped in the site envelope (HTTP 200
 * with a status, 401 for a bad signature, 5xx for transient failures). The server reads each body
 * raw, checks the signature over those bytes, then parses it with these schemas.
 */
export const vendorWalletEndpoints = {
  balance: endpoint(r.balance, {
    params: VendorWalletParam,
    body: VendorBalanceRequest,
    response: VendorAnswer,
  }),
  debit: endpoint(r.debit, { params: VendorWalletParam, body: VendorDebitRequest, response: VendorAnswer }),
  credit: endpoint(r.credit, {
    params: VendorWalletParam,
    body: VendorCreditRequest,
    response: VendorAnswer,
  }),
  rollback: endpoint(r.rollback, {
    params: VendorWalletParam,
    body: VendorRollbackRequest,
    response: VendorAnswer,
  }),
};
