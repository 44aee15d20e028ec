/**
 * Agent centre pages of spec section 2 in its order, agentTeamOverview the default; the four
 * contract pages (dividend, daily, hourly and real-time salary) come with the contracts issue.
 * Then the agent's own wallet and inbox, which the header opens (deposit, withdraw, messages).
 */
export const agentReportTabs = [
  'agentTeamOverview',
  'agentAnnouncement',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
] as const;
export const agentOwnTabs = ['depositv2', 'withdraw', 'messageV2'] as const;
export const agentTabs = [...agentReportTabs, ...agentOwnTabs] as const;
export type AgentTab = (typeof agentTabs)[number];

export const isAgentTab = (value: string | null): value is AgentTab => agentTabs.some((tab) => tab === value);
