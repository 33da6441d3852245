// Reads the design tokens out of tokens.css (custom properties of :root), so their docs and checks never retype a value.
import postcss, { type AtRule, type ChildNode, type Comment, type Declaration } from 'postcss';

/** What a token is for, from its name's prefix; the docs give each group its own page. */
export type TokenGroup =
  | 'colour'
  | 'font'
  | 'type'
  | 'leading'
  | 'space'
  | 'radius'
  | 'shadow'
  | 'motion'
  | 'layout';

export interface DesignToken {
  /** The custom property, `--color-bg`. */
  name: string;
  /** Its value as written in tokens.css. */
  value: string;
  group: TokenGroup;
  /** The comment written after it on the same line (`8.9:1 on bg`). */
  note?: string;
  /** The comment above the block it belongs to (`Type scale (1.25), fluid at the top end.`). */
  section?: string;
  /** Values it takes under a media query (`prefers-reduced-motion: reduce` → `0ms`). */
  overrides: { media: string; value: string }[];
}

const GROUPS: [prefix: string, group: TokenGroup][] = [
  ['--color-', 'colour'],
  ['--font-', 'font'],
  ['--text-', 'type'],
  ['--leading-', 'leading'],
  ['--space-', 'space'],
  ['--radius', 'radius'],
  ['--shadow', 'shadow'],
  ['--duration', 'motion'],
  ['--ease', 'motion'],
];

export function groupOf(name: string): TokenGroup {
  return GROUPS.find(([prefix]) => name.startsWith(prefix))?.[1] ?? 'layout';
}

const commentText = (comment: Comment) => comment.text.trim();

/** A comment on the line where the declaration ends: the token's own note. */
function trailingNote(decl: Declaration): string | undefined {
  const next = decl.next();
  if (next?.type !== 'comment') return undefined;
  return next.source?.start?.line === decl.source?.end?.line ? commentText(next) : undefined;
}

function isRoot(node: ChildNode): node is postcss.Rule {
  return node.type === 'rule' && node.selectors.includes(':root');
}

/** The tokens of a stylesheet, in the order it declares them. */
export function parseDesignTokens(css: string): DesignToken[] {
  const sheet = postcss.parse(css);
  const tokens = new Map<string, DesignToken>();

  for (const node of sheet.nodes) {
    if (!isRoot(node)) continue;
    let section: string | undefined;
    for (const child of node.nodes) {
      if (child.type === 'comment') {
        // A comment on its own line opens a block; a trailing one belongs to the declaration before it.
        const previous = child.prev();
        if (previous?.type !== 'decl' || previous.source?.end?.line !== child.source?.start?.line)
          section = commentText(child);
        continue;
      }
      if (child.type !== 'decl' || !child.prop.startsWith('--')) continue;
      tokens.set(child.prop, {
        name: child.prop,
        value: child.value,
        group: groupOf(child.prop),
        note: trailingNote(child),
        section,
        overrides: [],
      });
    }
  }

  sheet.walkAtRules('media', (media: AtRule) => {
    media.walkRules((rule) => {
      if (!isRoot(rule)) return;
      rule.walkDecls(/^--/, (decl) => {
        tokens.get(decl.prop)?.overrides.push({ media: media.params, value: decl.value });
      });
    });
  });

  return [...tokens.values()];
}
