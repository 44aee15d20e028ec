import { ContractKind, DividendPeriod, OfferContractRequest } from '@goldline/contract/contracts';
import * as z from 'zod';
import { percentToBps } from './rate';

/**
 * The offer form (issue 14): text fields as typed, checked here, then turned into the contract's
 * own OfferContractRequest (parsed by it, so a changed field is caught on both sides). Messages are
 * keys under `contracts:offer.*`. Every tier rate is capped at the offering upline's own top rate for
 * the kind (rates cascade, spec section 4 and decision 085); with no contract of its own it may
 * offer none.
 */
export const TierValues = z.object({
  activeMembers: z.string(),
  validBet: z.string(),
  profitLoss: z.string(),
  lossRate: z.string(),
  rate: z.string(),
});
export type TierValues = z.infer<typeof TierValues>;

export const emptyTier = (): TierValues => ({
  activeMembers: '',
  validBet: '',
  profitLoss: '',
  lossRate: '',
  rate: '',
});

/** ContractTiers allows 1 to 20 tiers. */
export const MAX_TIERS = 20;

const wholeNumber = /^\d{1,9}$/;

function amountOk(text: string, decimals: number) {
  if (!/^\d+(\.\d+)?$/.test(text)) return false;
  return (text.split('.')[1] ?? '').length <= decimals;
}

export function offerFormSchema(decimals: number, capBps: number | null) {
  const tier = TierValues.superRefine((values, ctx) => {
    const problem = (path: keyof TierValues, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const members = values.activeMembers.trim();
    if (members !== '' && !wholeNumber.test(members)) problem('activeMembers', 'thresholdInvalid');
    for (const field of ['validBet', 'profitLoss'] as const) {
      const text = values[field].trim();
      if (text !== '' && !amountOk(text, decimals)) problem(field, 'amountInvalid');
    }
    const loss = values.lossRate.trim();
    const lossBps = loss === '' ? 0 : percentToBps(loss);
    if (lossBps === null || lossBps > 10_000) problem('lossRate', 'rateInvalid');
    const rate = percentToBps(values.rate);
    if (rate === null || rate > 10_000) problem('rate', 'rateInvalid');
    else if (capBps === null) problem('rate', 'noOwnContract');
    else if (rate > capBps) problem('rate', 'rateOverCap');
  });
  return z.object({
    kind: ContractKind,
    period: DividendPeriod,
    tiers: z.array(tier).min(1, 'tiersRequired').max(MAX_TIERS),
  });
}
export type OfferValues = z.input<ReturnType<typeof offerFormSchema>>;

const orNull = <T>(text: string, read: (value: string) => T) =>
  text.trim() === '' ? null : read(text.trim());

/** The whole hours east of UTC the browser is in (periods are cut at whole hours, decision 078). */
export const browserTzOffset = (date = new Date()) => Math.floor(-date.getTimezoneOffset() / 60) * 60;

/** Checked form values -> the contract's request (salaries carry no period, only a dividend does). */
export function toOfferRequest(
  values: OfferValues,
  memberId: string,
  tzOffset: number,
): OfferContractRequest {
  const dividend = values.kind === 'dividend';
  return OfferContractRequest.parse({
    memberId,
    kind: values.kind,
    period: dividend ? values.period : undefined,
    tzOffset,
    tiers: values.tiers.map((tier) => ({
      activeMembers: orNull(tier.activeMembers, Number),
      validBet: orNull(tier.validBet, String),
      profitLoss: dividend ? orNull(tier.profitLoss, String) : null,
      winRate: null,
      lossRate: dividend ? orNull(tier.lossRate, (text) => percentToBps(text) ?? 0) : null,
      rate: percentToBps(tier.rate) ?? 0,
    })),
  });
}
