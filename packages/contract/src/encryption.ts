/**
 * Encrypted calls (spec section 7, docs/architecture.md "API"): the body is a JWE compact string,
 * RSA-OAEP-256 + A256GCM, sent with this content type and sealed to the key in `/wps/system/status`.
 */
export const JWE_CONTENT_TYPE = 'application/jose';
export const JWE_ALG = 'RSA-OAEP-256';
export const JWE_ENC = 'A256GCM';
/** Session token header; the web keeps the token in session storage (spec section 4). */
export const TOKEN_HEADER = 'x-session-token';
