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
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
};

export const gatewayAdapters: Record<string, GatewayAdapter> = { DEMOPAY: demoPayAdapter };
