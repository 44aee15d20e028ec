import * as z from 'zod';
import { languageCodes } from './languages.ts';

/**
 * The help centre's sections as the operator edits them (GET /wps/system/helpCenter serves them by
 * language, EN as the fallback). Content is HTML sanitised by the server on save.
 */
export const HELP_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const HelpSectionKey = z.object({
  id: z.string().max(60).regex(HELP_ID_PATTERN),
  lang: z.enum(languageCodes),
});
export type HelpSectionKey = z.infer<typeof HelpSectionKey>;

export const SaveHelpSectionRequest = z.object({
  sort: z.number().int().min(0).max(999),
  title: z.string().trim().min(1).max(120),
  content: z.string().trim().min(1).max(20_000),
});
export type SaveHelpSectionRequest = z.infer<typeof SaveHelpSectionRequest>;

export const AdminHelpSection = HelpSectionKey.extend(SaveHelpSectionRequest.shape);
export type AdminHelpSection = z.infer<typeof AdminHelpSection>;
export const AdminHelpSections = z.object({ sections: z.array(AdminHelpSection) });
export type AdminHelpSections = z.infer<typeof AdminHelpSections>;
