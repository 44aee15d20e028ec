import * as z from 'zod';
import { pageOf } from './cashier.ts';
import { BannerGroup, PopupExecution } from './content.ts';
import { GameType } from './games.ts';

/**
 * Back-office catalogue and content (operator token; every change writes an audit_log row).
 * Vendors, games, banners, announcements. Nothing is deleted: `active: false` takes a row off the site.
 */

/** A path of this site ('/games/x.svg') or an https address. */
const AssetUrl = z
  .string()
  .trim()
  .max(512)
  .regex(/^(\/(?![/\\])|https:\/\/)/);
/** Text per language code; EN is required (the fallback of every other language). */
const Localized = (max: number) =>
  z
    .record(z.string().regex(/^[A-Z]{2}$/), z.string().trim().min(1).max(max))
    .refine((v) => typeof v.EN === 'string', { message: 'EN is required', path: ['EN'] });
/** Per-language text that may be left out entirely ({}), but once given has an EN to fall back on. */
const OptionalLocalized = (max: number) =>
  z
    .record(z.string().regex(/^[A-Z]{2}$/), z.string().trim().min(1).max(max))
    .refine((v) => Object.keys(v).length === 0 || typeof v.EN === 'string', {
      message: 'EN is required',
      path: ['EN'],
    });
const SortOrder = z.number().int().min(0).max(100_000);

// ---------------------------------------------------------------- vendors

export const VendorCode = z.string().regex(/^[A-Z0-9_]{2,32}$/);
export type VendorCode = z.infer<typeof VendorCode>;
export const WalletMode = z.enum(['SEAMLESS', 'TRANSFER']);
export type WalletMode = z.infer<typeof WalletMode>;

export const AdminVendor = z.object({
  code: z.string(),
  displayName: z.string(),
  iconUrl: z.string(),
  walletMode: WalletMode,
  /** The vendor's game page; null for the in-house vendor. */
  launchUrl: z.string().nullable(),
  active: z.boolean(),
  sort: z.number().int(),
  /** Active games of the vendor. */
  gameCount: z.number().int(),
});
export type AdminVendor = z.infer<typeof AdminVendor>;
/** GET /admin/games/vendors (secrets are never listed). */
export const AdminVendorList = z.object({ vendors: z.array(AdminVendor) });
export type AdminVendorList = z.infer<typeof AdminVendorList>;

/** http only for a vendor on this machine (development); anything public must be https. */
const LaunchUrl = z
  .url({ protocol: /^https?$/ })
  .max(512)
  .refine((u) => u.startsWith('https://') || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//.test(u), {
    message: 'https required',
  });

/** POST /admin/games/vendors */
export const CreateVendorRequest = z.object({
  code: VendorCode,
  displayName: z.string().trim().min(1).max(64),
  iconUrl: AssetUrl,
  walletMode: WalletMode.default('SEAMLESS'),
  launchUrl: LaunchUrl,
  active: z.boolean().default(true),
  sort: SortOrder.default(0),
});
export type CreateVendorRequest = z.infer<typeof CreateVendorRequest>;
/** The vendor's HMAC secret is shown once, here; it cannot be read again. */
export const CreatedVendor = z.object({ vendor: AdminVendor, secret: z.string() });
export type CreatedVendor = z.infer<typeof CreatedVendor>;

/** PUT /admin/games/vendors/:code (fields left out stay as they are). */
export const UpdateVendorRequest = z.object({
  displayName: z.string().trim().min(1).max(64).optional(),
  iconUrl: AssetUrl.optional(),
  walletMode: WalletMode.optional(),
  launchUrl: LaunchUrl.optional(),
  active: z.boolean().optional(),
  sort: SortOrder.optional(),
});
export type UpdateVendorRequest = z.infer<typeof UpdateVendorRequest>;
export const VendorCodeParam = z.object({ code: VendorCode });
export type VendorCodeParam = z.infer<typeof VendorCodeParam>;

// ---------------------------------------------------------------- games

/** Percent with two decimals: "96.37". */
const Rtp = z
  .string()
  .regex(/^\d{1,3}\.\d{2}$/)
  .refine((v) => Number(v) <= 100, { message: 'at most 100.00' });

