import { type Kysely, sql } from 'kysely';

/**
 * House contracts from the back office (issue 14; docs/decisions/096): the operator who offered,
 * withdrew or asked to end a top-level agent's house contract is named on the contract's own audit
 * row (beside its IP), where a member acting has `actor_id`. A row has at most one of the two.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE contract_audit ADD COLUMN operator_id bigint REFERENCES operators(id);
    ALTER TABLE contract_audit ADD CONSTRAINT contract_audit_one_actor
      CHECK (actor_id IS NULL OR operator_id IS NULL);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE contract_audit DROP COLUMN operator_id`.execute(db);
}
