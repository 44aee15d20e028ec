import { LotteryPage } from '../../features/lottery/components/lottery-page';

/** Lottery pages (session required, side menu hidden; spec section 2): lobby, betting view, results. */
export function LotteryScreen() {
  return <LotteryPage />;
}