export const AdminGame = z.object({
  id: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  gameType: GameType,
  names: z.record(z.string(), z.string()),
  iconUrl: z.string(),
  largeIconUrl: z.string().nullable(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  rtp: z.string().nullable(),
  isGame: z.enum(['GAME', 'VASSALAGE']),
  freePlay: z.boolean(),
  active: z.boolean(),
  sort: z.number().int(),
  /** In-house games only: the site path that opens the game. */
  launchPath: z.string().nullable(),
});
export type AdminGame = z.infer<typeof AdminGame>;

/** GET /admin/games/games */
export const AdminGameListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  vendor: VendorCode.optional(),
  gameType: GameType.optional(),
  /** Name in any language or game code. */
  keyword: z.string().trim().max(50).optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type AdminGameListQuery = z.infer<typeof AdminGameListQuery>;
export const AdminGameList = pageOf(AdminGame);
export type AdminGameList = z.infer<typeof AdminGameList>;

const GameFields = {
  gameType: GameType,
  names: Localized(100),
  iconUrl: AssetUrl,
  largeIconUrl: AssetUrl.nullable(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  rtp: Rtp.nullable(),
  isGame: z.enum(['GAME', 'VASSALAGE']),
  freePlay: z.boolean(),
  active: z.boolean(),
  sort: SortOrder,
  /** In-house games only (required there, null for every other vendor): e.g. '/seamless?gameCode=dice'. */
  launchPath: z
    .string()
    .max(200)
    .regex(/^\/(?![/\\])/)
    .nullable(),
};

/** POST /admin/games/games */
export const CreateGameRequest = z.object({
  vendor: VendorCode,
  gameCode: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/),
  ...GameFields,
  largeIconUrl: GameFields.largeIconUrl.default(null),
  isHot: GameFields.isHot.default(false),
  isNew: GameFields.isNew.default(false),
  rtp: GameFields.rtp.default(null),
  isGame: GameFields.isGame.default('GAME'),
  freePlay: GameFields.freePlay.default(false),
  active: GameFields.active.default(true),
  sort: GameFields.sort.default(0),
  launchPath: GameFields.launchPath.default(null),
});
export type CreateGameRequest = z.infer<typeof CreateGameRequest>;

/** PUT /admin/games/games/:id (fields left out stay as they are). */
export const UpdateGameRequest = z.object(GameFields).partial();
export type UpdateGameRequest = z.infer<typeof UpdateGameRequest>;

// ---------------------------------------------------------------- banners

export const LinkageType = z.enum(['INTERNAL', 'EXTERNAL', 'VIDEO', 'NONE']);
export type LinkageType = z.infer<typeof LinkageType>;

export const AdminBanner = z.object({
  id: z.string(),
  groupName: BannerGroup,
  imageUrl: z.string(),
  linkage: z.string().nullable(),
  linkageType: LinkageType,
  alt: z.record(z.string(), z.string()),
  headline: z.record(z.string(), z.string()),
  cta: z.record(z.string(), z.string()),
  sort: z.number().int(),
  active: z.boolean(),
});
export type AdminBanner = z.infer<typeof AdminBanner>;
export const AdminBannerList = z.object({ banners: z.array(AdminBanner) });
export type AdminBannerList = z.infer<typeof AdminBannerList>;

const BannerFields = {
  groupName: BannerGroup,
  imageUrl: AssetUrl,
  /** INTERNAL: a site path; EXTERNAL and VIDEO: an https address; NONE: null. */
  linkage: z.string().trim().max(512).nullable(),
  linkageType: LinkageType,
  alt: Localized(200),
  /** Words over the picture per language (issue 12); {} shows the picture alone. */
  headline: OptionalLocalized(80),
  /** The button's label per language; shown only with a link (INTERNAL or EXTERNAL). */
  cta: OptionalLocalized(30),
  sort: SortOrder,
  active: z.boolean(),
};
/** POST /admin/content/banners */
export const CreateBannerRequest = z.object({
  ...BannerFields,
  linkage: BannerFields.linkage.default(null),
  linkageType: BannerFields.linkageType.default('NONE'),
  headline: BannerFields.headline.default({}),
  cta: BannerFields.cta.default({}),
  sort: BannerFields.sort.default(0),
  active: BannerFields.active.default(true),
});
export type CreateBannerRequest = z.infer<typeof CreateBannerRequest>;
/** PUT /admin/content/banners/:id (fields left out stay; `active: false` takes it off the site). */
export const UpdateBannerRequest = z.object(BannerFields).partial();
export type UpdateBannerRequest = z.infer<typeof UpdateBannerRequest>;

// ---------------------------------------------------------------- announcements

/** PL player announcement, PU popup, PR promotion, H marquee notice. */
/** AG: for agents (the agent centre, issue 13). */
export const AnnouncementType = z.enum(['PL', 'PU', 'PR', 'H', 'AG']);
export type AnnouncementType = z.infer<typeof AnnouncementType>;

export const AdminAnnouncement = z.object({
  id: z.string(),
  type: AnnouncementType,
  /** Popups only: A members, B visitors, F first login. */
  execution: PopupExecution.nullable(),
  titles: z.record(z.string(), z.string()),
  /** HTML as stored: already sanitised. */
  contents: z.record(z.string(), z.string()),
  images: z.array(z.object({ url: z.string(), sequence: z.number().int() })),
  sort: z.number().int(),
  active: z.boolean(),
  publishedAt: z.iso.datetime(),
});
export type AdminAnnouncement = z.infer<typeof AdminAnnouncement>;
export const AdminAnnouncementList = z.object({ announcements: z.array(AdminAnnouncement) });
export type AdminAnnouncementList = z.infer<typeof AdminAnnouncementList>;

const AnnouncementFields = {
  type: AnnouncementType,
  execution: PopupExecution.nullable(),
  titles: Localized(200),
  /** HTML; sanitised on save (scripts, styles and event handlers are removed). */
  contents: Localized(20_000),
  images: z.array(z.object({ url: AssetUrl, sequence: z.number().int().min(0).max(100) })).max(10),
  sort: SortOrder,
  active: z.boolean(),
  /** Shown from this time on (schedule ahead); now when left out. */
  publishedAt: z.iso.datetime({ offset: true }),
};
/** POST /admin/content/announcements (execution is required for PU and must be null otherwise). */
export const CreateAnnouncementRequest = z.object({
  ...AnnouncementFields,
  execution: AnnouncementFields.execution.default(null),
  images: AnnouncementFields.images.default([]),
  sort: AnnouncementFields.sort.default(0),
  active: AnnouncementFields.active.default(true),
  publishedAt: AnnouncementFields.publishedAt.optional(),
});
export type CreateAnnouncementRequest = z.infer<typeof CreateAnnouncementRequest>;
/** PUT /admin/content/announcements/:id (fields left out stay). */
export const UpdateAnnouncementRequest = z.object(AnnouncementFields).partial();
export type UpdateAnnouncementRequest = z.infer<typeof UpdateAnnouncementRequest>;
