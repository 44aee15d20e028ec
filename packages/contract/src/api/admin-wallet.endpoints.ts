import {
  AdminChannelList,
  AdminDepositList,
  AdminDepositQuery,
  AdminWithdrawalList,
  AdminWithdrawalQuery,
  ApproveRequest,
  MemberHistory,
  MemberIdParam,
  ReceiptCaseList,
  RejectRequest,
  UpdateChannelsRequest,
  UpdateWalletSettings,
  WalletSettings,
} from '../admin-wallet.ts';
import { IdParam, PageQuery } from '../cashier.ts';
import { endpoint } from '../endpoint.ts';
import { Empty } from '../envelope.ts';
import { adminWalletRoutes as r } from './admin-wallet.routes.ts';

export const adminWalletEndpoints = {
  channels: endpoint(r.channels, { response: AdminChannelList }),
  updateChannels: endpoint(r.updateChannels, { body: UpdateChannelsRequest, response: AdminChannelList }),
  deposits: endpoint(r.deposits, { query: AdminDepositQuery, response: AdminDepositList }),
  approveDeposit: endpoint(r.approveDeposit, { params: IdParam, body: ApproveRequest, response: Empty }),
  rejectDeposit: endpoint(r.rejectDeposit, { params: IdParam, body: RejectRequest, response: Empty }),
  withdrawals: endpoint(r.withdrawals, { query: AdminWithdrawalQuery, response: AdminWithdrawalList }),
  approveWithdrawal: endpoint(r.approveWithdrawal, {
    params: IdParam,
    body: ApproveRequest,
    response: Empty,
  }),
  rejectWithdrawal: endpoint(r.rejectWithdrawal, { params: IdParam, body: RejectRequest, response: Empty }),
  settings: endpoint(r.settings, { response: WalletSettings }),
  updateSettings: endpoint(r.updateSettings, { body: UpdateWalletSettings, response: WalletSettings }),
  memberHistory: endpoint(r.memberHistory, { params: MemberIdParam, response: MemberHistory }),
  receiptCases: endpoint(r.receiptCases, { query: PageQuery, response: ReceiptCaseList }),
};
