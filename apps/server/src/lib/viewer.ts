import type { FastifyRequest } from 'fastify';

/** Who is reading a public call: a member (maybe trial), or null for a visitor. */
export interface Viewer {
  memberId: string;
  trial: boolean;
}
/** Built in the composition root from the token service and the member records (games/viewer.ts). */
export type ViewerOf = (request: FastifyRequest) => Promise<Viewer | null>;

/** Language codes are the spec's two letters (EN, CN, MY...); anything else reads as EN. */
export function languageOf(language: string | undefined): string {
  const code = language?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : 'EN';
}
