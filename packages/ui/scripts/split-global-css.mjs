// Splits src/styles/global.css beside the components it styles (issue 18, item 3), keeping the cascade's order.
//
//   node scripts/split-global-css.mjs            # prints the plan: which section goes to which file, order warnings
//   node scripts/split-global-css.mjs --write    # writes the files; global.css becomes the list of their @imports
//
// Run it when nobody else has global.css open, then `pnpm --filter @kino/ui test`: the visual tests must pass
// unchanged (a split that reorders two rules of equal specificity shows up there), and commit in one go.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const GLOBAL = join(SRC, 'styles/global.css');

/**
 * A top-level comment starting with one of these opens a section that goes to the file named (relative to src/).
 * Other comments (sub-headings like «The current town: …») stay in the section they are in. Everything before the
 * first heading is the base (reset, typography, utilities).
 */
const SECTIONS = [
  ['Layout', 'layout/site-layout.css'],
  ['Header', 'layout/site-layout.css'],
  ['Film stills', 'screens/film-screen/film-stills.css'],
  ['Contacts', 'screens/contacts-screen/contacts-screen.css'],
  ['«Заказать»', 'forms/callback-link.css'],
  ['Buttons, chips, links', 'styles/controls.css'],
  ['Images', 'components/content-image.css'],
  ['Page header, breadcrumbs', 'components/page-header.css'],
  ['Grids and cards', 'components/cards.css'],
  ['Home', 'screens/home-screen/home-screen.css'],
  ['Film page', 'screens/film-screen/film-screen.css'],
  ['Rich content, articles', 'components/rich-content.css'],
  ['Panels, facts, lists', 'components/panels.css'],
  ['FAQ', 'screens/faq-screen/faq-screen.css'],
  ['Pagination', 'components/pagination.css'],
  ['Empty state, skeleton, error', 'components/empty-state.css'],
  ['Forms', 'forms/fields.css'],
  ['Callback dialog', 'forms/callback-form.css'],
  ['Footer', 'layout/site-footer.css'],
  ['Punctuation', 'styles/utilities.css'],
];
const BASE = 'styles/base.css';

const write = process.argv.includes('--write');
const sheet = postcss.parse(readFileSync(GLOBAL, 'utf8'), { from: GLOBAL });
// Its first line («The kit's one stylesheet…») describes global.css itself; the new global.css has its own.
if (sheet.first?.type === 'comment') sheet.first.remove();

/** The @imports global.css keeps at its top (tokens, schedule, …): they already are files of their own. */
const imports = [];
/** The sections in the order of the stylesheet: [file, nodes]. */
const sections = [];
let current = { file: BASE, nodes: [] };
sections.push(current);

for (const node of sheet.nodes) {
  if (node.type === 'atrule' && node.name === 'import') {
    // The comment above an @import says what that file is: it stays with it.
    if (current.nodes.at(-1)?.type === 'comment') imports.push(current.nodes.pop());
    imports.push(node);
    continue;
  }
  const heading = node.type === 'comment' && SECTIONS.find(([title]) => node.text.trim().startsWith(title));
  if (heading) {
    current = { file: heading[1], nodes: [] };
    sections.push(current);
  }
  current.nodes.push(node);
}

/** Files in the order of their first section, as global.css will import them. */
const order = [...new Set(sections.map((s) => s.file))];

// A file whose sections are not contiguous moves its later sections up before the files between them; rules of equal
// specificity could then win differently. List them so the visual tests' result can be read with this in mind.
const moved = [];
sections.forEach((section, index) => {
  const first = sections.findIndex((s) => s.file === section.file);
  const between = sections.slice(first, index).filter((s) => s.file !== section.file);
  if (between.length)
    moved.push(
      `${section.file}: «${firstLine(section)}» moves before ${[...new Set(between.map((s) => s.file))].join(', ')}`,
    );
});

function firstLine(section) {
  const comment = section.nodes.find((n) => n.type === 'comment');
  return (comment?.text ?? '(no heading)').trim().split('\n')[0].slice(0, 60);
}

for (const file of order) {
  const parts = sections.filter((s) => s.file === file);
  const rules = parts.reduce((n, s) => n + s.nodes.filter((x) => x.type !== 'comment').length, 0);
  console.log(`${file.padEnd(44)} ${String(rules).padStart(4)} rules  ← ${parts.map(firstLine).join(' | ')}`);
}
if (moved.length) console.log(`\nOrder changes (check the visual tests):\n  ${moved.join('\n  ')}`);

if (write) {
  for (const file of order) {
    const root = postcss.root();
    const what =
      file === BASE ? 'Base: reset, typography, utilities' : `Styles of ${file.replace(/\.css$/, '')}`;
    root.append(postcss.comment({ text: `${what} (split from global.css, in its order).` }));
    for (const section of sections.filter((s) => s.file === file))
      for (const node of section.nodes) root.append(node.clone());
    writeFileSync(join(SRC, file), `${root.toString().trim()}\n`);
  }
  const entry = postcss.root();
  entry.append(
    postcss.comment({
      text: "The kit's stylesheet: tokens and base, then each component's and screen's styles from beside it, in the cascade's order. The site imports it as @kino/ui/styles.css.",
    }),
  );
  for (const node of imports) entry.append(node.clone({ raws: { before: '\n' } }));
  for (const file of order) {
    const path = relative(dirname(GLOBAL), join(SRC, file));
    const params = JSON.stringify(path.startsWith('.') ? path : `./${path}`);
    entry.append(postcss.atRule({ name: 'import', params, raws: { before: '\n', afterName: ' ' } }));
  }
  entry.raws.semicolon = true;
  writeFileSync(GLOBAL, `${entry.toString().trim()}\n`);
  console.log(`\nWrote ${order.length} files and global.css.`);
}
