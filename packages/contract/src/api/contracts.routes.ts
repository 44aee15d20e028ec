import { route } from '../route.ts';

/**
 * Contracts between an upline and its direct downline (issue 14; spec sections 1, 3, 4, 7;
 * docs/decisions/085 and 086). The spec's four `MCS2_`/`MCSFE_` calls are relayed calls like the
 * others of section 7 (`/wps/relay/<name>`); the rest is the agent centre's own.
 */
export const contractsRoutes = {
  /** Spec section 7: what waits for the caller's answer, per kind; non-trial users only. */
  consolidated: route({ method: 'GET', path: '/wps/member/info/funds/consolidated', auth: 'notTrial' }),
  processDividend: route({ method: 'POST', path: '/wps/relay/MCS2_processDividendReq', auth: 'agent' }),
  processDailySalary: route({
    method: 'POST',
    path: '/wps/relay/MCS2_processDailySalContract',
    auth: 'agent',
  }),
  processHourSalary: route({
    method: 'POST',
    path: '/wps/relay/MCS2_processContractHourSalary',
    auth: 'agent',
  }),
  processRealtimeSalary: route({
    method: 'POST',
    path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
    auth: 'agent',
  }),
  list: route({ method: 'GET', path: '/wps/agent/contracts', auth: 'agent' }),
  offer: route({ method: 'POST', path: '/wps/agent/contracts', auth: 'agent' }),
  preview: route({ method: 'POST', path: '/wps/agent/contracts/preview', auth: 'agent' }),
  statements: route({ method: 'GET', path: '/wps/agent/contracts/statements', auth: 'agent' }),
  statement: route({ method: 'GET', path: '/wps/agent/contracts/statements/:id', auth: 'agent' }),
  detail: route({ method: 'GET', path: '/wps/agent/contracts/:id', auth: 'agent' }),
  previewOf: route({ method: 'GET', path: '/wps/agent/contracts/:id/preview', auth: 'agent' }),
  act: route({ method: 'POST', path: '/wps/agent/contracts/:id/action', auth: 'agent' }),
};
