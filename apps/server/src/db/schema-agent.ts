import type { ColumnType, Generated } from 'kysely';

/** Row types of the agent centre's tables (migrations 0016, 0017 and 0020). */
type Big = ColumnType<string, string | bigint | undefined, string | bigint>;

export interface MemberTreeTable {
  ancestor_id: string;
  member_id: string;
  depth: number;
}

interface HourlyFigures {
  hour: Date;
  game_type: string;
  bet_count: Generated<number>;
  valid_bet: Big;
  payout: Big;
  deposits: Big;
  withdrawals: Big;
  first_deposits: Generated<number>;
  registrations: Generated<number>;
}
export interface AgentMemberHourlyTable extends HourlyFigures {
  member_id: string;
}
export interface AgentTeamHourlyTable extends HourlyFigures {
  agent_id: string;
}
export interface AgentFirstDepositsTable {
  member_id: string;
  first_at: Date;
}
export interface AgentRollupStateTable {
  id: number;
  current_to: Date;
  updated_at: Generated<Date>;
  active_offset_minutes: Generated<number>;
}
export type ActiveKind = 'day' | 'week' | 'month';
export interface AgentMemberActiveTable {
  member_id: string;
  kind: ActiveKind;
  period_start: ColumnType<string, string, string>;
  game_type: string;
}
export interface AgentTeamActiveTable {
  agent_id: string;
  kind: ActiveKind;
  period_start: ColumnType<string, string, string>;
  game_type: string;
  players: number;
}

export interface AgentTables {
  member_tree: MemberTreeTable;
  agent_member_hourly: AgentMemberHourlyTable;
  agent_team_hourly: AgentTeamHourlyTable;
  agent_first_deposits: AgentFirstDepositsTable;
  agent_rollup_state: AgentRollupStateTable;
  agent_member_active: AgentMemberActiveTable;
  agent_team_active: AgentTeamActiveTable;
}
