/**
 * The 20 fixed paylines, one row (0 top, 1 middle, 2 bottom) per reel, in the order of the shared
 * reference "games-math" §2. Line bet = total bet / 20.
 */
export const PAYLINES: readonly (readonly number[])[] = [
  '11111',
  '00000',
  '22222',
  '01210',
  '21012',
  '00122',
  '22100',
  '10121',
  '12101',
  '01110',
  '21112',
  '10001',
  '12221',
  '01010',
  '21212',
  '11011',
  '11211',
  '00200',
  '22022',
  '02220',
].map((line) => [...line].map(Number));

export const LINE_COUNT = PAYLINES.length;
export const REELS = 5;
export const ROWS = 3;
