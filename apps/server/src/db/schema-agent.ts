import type { ColumnType, Generated } from 'kysely';

/** Row types of the agent centre's tables (migrations 0016 and 0017). */
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
}

export interface AgentTables {
  member_tree: MemberTreeTable;
  agent_member_hourly: AgentMemberHourlyTable;
  agent_team_hourly: AgentTeamHourlyTable;
  agent_first_deposits: AgentFirstDepositsTable;
  agent_rollup_state: AgentRollupStateTable;
}
