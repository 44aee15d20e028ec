import type { TFunction } from 'i18next';

/** A provider as players know it: our own games are "Originals" in their language, not the code INHOUSE. */
export function vendorName(vassalage: string, t: TFunction<'games'>): string {
  return vassalage === 'INHOUSE' ? t('category.INHOUSE') : vassalage;
}
