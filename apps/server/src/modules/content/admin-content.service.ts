import type {
  AdminAnnouncement,
  AdminBanner,
  CreateAnnouncementRequest,
  CreateBannerRequest,
  UpdateAnnouncementRequest,
  UpdateBannerRequest,
} from '@goldline/contract/admin-games';
import type { Db, Executor } from '../../db/database.ts';
import type { Localized } from '../../db/schema-catalogue.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { sanitizeAnnouncementHtml } from '../../lib/sanitize-html.ts';
import type { AdminService } from '../admin/admin.service.ts';
import {
  type AnnouncementInput,
  type AnnouncementRecord,
  type BannerInput,
  contentRepository,
} from './content.repository.ts';

export type AdminContentService = ReturnType<typeof createAdminContentService>;

const isSitePath = (v: string) => /^\/(?![/\\])/.test(v);
const isHttps = (v: string) => v.startsWith('https://');

/** The linkage must suit its type: a click on a banner never goes somewhere unexpected. */
function checkLinkage(b: BannerInput): void {
  const ok =
    b.linkageType === 'NONE'
      ? b.linkage === null
      : b.linkage !== null && (b.linkageType === 'INTERNAL' ? isSitePath(b.linkage) : isHttps(b.linkage));
  if (!ok) throw validationFailed({ linkage: 'invalid' });
}

/** Spec section 3: popups carry an audience, nothing else does (the table checks it too). */
function checkExecution(a: AnnouncementInput): void {
  if ((a.type === 'PU') !== (a.execution !== null)) throw validationFailed({ execution: 'invalid' });
}

const sanitized = (contents: Localized): Localized =>
  Object.fromEntries(Object.entries(contents).map(([lang, html]) => [lang, sanitizeAnnouncementHtml(html)]));

const toAdminAnnouncement = (a: AnnouncementRecord): AdminAnnouncement => {
  const { publishedAt, ...rest } = a;
  return { ...rest, publishedAt: publishedAt.toISOString() };
};

/**
 * Back-office banners and announcements. Announcement HTML is sanitised here, on save, so what the
 * table holds is already safe; each change commits with its audit row, then the content cache of
 * this process is cleared.
 */
export function createAdminContentService(deps: {
  db: Db;
  /** The back office's audit trail (modules/admin): each change commits with its audit row. */
  admin: Pick<AdminService, 'audit'>;
  onChange: () => void;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function changed<T>(work: (trx: Executor) => Promise<T>): Promise<T> {
    const result = await db.transaction().execute(work);
    deps.onChange();
    return result;
  }

  return {
    /** Content written from above without an operator (the demo seed), through the same sanitiser. */
    insertBanner: (b: BannerInput, executor: Executor = db) => contentRepository.insertBanner(executor, b),
    insertAnnouncement: (a: AnnouncementInput, executor: Executor = db) =>
      contentRepository.insertAnnouncement(executor, { ...a, contents: sanitized(a.contents) }),

    banners: async () => ({ banners: await contentRepository.allBanners(db) }),

    createBanner(operatorId: string, req: CreateBannerRequest): Promise<AdminBanner> {
      return changed(async (trx) => {
        checkLinkage(req);
        const id = await contentRepository.insertBanner(trx, req);
        await deps.admin.audit(trx, {
          operatorId,
          action: 'content.banner.create',
          before: null,
          after: req,
        });
        return { id, ...req };
      });
    },

    updateBanner(operatorId: string, id: string, req: UpdateBannerRequest): Promise<AdminBanner> {
      return changed(async (trx) => {
        const before = await contentRepository.lockBanner(trx, id);
        if (!before) throw new AppError('NOT_FOUND');
        const after = { ...before, ...req };
        checkLinkage(after);
        await contentRepository.updateBanner(trx, id, after);
        await deps.admin.audit(trx, { operatorId, action: 'content.banner.update', before, after });
        return after;
      });
    },

    announcements: async () => ({
      announcements: (await contentRepository.allAnnouncements(db)).map(toAdminAnnouncement),
    }),

    createAnnouncement(operatorId: string, req: CreateAnnouncementRequest): Promise<AdminAnnouncement> {
      return changed(async (trx) => {
        const input: AnnouncementInput = {
          ...req,
          contents: sanitized(req.contents),
          publishedAt: req.publishedAt ? new Date(req.publishedAt) : now(),
        };
        checkExecution(input);
        const id = await contentRepository.insertAnnouncement(trx, input);
        await deps.admin.audit(trx, {
          operatorId,
          action: 'content.announcement.create',
          before: null,
          after: input,
        });
        return toAdminAnnouncement({ id, ...input });
      });
    },

    updateAnnouncement(
      operatorId: string,
      id: string,
      req: UpdateAnnouncementRequest,
    ): Promise<AdminAnnouncement> {
      return changed(async (trx) => {
        const before = await contentRepository.lockAnnouncement(trx, id);
        if (!before) throw new AppError('NOT_FOUND');
        const { publishedAt, contents, ...fields } = req;
        const after: AnnouncementRecord = {
          ...before,
          ...fields,
          ...(contents ? { contents: sanitized(contents) } : {}),
          ...(publishedAt ? { publishedAt: new Date(publishedAt) } : {}),
        };
        checkExecution(after);
        await contentRepository.updateAnnouncement(trx, id, after);
        await deps.admin.audit(trx, {
          operatorId,
          action: 'content.announcement.update',
          before,
          after,
        });
        return toAdminAnnouncement(after);
      });
    },
  };
}
