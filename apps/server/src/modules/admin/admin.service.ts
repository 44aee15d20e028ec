import type {
  AdminChangePasswordRequest,
  AdminLoginResponse,
  SystemSettings,
  UpdateSystemSettings,
} from '@goldline/contract/admin';
import { type RegistrationField, registrationPatterns } from '@goldline/contract/registration-rules';
import type { Db, Executor } from '../../db/database.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { parseCidr } from '../../lib/region.ts';
import type { ClientMeta } from '../session/session.service.ts';
import type { TokenService } from '../session/tokens.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { adminRepository } from './admin.repository.ts';

/** A field the operator has never configured starts switched off. */
const closedRule = { enabled: false, required: false, patternId: 1, minLength: 0, maxLength: 64 };

export type AdminService = ReturnType<typeof createAdminService>;

/** Back office, minimal for the foundation: operator login and the site switches. */
export function createAdminService(deps: {
  db: Db;
  hasher: PasswordHasher;
  tokens: TokenService;
  system: SystemService;
}) {
  const { db, system } = deps;

  async function readSettings(executor: Executor = db): Promise<SystemSettings> {
    // Sequential on purpose: inside a transaction all reads share one connection.
    const maintenance = await system.setting('maintenance', executor);
    const regionBlock = await system.setting('regionBlock', executor);
    const whitelabel = await system.setting('whitelabel', executor);
    const defaultLanguage = await system.setting('defaultLanguage', executor);
    const registerRules = await system.readRegistrationRules(executor);
    const trust = await system.setting('trust', executor);
    const market = await system.setting('market', executor);
    const customerService = await system.setting('customerService', executor);
    return {
      registerRules,
      maintenance,
      regionBlock,
      whitelabel,
      defaultLanguage: defaultLanguage as SystemSettings['defaultLanguage'],
      trust,
      market,
      customerService,
    };
  }

  return {
    /** An operator with a password of our choosing (the demo seed); hashed here. */
    async createOperator(username: string, password: string, executor: Executor = db): Promise<string> {
      return adminRepository.insertOperator(executor, username, await deps.hasher.hash(password));
    },

    async login(username: string, password: string, meta: ClientMeta): Promise<AdminLoginResponse> {
      const op = await adminRepository.findOperator(db, username);
      let ok = false;
      if (op) ok = await deps.hasher.verify(op.passwordHash, password);
      else await deps.hasher.verifyDummy(password);
      if (!op || !ok) throw new AppError('INVALID_CREDENTIALS');
      const token = await deps.tokens.issue(db, 'operator', op.id, meta);
      return { token, mustChangePassword: op.mustChangePassword };
    },

    /** Whether the operator may do anything but change the password (checked by the operator guard). */
    async mustChangePassword(operatorId: string): Promise<boolean> {
      const op = await adminRepository.findOperatorById(db, operatorId);
      if (!op) throw new AppError('UNAUTHORIZED');
      return op.mustChangePassword;
    },

    async changePassword(operatorId: string, body: AdminChangePasswordRequest): Promise<void> {
      const op = await adminRepository.findOperatorById(db, operatorId);
      if (!op) throw new AppError('UNAUTHORIZED');
      if (!(await deps.hasher.verify(op.passwordHash, body.currentPassword)))
        throw new AppError('OLD_PASSWORD_INCORRECT');
      if (body.newPassword === body.currentPassword) throw new AppError('PASSWORD_SAME_AS_OLD');
      const hash = await deps.hasher.hash(body.newPassword);
      // The guard's cached one-time-password flag: other processes drop it on the NOTIFY.
      deps.tokens.forget('operator', operatorId);
      await db.transaction().execute(async (trx) => {
        await adminRepository.setOperatorPassword(trx, operatorId, hash);
        await adminRepository.audit(trx, {
          operatorId,
          action: 'operator.password.change',
          before: { mustChangePassword: op.mustChangePassword },
          after: { mustChangePassword: false },
        });
      });
    },

    readSettings: () => readSettings(),

    /**
     * One audit row in the caller's transaction: every back-office change writes one (other modules
     * too). `operatorId` null: a change made by a member (an agent's lock on a downline, issue 13),
     * who is named in before/after.
     */
    audit: (
      trx: Executor,
      e: { operatorId: string | null; action: string; before: unknown; after: unknown },
    ) => adminRepository.audit(trx, e),

    /** Serialises operator changes to settings, so audit before/after pairs chain. */
    lockSettings: (trx: Executor) => adminRepository.lockSettings(trx),

    /** Applies a partial update and writes one audit row with before and after, atomically. */
    async updateSettings(operatorId: string, patch: UpdateSystemSettings): Promise<SystemSettings> {
      for (const [field, rule] of Object.entries(patch.registerRules ?? {})) {
        if (rule.patternId !== undefined && !(rule.patternId in registrationPatterns))
          throw validationFailed({ [`registerRules.${field}.patternId`]: 'pattern' });
      }
      if (patch.regionBlock) {
        const bad = (patch.regionBlock.cidrs ?? []).filter((c) => parseCidr(c) === null);
        if (bad.length > 0) throw validationFailed({ 'regionBlock.cidrs': 'pattern' });
      }
      await db.transaction().execute(async (trx) => {
        // One operator change at a time, so the audit's before/after pairs chain correctly.
        await adminRepository.lockSettings(trx);
        const before = await readSettings(trx);
        if (patch.maintenance) {
          await system.putSetting(
            'maintenance',
            {
              ...before.maintenance,
              ...patch.maintenance,
            },
            trx,
          );
        }
        if (patch.regionBlock) {
          await system.putSetting(
            'regionBlock',
            {
              ...before.regionBlock,
              ...patch.regionBlock,
            },
            trx,
          );
        }
        if (patch.defaultLanguage) await system.putSetting('defaultLanguage', patch.defaultLanguage, trx);
        if (patch.trust) await system.putSetting('trust', { ...before.trust, ...patch.trust }, trx);
        if (patch.market) await system.putSetting('market', patch.market, trx);
        if (patch.customerService) await system.putSetting('customerService', patch.customerService, trx);
        if (patch.whitelabel) {
          await system.putSetting('whitelabel', { ...before.whitelabel, ...patch.whitelabel }, trx);
        }
        for (const [field, rule] of Object.entries(patch.registerRules ?? {})) {
          const merged = { ...(before.registerRules[field as RegistrationField] ?? closedRule), ...rule };
          if (merged.minLength > merged.maxLength)
            throw validationFailed({ [`registerRules.${field}.minLength`]: 'length' });
          await system.putRegistrationRule(field, merged, trx);
        }
        const after = await readSettings(trx);
        await adminRepository.audit(trx, { operatorId, action: 'system.settings.update', before, after });
      });
      system.invalidate();
      return readSettings();
    },
  };
}
