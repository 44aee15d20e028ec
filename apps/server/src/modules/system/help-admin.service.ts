import type {
  AdminHelpSection,
  AdminHelpSections,
  HelpSectionKey,
  SaveHelpSectionRequest,
} from '@goldline/contract/help';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeAnnouncementHtml } from '../../lib/sanitize-html.ts';
import { systemRepository } from './system.repository.ts';

export type HelpAdminService = ReturnType<typeof createHelpAdminService>;

/**
 * The back office's audit trail (modules/admin, injected by the composition root), typed here: the
 * admin module already depends on system, so system importing admin's types would close a cycle.
 */
type Audit = (
  trx: Executor,
  e: { operatorId: string | null; action: string; before: unknown; after: unknown },
) => Promise<void>;

/**
 * The operator's help-centre editor (decision 108): one section per id and language, content HTML
 * sanitised on save like announcements; each change commits with its audit row.
 */
export function createHelpAdminService(deps: { db: Db; admin: { audit: Audit } }) {
  const { db } = deps;
  return {
    list: async (): Promise<AdminHelpSections> => ({
      sections: (await systemRepository.allHelpSections(db)).map((s) => ({
        ...s,
        lang: s.lang as AdminHelpSection['lang'],
      })),
    }),

    /** Also the demo seed's way in (operatorId null). */
    save(
      operatorId: string | null,
      key: HelpSectionKey,
      req: SaveHelpSectionRequest,
    ): Promise<AdminHelpSection> {
      const section = { ...key, ...req, content: sanitizeAnnouncementHtml(req.content) };
      return db.transaction().execute(async (trx) => {
        await systemRepository.upsertHelpSection(trx, section);
        await deps.admin.audit(trx, { operatorId, action: 'help.save', before: null, after: section });
        return section;
      });
    },

    remove(operatorId: string, key: HelpSectionKey): Promise<void> {
      return db.transaction().execute(async (trx) => {
        if (!(await systemRepository.deleteHelpSection(trx, key))) throw new AppError('NOT_FOUND');
        await deps.admin.audit(trx, { operatorId, action: 'help.delete', before: key, after: null });
      });
    },
  };
}
