import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * The white-label brand as ONE token object (docs/ui-direction.md "Brand as tokens"): an operator
 * swaps this object and both colour schemes follow. Every text/background pair below was checked
 * for at least 4.5:1 contrast (light: navy text on white, dark gold on white for links; dark: light
 * text and bright gold on navy).
 */
export const brand = {
  name: 'Goldline',
  gold: [
    '#FFF8E1',
    '#FCEDC0',
    '#F6DC8E',
    '#F0CA5B',
    '#EBBC36',
    '#E8B321',
    '#D9A514',
    '#B8860B',
    '#8A6100',
    '#6B4E07',
  ],
  navy: [
    '#D5DBEA',
    '#B3BDD3',
    '#8E9AB8',
    '#6A7799',
    '#3F4C6E',
    '#27324F',
    '#1A2440',
    '#121B33',
    '#0D1528',
    '#080E1D',
  ],
  light: {
    body: '#F3F5F9',
    surface: '#FFFFFF',
    text: '#0B1B3A',
    dimmed: '#4A5572',
    /** Gold used as text on white: the darker shade keeps 5:1. */
    goldText: '#8A6100',
    border: '#D9DEE8',
  },
  dark: {
    body: '#0B1326',
    surface: '#121B33',
    text: '#E8ECF4',
    dimmed: '#A9B3CB',
    goldText: '#EBBC36',
    border: '#26314F',
  },
  radius: 'md',
  fontFamily:
    'Inter, "Noto Sans", "Noto Sans Myanmar", "Noto Sans SC", "Noto Sans Arabic", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
} as const;

export const theme = createTheme({
  primaryColor: 'gold',
  primaryShade: { light: 6, dark: 5 },
  // Gold buttons carry navy text: white on gold fails contrast.
  autoContrast: true,
  luminanceThreshold: 0.35,
  colors: {
    gold: brand.gold as unknown as MantineColorsTuple,
    dark: brand.navy as unknown as MantineColorsTuple,
  },
  black: brand.light.text,
  white: '#FFFFFF',
  defaultRadius: brand.radius,
  fontFamily: brand.fontFamily,
  headings: { fontFamily: brand.fontFamily, fontWeight: '750' },
  cursorType: 'pointer',
  focusRing: 'auto',
  respectReducedMotion: true,
  components: {
    // A native overflow box: its scrollbar shows only when the table is wider than the page (the
    // ScrollArea default reserved a scrollbar gutter and drew a bar on hover even with nothing to
    // scroll).
    TableScrollContainer: { defaultProps: { type: 'native' } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    '--gl-header-height': '64px',
  },
  light: {
    '--mantine-color-body': brand.light.body,
    '--mantine-color-text': brand.light.text,
    '--mantine-color-dimmed': brand.light.dimmed,
    '--mantine-color-anchor': brand.light.goldText,
    '--mantine-color-default-border': brand.light.border,
    '--mantine-color-gold-text': brand.light.goldText,
    '--mantine-color-gold-light-color': brand.light.goldText,
    '--mantine-color-gold-outline': brand.light.goldText,
    '--mantine-color-placeholder': '#5F6A86',
    '--mantine-color-error': '#C92A2A',
    // Light badges (status words such as "Settled", "Approved") on their tinted background: Mantine's
    // shade-6 text is about 2.5:1 there; these keep at least 4.5:1 (checked by e2e axe).
    '--mantine-color-green-light-color': '#1B5E2B',
    '--mantine-color-blue-light-color': '#1A4F8B',
    '--mantine-color-yellow-light-color': '#6E4B00',
    '--mantine-color-red-light-color': '#A51D1D',
    '--mantine-color-gray-light-color': '#3D4759',
    '--gl-surface': brand.light.surface,
    '--gl-surface-2': '#E9EDF4',
    '--gl-gold-text': brand.light.goldText,
    '--gl-border': brand.light.border,
    '--gl-hero-from': '#13234A',
    '--gl-hero-to': '#2A3E72',
  },
  dark: {
    '--mantine-color-body': brand.dark.body,
    '--mantine-color-text': brand.dark.text,
    '--mantine-color-dimmed': brand.dark.dimmed,
    '--mantine-color-anchor': brand.dark.goldText,
    '--mantine-color-default-border': brand.dark.border,
    '--mantine-color-gold-text': brand.dark.goldText,
    '--mantine-color-gold-light-color': brand.dark.goldText,
    '--mantine-color-gold-outline': brand.dark.goldText,
    '--mantine-color-placeholder': '#8E9AB8',
    '--mantine-color-error': '#FF8787',
    '--gl-surface': brand.dark.surface,
    '--gl-surface-2': '#18223E',
    '--gl-gold-text': brand.dark.goldText,
    '--gl-border': brand.dark.border,
    '--gl-hero-from': '#0D1836',
    '--gl-hero-to': '#1F2F5C',
  },
});
