import {
  BankAccount,
  BankAccountList,
  BindBankAccountRequest,
  ConfirmReceiptRequest,
  CreateDepositRequest,
  CreateDepositResponse,
  CreateWithdrawalRequest,
  DepositChannelList,
  DepositList,
  DepositListQuery,
  DepositProof,
  DevPayRequest,
  DevPayResponse,
  GatewayCallbackAnswer,
  GatewayProviderParam,
  IdParam,
  Withdrawal,
  WithdrawalList,
  WithdrawalListQuery,
  WithdrawInfo,
} from '../cashier.ts';
import { endpoint } from '../endpoint.ts';
import { Empty } from '../envelope.ts';
import { cashierRoutes as r } from './cashier.routes.ts';

export const cashierEndpoints = {
  depositChannels: endpoint(r.depositChannels, { response: DepositChannelList }),
  createDeposit: endpoint(r.createDeposit, { body: CreateDepositRequest, response: CreateDepositResponse }),
  deposits: endpoint(r.deposits, { query: DepositListQuery, response: DepositList }),
  /** Answers the image itself (content-type from its bytes), not the envelope. */
  depositProof: endpoint(r.depositProof, { params: IdParam, response: DepositProof }),
  withdrawInfo: endpoint(r.withdrawInfo, { response: WithdrawInfo }),
  bankAccounts: endpoint(r.bankAccounts, { response: BankAccountList }),
  bindBankAccount: endpoint(r.bindBankAccount, { body: BindBankAccountRequest, response: BankAccount }),
  removeBankAccount: endpoint(r.removeBankAccount, { params: IdParam, response: Empty }),
  createWithdrawal: endpoint(r.createWithdrawal, { body: CreateWithdrawalRequest, response: Withdrawal }),
  withdrawals: endpoint(r.withdrawals, { query: WithdrawalListQuery, response: WithdrawalList }),
  confirmReceipt: endpoint(r.confirmReceipt, {
    params: IdParam,
    body: ConfirmReceiptRequest,
    response: Withdrawal,
  }),
  /** The body is the provider's own signed JSON, read raw (no schema: the adapter parses it). */
  gatewayCallback: endpoint(r.gatewayCallback, {
    params: GatewayProviderParam,
    response: GatewayCallbackAnswer,
  }),
  devPay: endpoint(r.devPay, { params: IdParam, body: DevPayRequest, response: DevPayResponse }),
};
