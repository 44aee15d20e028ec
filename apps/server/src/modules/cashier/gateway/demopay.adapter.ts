import { findUnstorableText } from '../../../lib/storable-text.ts';
import { type GatewayAdapter, GatewayCallback } from './gateway-adapter.ts';

/**
 * DEMOPAY: a pretend provider for development and the demo. Its "payment page" is the web's
 * clearly labelled developer page /dev/pay/:depositId, which calls POST /wps/dev/pay/:depositId;
 * that signs and posts the same callback a real provider would.
 */
export const demoPayAdapter: GatewayAdapter = {
  code: 'DEMOPAY',
  signatureHeader: 'x-demopay-signature',
  payUrl: (deposit) => `/dev/pay/${deposit.id}`,
  parseCallback(rawBody) {
    try {
      const parsed = GatewayCallback.safeParse(JSON.parse(rawBody));
      // Nothing PostgreSQL cannot store (lib/storable-text.ts): the guard saw only the raw JSON text.
      return parsed.success && findUnstorableText(parsed.data) === null ? parsed.data : null;
    } catch {
      return null;
    }
  },
};

/** By provider code. A Map: the code comes from the URL, and `constructor` is no provider. */
export const gatewayAdapters: ReadonlyMap<string, GatewayAdapter> = new Map([
  [demoPayAdapter.code, demoPayAdapter],
]);
