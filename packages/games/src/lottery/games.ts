/**
 * Every lottery game we run (issue 15, decision 080). Codes are stable: they are stored with issues
 * and bets and sent as lottoGameCode. Prize modes follow spec §4: ZY for the Chinese-style fast
 * games, ELOTT for the fast Vietnamese e-lottery, LOTT for the official Vietnamese draws, SEA for 4D.
 */
import type { LotteryGameDef } from './types.ts';

const VN = 'Asia/Ho_Chi_Minh';
const MY = 'Asia/Kuala_Lumpur';
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

/**
 * The province stations of the South (XSMN, 16:15) and Central (XSMT, 17:15) draws by ISO weekday
 * (the public weekly schedule; reference games-math §3a). The names are the stations' own, shown as
 * they are in every language.
 */
export const VN_SOUTH_STATIONS: Readonly<Record<number, readonly string[]>> = {
  1: ['TP. Hồ Chí Minh', 'Đồng Tháp', 'Cà Mau'],
  2: ['Bến Tre', 'Vũng Tàu', 'Bạc Liêu'],
  3: ['Đồng Nai', 'Cần Thơ', 'Sóc Trăng'],
  4: ['Tây Ninh', 'An Giang', 'Bình Thuận'],
  5: ['Vĩnh Long', 'Bình Dương', 'Trà Vinh'],
  6: ['TP. Hồ Chí Minh', 'Long An', 'Bình Phước', 'Hậu Giang'],
  7: ['Tiền Giang', 'Kiên Giang', 'Đà Lạt'],
};
export const VN_CENTRAL_STATIONS: Readonly<Record<number, readonly string[]>> = {
  1: ['Thừa Thiên Huế', 'Phú Yên'],
  2: ['Đắk Lắk', 'Quảng Nam'],
  3: ['Đà Nẵng', 'Khánh Hòa'],
  4: ['Bình Định', 'Quảng Trị', 'Quảng Bình'],
  5: ['Gia Lai', 'Ninh Thuận'],
  6: ['Đà Nẵng', 'Quảng Ngãi', 'Đắk Nông'],
  7: ['Kon Tum', 'Khánh Hòa'],
};

/** RTP targets per family, basis points (decision 080 says why). */
export const RTP_FAST_BPS = 9700;
export const RTP_VN_BPS = 9600;
export const RTP_4D_BPS = 9400;

const fast = (
  code: string,
  family: LotteryGameDef['family'],
  intervalSeconds: 60 | 180 | 300,
  prizeMode: LotteryGameDef['prizeMode'],
  rtpBps: number,
): LotteryGameDef => ({
  code,
  family,
  drawSource: 'self',
  intervalSeconds,
  closeBeforeSeconds: intervalSeconds === 60 ? 10 : intervalSeconds === 180 ? 20 : 30,
  prizeMode,
  rtpBps,
});

export const LOTTERY_GAMES: readonly LotteryGameDef[] = [
  fast('SSC1', 'ssc', 60, 'ZY', RTP_FAST_BPS),
  fast('SSC3', 'ssc', 180, 'ZY', RTP_FAST_BPS),
  fast('SSC5', 'ssc', 300, 'ZY', RTP_FAST_BPS),
  fast('PK10-1', 'pk10', 60, 'ZY', RTP_FAST_BPS),
  fast('PK10-3', 'pk10', 180, 'ZY', RTP_FAST_BPS),
  fast('PK10-5', 'pk10', 300, 'ZY', RTP_FAST_BPS),
  fast('K3-1', 'k3', 60, 'ZY', RTP_FAST_BPS),
  fast('K3-3', 'k3', 180, 'ZY', RTP_FAST_BPS),
  fast('K3-5', 'k3', 300, 'ZY', RTP_FAST_BPS),
  fast('11X5-1', '11x5', 60, 'ZY', RTP_FAST_BPS),
  fast('11X5-3', '11x5', 180, 'ZY', RTP_FAST_BPS),
  fast('11X5-5', '11x5', 300, 'ZY', RTP_FAST_BPS),
  // Fast Vietnamese ("siêu tốc"): a whole 27-prize North sheet every minute.
  fast('VNF1', 'vn-north', 60, 'ELOTT', RTP_VN_BPS),
  fast('VNF5', 'vn-north', 300, 'ELOTT', RTP_VN_BPS),
  {
    code: 'VNMB',
    family: 'vn-north',
    drawSource: 'official',
    schedule: { timeZone: VN, time: '18:15', weekdays: EVERY_DAY },
    closeBeforeSeconds: 300,
    prizeMode: 'LOTT',
    rtpBps: RTP_VN_BPS,
  },
  {
    // One issue per South station and day; the station is part of the issue, not the game.
    code: 'VNMN',
    family: 'vn-south',
    drawSource: 'official',
    schedule: { timeZone: VN, time: '16:15', weekdays: EVERY_DAY, stations: VN_SOUTH_STATIONS },
    closeBeforeSeconds: 300,
    prizeMode: 'LOTT',
    rtpBps: RTP_VN_BPS,
  },
  {
    code: 'VNMT',
    family: 'vn-south',
    drawSource: 'official',
    schedule: { timeZone: VN, time: '17:15', weekdays: EVERY_DAY, stations: VN_CENTRAL_STATIONS },
    closeBeforeSeconds: 300,
    prizeMode: 'LOTT',
    rtpBps: RTP_VN_BPS,
  },
  fast('4DF5', '4d', 300, 'SEA', RTP_4D_BPS),
  {
    // Malaysian-style 4D: Wednesday, Saturday and Sunday 19:00 (special draws are added as issues).
    code: '4D',
    family: '4d',
    drawSource: 'official',
    schedule: { timeZone: MY, time: '19:00', weekdays: [3, 6, 7] },
    closeBeforeSeconds: 900,
    prizeMode: 'SEA',
    rtpBps: RTP_4D_BPS,
  },
];

export function lotteryGame(code: string): LotteryGameDef | undefined {
  return LOTTERY_GAMES.find((g) => g.code === code);
}
