import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database.ts';
import * as m0001 from './migrations/0001-foundation.ts';
import * as m0002 from './migrations/0002-ledger.ts';
import * as m0003 from './migrations/0003-cashier.ts';
import * as m0004 from './migrations/0004-catalogue.ts';
import * as m0005 from './migrations/0005-game-wallet.ts';
import * as m0006 from './migrations/0006-originals.ts';
import * as m0007 from './migrations/0007-catalogue-extra.ts';
import * as m0008 from './migrations/0008-crash.ts';
import * as m0009 from './migrations/0009-operator-bootstrap.ts';
import * as m0010 from './migrations/0010-crash-payouts.ts';
import * as m0011 from './migrations/0011-session-notify.ts';
import * as m0012 from './migrations/0012-ledger-move-function.ts';
import * as m0013 from './migrations/0013-banner-text.ts';
import * as m0014 from './migrations/0014-jackpot-meter-shards.ts';
import * as m0015 from './migrations/0015-ledger-move-without-notify.ts';
import * as m0016 from './migrations/0016-agent-tree.ts';
import * as m0017 from './migrations/0017-agent-rollups.ts';
import * as m0018 from './migrations/0018-lottery.ts';
import * as m0019 from './migrations/0019-lottery-settle-hot.ts';
import * as m0020 from './migrations/0020-agent-active-players.ts';
import * as m0021 from './migrations/0021-contracts.ts';
import * as m0023 from './migrations/0023-lottery-stations-records.ts';
import * as m0024 from './migrations/0024-promotions.ts';
import * as m0026 from './migrations/0026-contract-audit-operator.ts';
import * as m0027 from './migrations/0027-ledger-move-many.ts';
import * as m0028 from './migrations/0028-vip-points.ts';
import * as m0029 from './migrations/0029-missions-rewards.ts';
import * as m0030 from './migrations/0030-referral-rebate.ts';
import * as m0031 from './migrations/0031-two-step.ts';
import * as m0032 from './migrations/0032-responsible-gaming.ts';
import * as m0033 from './migrations/0033-comms.ts';
import * as m0034 from './migrations/0034-chat.ts';
import * as m0035 from './migrations/0035-oidc-sign-in.ts';
import * as m0037 from './migrations/0037-loyalty-names-per-language.ts';

/** Ordered, explicit list: no directory scanning, so tsx, vitest and a bundle all see the same set. */
const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-ledger': m0002,
  '0003-cashier': m0003,
  '0004-catalogue': m0004,
  '0005-game-wallet': m0005,
  '0006-originals': m0006,
  '0007-catalogue-extra': m0007,
  '0008-crash': m0008,
  '0009-operator-bootstrap': m0009,
  '0010-crash-payouts': m0010,
  '0011-session-notify': m0011,
  '0012-ledger-move-function': m0012,
  '0013-banner-text': m0013,
  '0014-jackpot-meter-shards': m0014,
  '0015-ledger-move-without-notify': m0015,
  '0016-agent-tree': m0016,
  '0017-agent-rollups': m0017,
  '0018-lottery': m0018,
  '0019-lottery-settle-hot': m0019,
  '0020-agent-active-players': m0020,
  '0021-contracts': m0021,
  '0023-lottery-stations-records': m0023,
  '0024-promotions': m0024,
  '0027-ledger-move-many': m0027,
  '0026-contract-audit-operator': m0026,
  '0028-vip-points': m0028,
  '0029-missions-rewards': m0029,
  '0030-referral-rebate': m0030,
  '0031-two-step': m0031,
  '0032-responsible-gaming': m0032,
  '0033-comms': m0033,
  '0034-chat': m0034,
  '0035-oidc-sign-in': m0035,
  '0037-loyalty-names-per-language': m0037,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  // Areas land in parallel with reserved numbers (0006 after 0007): a database that already ran a
  // later number still gets the earlier one instead of refusing to start.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
