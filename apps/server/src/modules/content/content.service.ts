import type { Announcement, Announcements, Banner, Popup } from '@goldline/contract/content';
import type { Db } from '../../db/database.ts';
import type { Localized } from '../../db/schema-catalogue.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { CATALOGUE_TTL_MS } from '../games/catalogue.service.ts';
import { type AnnouncementRecord, contentRepository, type PopupAudience } from './content.repository.ts';

export type ContentService = ReturnType<typeof createContentService>;

/** The text in `language`, else English (EN is required by the tables). */
export const localized = (text: Localized, language: string) => text[language] ?? text.EN ?? '';

/** Spec section 4: A logged in, B visitor, F first login (with A). */
export function audiencesOf(viewer: Viewer | null, firstLogin: boolean): PopupAudience[] {
  if (!viewer) return ['B'];
  return firstLogin ? ['A', 'F'] : ['A'];
}

/**
 * Banners and announcements for every page (spec sections 2, 3, 4, 7). The rows are read once per
 * TTL per process (every visit asks), then shaped per language and audience.
 */
export function createContentService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const cache = createTtlCache({ ttlMs: CATALOGUE_TTL_MS, max: 1 });

  const rows = () =>
    cache.get('content', async () => {
      const [banners, announcements] = await Promise.all([
        contentRepository.activeBanners(db),
        contentRepository.publishedAnnouncements(db, now()),
      ]);
      return { banners, announcements };
    });

  const announcement = (a: AnnouncementRecord, language: string): Announcement => ({
    id: a.id,
    title: localized(a.titles, language),
    content: localized(a.contents, language),
    time: a.publishedAt.toISOString(),
    announcementImages: a.images,
  });

  return {
    /** GET MCSFE_getListAnnouncements: only the requested types are filled (B,PL,PU,PR,H). */
    async announcements(
      q: { types: string; language: string; firstLogin: boolean },
      viewer: Viewer | null,
    ): Promise<Announcements> {
      const types = new Set(q.types.split(',').map((t) => t.trim().toUpperCase()));
      const { banners, announcements } = await rows();
      const audiences = audiencesOf(viewer, q.firstLogin);
      const ofType = (type: AnnouncementRecord['type']) =>
        types.has(type) ? announcements.filter((a) => a.type === type) : [];
      return {
        banners: types.has('B')
          ? banners.map(
              (b): Banner => ({
                id: b.id,
                url: b.imageUrl,
                linkage: b.linkage,
                linkageType: b.linkageType,
                groupName: b.groupName,
                alt: localized(b.alt, q.language),
                headline: localized(b.headline, q.language),
                cta: localized(b.cta, q.language),
              }),
            )
          : [],
        player: ofType('PL').map((a) => announcement(a, q.language)),
        popup: ofType('PU').flatMap((a): Popup[] =>
          a.execution && audiences.includes(a.execution)
            ? [{ ...announcement(a, q.language), execution: a.execution }]
            : [],
        ),
        promotion: ofType('PR').map((a) => announcement(a, q.language)),
        notice: ofType('H').map((a) => announcement(a, q.language)),
      };
    },

    /** GET /wps/agent/announcements: the announcements for agents (type AG), newest first. */
    async agentAnnouncements(language: string): Promise<Announcement[]> {
      const { announcements } = await rows();
      return announcements.filter((a) => a.type === 'AG').map((a) => announcement(a, language));
    },

    /**
     * The first home banner's picture (the web's first slide: group w_home, in the lobby's order),
     * which the page shell preloads so the largest paint does not wait for scripts (issue 11).
     */
    async firstHomeBannerUrl(): Promise<string | null> {
      const { banners } = await rows();
      return banners.find((b) => b.groupName === 'w_home')?.imageUrl ?? null;
    },

    /** After an operator change made through this process. */
    invalidate(): void {
      cache.clear();
    },
  };
}
