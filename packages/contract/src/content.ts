import * as z from 'zod';
import { Amount } from './money.ts';

/** Content: banners, announcements, notices and popups (spec sections 2, 3, 4, 7 and 9). */

export const ANNOUNCEMENT_PAGE_SIZE = 9;
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;

/** Spec section 3 banner groups. */
export const BannerGroup = z.enum([
  'w_home',
  'w_promotion',
  'w_leftmenu',
  'w_login',
  'w_register',
  'w_forget',
]);
export type BannerGroup = z.infer<typeof BannerGroup>;

export const Banner = z.object({
  id: z.string(),
  url: z.string(),
  /** Where a click goes: a site path ('/rng'), an absolute link, or a video-site link in video mode. */
  linkage: z.string().nullable(),
  /** 'INTERNAL' | 'EXTERNAL' | 'VIDEO' | 'NONE' */
  linkageType: z.enum(['INTERNAL', 'EXTERNAL', 'VIDEO', 'NONE']),
  groupName: BannerGroup,
  /** Text for screen readers describing the picture. */
  alt: z.string(),
  /** Headline over the picture in the asked language (EN when missing); '' for none (issue 12). */
  headline: z.string(),
  /** The call to action's label in the asked language; '' for none. */
  cta: z.string(),
});
export type Banner = z.infer<typeof Banner>;

/** Spec section 3 "Announcement". content is HTML sanitised by the server on save and again on render. */
export const Announcement = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  time: z.iso.datetime(),
  announcementImages: z.array(z.object({ url: z.string(), sequence: z.number().int() })),
});
export type Announcement = z.infer<typeof Announcement>;

/** Popup audiences (spec section 4): A logged in, B visitor, F first login. */
export const PopupExecution = z.enum(['A', 'B', 'F']);
export type PopupExecution = z.infer<typeof PopupExecution>;
export const Popup = Announcement.extend({ execution: PopupExecution });
export type Popup = z.infer<typeof Popup>;

/**
 * GET /wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR[,H]&platform=W&execution=B
 * B banners, PL player announcements, PU popups, PR promotions, H the notice marquee.
 * With a token the popups are those for A (and F on a first login); without, those for B.
 */
export const AnnouncementsQuery = z.object({
  types: z.string().max(32).default('B,PL,PU,PR,H'),
  platform: z.string().max(8).optional(),
  execution: z.string().max(8).optional(),
  language: z.string().max(8).optional(),
  /** The member's first login (spec section 4 firstTimeLogin): adds the F popups. */
  firstLogin: z.enum(['true', 'false']).optional(),
});
export type AnnouncementsQuery = z.infer<typeof AnnouncementsQuery>;
export const Announcements = z.object({
  banners: z.array(Banner),
  player: z.array(Announcement),
  popup: z.array(Popup),
  promotion: z.array(Announcement),
  /** The marquee lines (H). */
  notice: z.array(Announcement),
});
export type Announcements = z.infer<typeof Announcements>;

/**
 * GET /wps/jackpot/pools: real progressive pools, when any exist. With none, the web shows the
 * spec's display-only counter (section 4) and labels it as such.
 */
export const JackpotPool = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  amount: Amount,
  /** Must-hit-by ceiling of the mystery jackpot, public. */
  mustHitBy: Amount,
  /** sha256 of the hidden trigger, committed at reset (revealed after the hit). */
  triggerHash: z.string(),
  lastHit: z
    .object({
      amount: Amount,
      time: z.iso.datetime(),
      customerName: z.string(),
      trigger: Amount,
      salt: z.string(),
    })
    .nullable(),
});
export type JackpotPool = z.infer<typeof JackpotPool>;
export const JackpotPools = z.object({ pools: z.array(JackpotPool) });
export type JackpotPools = z.infer<typeof JackpotPools>;
