/** The chat room's limits (decision 110), without zod: the web's chat chunk imports these. */

/** Longest message a member may post, in characters after trimming. */
export const CHAT_MAX_LENGTH = 200;
/** Rate limit per member, across rooms and processes: at most BURST messages in any WINDOW seconds. */
export const CHAT_RATE = { burst: 5, windowSeconds: 10 } as const;
/** How many messages the history call answers (the newest ones). */
export const CHAT_HISTORY_LIMIT = 50;
/** Mute lengths the back office offers, in minutes (10 minutes to 30 days). */
export const CHAT_MUTE_MINUTES = [10, 60, 1440, 10080, 43200] as const;
