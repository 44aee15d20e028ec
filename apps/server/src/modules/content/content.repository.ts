import { AdminAnnouncement, AdminBanner } from '@goldline/contract/admin-games';
import type { BannerGroup } from '@goldline/contract/content';
import type { Executor } from '../../db/database.ts';
import type { Localized } from '../../db/schema-catalogue.ts';

export interface BannerRecord {
  id: string;
  groupName: BannerGroup;
  imageUrl: string;
  linkage: string | null;
  linkageType: 'INTERNAL' | 'EXTERNAL' | 'VIDEO' | 'NONE';
  alt: Localized;
  /** Words over the picture, per language; {} for none (issue 12). */
  headline: Localized;
  cta: Localized;
  sort: number;
  active: boolean;
}

/** AG: for agents (the agent centre's agentAnnouncement tab, migration 0016). */
export type AnnouncementType = 'PL' | 'PU' | 'PR' | 'H' | 'AG';
export type PopupAudience = 'A' | 'B' | 'F';

export interface AnnouncementRecord {
  id: string;
  type: AnnouncementType;
  execution: PopupAudience | null;
  titles: Localized;
  contents: Localized;
  images: { url: string; sequence: number }[];
  sort: number;
  active: boolean;
  publishedAt: Date;
}

export type BannerInput = Omit<BannerRecord, 'id'>;
export type AnnouncementInput = Omit<AnnouncementRecord, 'id'>;

const bannerColumns = [
  'id',
  'group_name',
  'image_url',
  'linkage',
  'linkage_type',
  'alt',
  'headline',
  'cta',
  'sort',
  'active',
] as const;
const announcementColumns = [
  'id',
  'type',
  'execution',
  'titles',
  'contents',
  'images',
  'sort',
  'active',
  'published_at',
] as const;

type BannerRow = {
  id: string;
  group_name: string;
  image_url: string;
  linkage: string | null;
  linkage_type: BannerRecord['linkageType'];
  alt: Localized;
  headline: Localized;
  cta: Localized;
  sort: number;
  active: boolean;
};
type AnnouncementRow = {
  id: string;
  type: AnnouncementType;
  execution: PopupAudience | null;
  titles: Localized;
  contents: Localized;
  images: { url: string; sequence: number }[];
  sort: number;
  active: boolean;
  published_at: Date;
};

// jsonb, parsed as it is read, with the back office's answer shapes.
const { alt: AltJson, headline: HeadlineJson, cta: CtaJson } = AdminBanner.shape;
const { titles: TitlesJson, contents: ContentsJson, images: ImagesJson } = AdminAnnouncement.shape;

const toBanner = (r: BannerRow): BannerRecord => ({
  id: r.id,
  groupName: r.group_name as BannerGroup,
  imageUrl: r.image_url,
  linkage: r.linkage,
  linkageType: r.linkage_type,
  alt: AltJson.parse(r.alt),
  headline: HeadlineJson.parse(r.headline),
  cta: CtaJson.parse(r.cta),
  sort: r.sort,
  active: r.active,
});
const toAnnouncement = (r: AnnouncementRow): AnnouncementRecord => ({
  id: r.id,
  type: r.type,
  execution: r.execution,
  titles: TitlesJson.parse(r.titles),
  contents: ContentsJson.parse(r.contents),
  images: ImagesJson.parse(r.images),
  sort: r.sort,
  active: r.active,
  publishedAt: r.published_at,
});

const bannerValues = (b: BannerInput) => ({
  group_name: b.groupName,
  image_url: b.imageUrl,
  linkage: b.linkage,
  linkage_type: b.linkageType,
  alt: JSON.stringify(b.alt),
  headline: JSON.stringify(b.headline),
  cta: JSON.stringify(b.cta),
  sort: b.sort,
  active: b.active,
});
const announcementValues = (a: AnnouncementInput) => ({
  type: a.type,
  execution: a.execution,
  titles: JSON.stringify(a.titles),
  contents: JSON.stringify(a.contents),
  images: JSON.stringify(a.images),
  sort: a.sort,
  active: a.active,
  published_at: a.publishedAt,
});

/** The only SQL for banners and announcements. */
export const contentRepository = {
  /** Active banners in the operator's order (every group; the web picks its group). */
  async activeBanners(db: Executor): Promise<BannerRecord[]> {
    const rows = await db
      .selectFrom('banners')
      .select(bannerColumns)
      .where('active', '=', true)
      .orderBy('group_name')
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map(toBanner);
  },

  /** Active, already published announcements: operator order, then newest first. */
  async publishedAnnouncements(db: Executor, at: Date): Promise<AnnouncementRecord[]> {
    const rows = await db
      .selectFrom('announcements')
      .select(announcementColumns)
      .where('active', '=', true)
      .where('published_at', '<=', at)
      .orderBy('sort')
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toAnnouncement);
  },

  async allBanners(db: Executor): Promise<BannerRecord[]> {
    const rows = await db.selectFrom('banners').select(bannerColumns).orderBy('id', 'desc').execute();
    return rows.map(toBanner);
  },

  /** Locked for the rest of the transaction (operator updates). */
  async lockBanner(db: Executor, id: string): Promise<BannerRecord | null> {
    const row = await db
      .selectFrom('banners')
      .select(bannerColumns)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return row ? toBanner(row) : null;
  },

  async insertBanner(db: Executor, b: BannerInput): Promise<string> {
    const r = await db
      .insertInto('banners')
      .values(bannerValues(b))
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  },

  async updateBanner(db: Executor, id: string, b: BannerInput): Promise<void> {
    await db.updateTable('banners').set(bannerValues(b)).where('id', '=', id).execute();
  },

  async allAnnouncements(db: Executor): Promise<AnnouncementRecord[]> {
    const rows = await db
      .selectFrom('announcements')
      .select(announcementColumns)
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toAnnouncement);
  },

  /** Locked for the rest of the transaction (operator updates). */
  async lockAnnouncement(db: Executor, id: string): Promise<AnnouncementRecord | null> {
    const row = await db
      .selectFrom('announcements')
      .select(announcementColumns)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return row ? toAnnouncement(row) : null;
  },

  async insertAnnouncement(db: Executor, a: AnnouncementInput): Promise<string> {
    const r = await db
      .insertInto('announcements')
      .values(announcementValues(a))
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  },

  async updateAnnouncement(db: Executor, id: string, a: AnnouncementInput): Promise<void> {
    await db.updateTable('announcements').set(announcementValues(a)).where('id', '=', id).execute();
  },
};
