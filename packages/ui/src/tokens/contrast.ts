// Contrast of the colour tokens' text/background pairs (WCAG 2.1), for the colour page and the AA test.
import Color from 'colorjs.io';
import type { DesignToken } from './design-tokens.ts';

/** WCAG 2.1 AA for body text; large text and UI parts need 3:1. */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

/** The surfaces text sits on, darkest first. */
export const BACKGROUNDS = [
  '--color-bg',
  '--color-surface',
  '--color-surface-2',
  '--color-surface-3',
] as const;

/** Text colours and the backgrounds the design puts them on (the others are shown, marked as not for text). */
export const TEXT_PAIRS: { text: string; on: readonly string[] }[] = [
  { text: '--color-text', on: BACKGROUNDS },
  { text: '--color-text-muted', on: BACKGROUNDS },
  // Faint text (captions, past sessions) stays off the lightest surface, where it falls under 4.5:1.
  { text: '--color-text-faint', on: ['--color-bg', '--color-surface', '--color-surface-2'] },
  { text: '--color-accent', on: BACKGROUNDS },
  { text: '--color-danger', on: BACKGROUNDS },
  { text: '--color-success', on: BACKGROUNDS },
  { text: '--color-on-accent', on: ['--color-accent', '--color-accent-hover'] },
];

/** Non-text parts that must stand out 3:1 from every surface (focus ring). */
export const UI_PAIRS: { text: string; on: readonly string[] }[] = [
  { text: '--color-focus', on: BACKGROUNDS },
];

export interface ContrastPair {
  text: string;
  background: string;
  ratio: number;
  /** The ratio the pair must reach: 4.5 for text, 3 for UI parts, undefined when the design does not use it. */
  required?: number;
}

export function contrastRatio(foreground: string, background: string): number {
  return new Color(foreground).contrast(new Color(background), 'WCAG21');
}

/** Every text colour on every background (and the declared extra pairs), with the ratio each must reach. */
export function contrastPairs(tokens: readonly DesignToken[]): ContrastPair[] {
  const value = new Map(tokens.map((t) => [t.name, t.value]));
  const colour = (name: string) => {
    const v = value.get(name);
    if (v === undefined) throw new Error(`${name} is not a token of tokens.css`);
    return v;
  };
  const pairs: ContrastPair[] = [];
  const seen = new Set<string>();
  const add = (text: string, background: string, required: number | undefined) => {
    const key = `${text} ${background}`;
    if (seen.has(key)) return;
    seen.add(key);
    pairs.push({ text, background, ratio: contrastRatio(colour(text), colour(background)), required });
  };
  for (const { text, on } of TEXT_PAIRS) {
    for (const background of on) add(text, background, AA_TEXT);
    if (on === BACKGROUNDS || on.every((b) => (BACKGROUNDS as readonly string[]).includes(b)))
      for (const background of BACKGROUNDS) add(text, background, undefined);
  }
  for (const { text, on } of UI_PAIRS) for (const background of on) add(text, background, AA_LARGE);
  return pairs;
}
