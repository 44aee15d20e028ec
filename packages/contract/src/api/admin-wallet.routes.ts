import { route } from '../route.ts';

/** Back-office cashier: channels, deposit and withdrawal decisions, settings, receipt cases. */
export const adminWalletRoutes = {
  channels: route({ method: 'GET', path: '/admin/wallet/channels', auth: 'operator' }),
  updateChannels: route({ method: 'PUT', path: '/admin/wallet/channels', auth: 'operator' }),
  deposits: route({ method: 'GET', path: '/admin/wallet/deposits', auth: 'operator' }),
  approveDeposit: route({ method: 'POST', path: '/admin/wallet/deposits/:id/approve', auth: 'operator' }),
  rejectDeposit: route({ method: 'POST', path: '/admin/wallet/deposits/:id/reject', auth: 'operator' }),
  withdrawals: route({ method: 'GET', path: '/admin/wallet/withdrawals', auth: 'operator' }),
  approveWithdrawal: route({
    method: 'POST',
    path: '/admin/wallet/withdrawals/:id/approve',
    auth: 'operator',
  }),
  rejectWithdrawal: route({ method: 'POST', path: '/admin/wallet/withdrawals/:id/reject', auth: 'operator' }),
  settings: route({ method: 'GET', path: '/admin/wallet/settings', auth: 'operator' }),
  updateSettings: route({ method: 'PUT', path: '/admin/wallet/settings', auth: 'operator' }),
  memberHistory: route({ method: 'GET', path: '/admin/wallet/members/:id/history', auth: 'operator' }),
  receiptCases: route({ method: 'GET', path: '/admin/wallet/receipt-cases', auth: 'operator' }),
};
