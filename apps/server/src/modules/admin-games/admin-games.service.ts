import type {
  AdminGame,
  AdminGameList,
  AdminGameListQuery,
  AdminVendor,
  CreatedVendor,
  CreateGameRequest,
  CreateVendorRequest,
  UpdateGameRequest,
  UpdateVendorRequest,
} from '@goldline/contract/admin-games';
import { INHOUSE_VENDOR } from '@goldline/contract/games';
import type { Db, Executor } from '../../db/database.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { newToken } from '../../lib/crypto.ts';
import { rtpOf } from '../../lib/rtp.ts';
import type { AdminService } from '../admin/admin.service.ts';
import { adminGamesRepository, type GameInput, type GameRecord } from './admin-games.repository.ts';

export type AdminGamesService = ReturnType<typeof createAdminGamesService>;

/** "96.37" -> 9637 basis points of a percent. */
const bpsOf = (rtp: string | null) => (rtp === null ? null : Number(rtp.replace('.', '')));

const toAdminGame = (g: GameRecord): AdminGame => {
  const { rtpBps, ...rest } = g;
  return { ...rest, rtp: rtpOf(rtpBps) };
};

/** In-house games open at a site path; every other vendor's at the vendor (launch_url). */
function checkLaunchPath(g: GameInput): void {
  if (g.vendor === INHOUSE_VENDOR && !g.launchPath) throw validationFailed({ launchPath: 'required' });
  if (g.vendor !== INHOUSE_VENDOR && g.launchPath) throw validationFailed({ launchPath: 'invalid' });
}

/**
 * Back-office vendors and games. Each change and its audit_log row commit together; the site's
 * catalogue cache of this process is cleared after (other processes: within its TTL, decision 050).
 */
export function createAdminGamesService(deps: {
  db: Db;
  /** The back office's audit trail (modules/admin): each change commits with its audit row. */
  admin: Pick<AdminService, 'audit'>;
  onChange: () => void;
}) {
  const { db } = deps;

  async function vendor(code: string, executor: Executor = db): Promise<AdminVendor> {
    const found = (await adminGamesRepository.vendors(executor)).find((v) => v.code === code);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  async function changed<T>(work: (trx: Executor) => Promise<T>): Promise<T> {
    const result = await db.transaction().execute(work);
    deps.onChange();
    return result;
  }

  return {
    vendors: async () => ({ vendors: await adminGamesRepository.vendors(db) }),

    /** The HMAC secret is generated here and answered once; the audit row never holds it. */
    createVendor(operatorId: string, req: CreateVendorRequest): Promise<CreatedVendor> {
      const secret = newToken();
      return changed(async (trx) => {
        const record = { ...req };
        if (!(await adminGamesRepository.insertVendor(trx, record, secret))) {
          throw validationFailed({ code: 'taken' });
        }
        await deps.admin.audit(trx, {
          operatorId,
          action: 'games.vendor.create',
          before: null,
          after: record,
        });
        return { vendor: await vendor(req.code, trx), secret };
      });
    },

    updateVendor(operatorId: string, code: string, req: UpdateVendorRequest): Promise<AdminVendor> {
      return changed(async (trx) => {
        const before = await adminGamesRepository.lockVendor(trx, code);
        if (!before) throw new AppError('NOT_FOUND');
        if (code === INHOUSE_VENDOR && (req.launchUrl || req.walletMode === 'TRANSFER')) {
          throw validationFailed({ [req.launchUrl ? 'launchUrl' : 'walletMode']: 'invalid' });
        }
        const after = { ...before, ...req };
        await adminGamesRepository.updateVendor(trx, after);
        await deps.admin.audit(trx, { operatorId, action: 'games.vendor.update', before, after });
        return vendor(code, trx);
      });
    },

    async games(q: AdminGameListQuery): Promise<AdminGameList> {
      const { rows, total } = await adminGamesRepository.games(db, q);
      return { rows: rows.map(toAdminGame), page: q.page, pageSize: q.pageSize, total };
    },

    createGame(operatorId: string, req: CreateGameRequest): Promise<AdminGame> {
      return changed(async (trx) => {
        const { rtp, ...fields } = req;
        const input: GameInput = { ...fields, rtpBps: bpsOf(rtp) };
        checkLaunchPath(input);
        if (!(await adminGamesRepository.lockVendor(trx, req.vendor))) {
          throw validationFailed({ vendor: 'unknown' });
        }
        const id = await adminGamesRepository.insertGame(trx, input);
        if (!id) throw validationFailed({ gameCode: 'taken' });
        await deps.admin.audit(trx, {
          operatorId,
          action: 'games.game.create',
          before: null,
          after: input,
        });
        const created = await adminGamesRepository.findGame(trx, id);
        if (!created) throw new AppError('NOT_FOUND');
        return toAdminGame(created);
      });
    },

    updateGame(operatorId: string, id: string, req: UpdateGameRequest): Promise<AdminGame> {
      return changed(async (trx) => {
        const before = await adminGamesRepository.lockGame(trx, id);
        if (!before) throw new AppError('NOT_FOUND');
        const { rtp, ...fields } = req;
        const after: GameRecord = {
          ...before,
          ...fields,
          ...(rtp !== undefined ? { rtpBps: bpsOf(rtp) } : {}),
        };
        checkLaunchPath(after);
        await adminGamesRepository.updateGame(trx, id, after);
        await deps.admin.audit(trx, { operatorId, action: 'games.game.update', before, after });
        return toAdminGame(after);
      });
    },
  };
}
