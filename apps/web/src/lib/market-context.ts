import { createContext, useContext } from 'react';

/** Used before the status arrives and by screens outside the root layout: the spec's first market. */
export const FALLBACK_DIAL_CODE = '+95';

/**
 * The operator's market (site setting `market`, issue 12): phone fields start with its dialling
 * code instead of one country's for everyone. app/ provides it from /wps/system/status, like the
 * currency, so features and shared components need not import the system feature.
 */
export const DialCodeContext = createContext<string>(FALLBACK_DIAL_CODE);

export const useDialCode = () => useContext(DialCodeContext);
