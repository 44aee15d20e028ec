import * as z from 'zod';

/**
 * One online payment provider. The cashier knows only this interface; a provider's quirks (URL
 * shape, signature header, payload fields) stay in its adapter.
 */
export interface GatewayAdapter {
  readonly code: string;
  /** Where the member pays. */
  payUrl(deposit: { id: string }): string;
  /** Name of the header carrying the body signature. */
  readonly signatureHeader: string;
  /** The callback's fields, after the signature was checked. */
  parseCallback(rawBody: string): GatewayCallback | null;
}

export const GatewayCallback = z.object({
  depositId: z.string().regex(/^\d{1,18}$/),
  /** Minor units as a string: providers send integers, never floats. */
  amountMinor: z.string().regex(/^\d{1,18}$/),
  status: z.enum(['PAID', 'FAILED']),
  providerRef: z.string().max(100),
});
export type GatewayCallback = z.infer<typeof GatewayCallback>;
