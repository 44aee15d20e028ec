/**
 * Agent centre pages of spec section 2 in its order, agentTeamOverview the default, ending with the
 * four contract pages (dividend, daily, hourly and real-time salary; issue 14), each shown only
 * while the operator enables its kind. Then the agent's own wallet and inbox, which the header
 * opens (deposit, withdraw, messages).
 */
export const agentContractTabs = [
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentContractTab = (typeof agentContractTabs)[number];
export const agentReportTabs = [
  'agentTeamOverview',
  'agentAnnouncement',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  ...agentContractTabs,
] as const;
export const agentOwnTabs = ['depositv2', 'withdraw', 'messageV2'] as const;
export const agentTabs = [...agentReportTabs, ...agentOwnTabs] as const;
export type AgentTab = (typeof agentTabs)[number];

export const isAgentTab = (value: string | null): value is AgentTab => agentTabs.some((tab) => tab === value);

export const isContractTab = (tab: AgentTab): tab is AgentContractTab =>
  (agentContractTabs as readonly string[]).includes(tab);
