// The design-token pages' blocks: each renders the tokens parsed from tokens.css, so the docs show what the CSS says.

import { tokens } from 'virtual:design-tokens';
import { useEffect, useRef, useState } from 'react';
import { AA_TEXT, BACKGROUNDS, type ContrastPair, contrastPairs } from './contrast.ts';
import type { DesignToken, TokenGroup } from './design-tokens.ts';
import './token-docs.css';

const SAMPLE = 'Съешь же ещё этих мягких французских булок';

const byGroup = (group: TokenGroup) => tokens.filter((t) => t.group === group);

/** What a token's value computes to here and now (a clamp() at this width, a rem in px). */
function useComputed(name: string, property: string) {
  const ref = useRef<HTMLSpanElement>(null);
  const [computed, setComputed] = useState('');
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      element.style.setProperty(property, `var(${name})`);
      setComputed(getComputedStyle(element).getPropertyValue(property));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [name, property]);
  return { ref, computed };
}

function TokenName({ token }: { token: DesignToken }) {
  return (
    <div className="tok-name">
      <code>{token.name}</code>
      <span className="tok-value">{token.value}</span>
      {token.overrides.map((o) => (
        <span key={o.media} className="tok-value">
          @media {o.media}: {o.value}
        </span>
      ))}
      {token.note && <span className="tok-note">{token.note}</span>}
    </div>
  );
}

function Computed({ name, property }: { name: string; property: string }) {
  const { ref, computed } = useComputed(name, property);
  return (
    <span className="tok-computed">
      {/* The probe takes the token's value; the label beside it shows what that computes to. */}
      <span className="tok-probe" ref={ref} aria-hidden="true" />= {computed}
    </span>
  );
}

/** The section comments of a group's tokens, as the CSS file words them. */
export function TokenSections({ group }: { group: TokenGroup }) {
  const sections = [...new Set(byGroup(group).flatMap((t) => (t.section ? [t.section] : [])))];
  return sections.length ? (
    <p className="tok-sections">
      {sections.map((s) => (
        <span key={s}>tokens.css: «{s}» </span>
      ))}
    </p>
  ) : null;
}

/**
 * Each colour with its ratio on the page background where it is a text colour: computed from tokens.css (the same
 * figure as the table below), never written by hand, so a changed colour cannot leave an old figure behind.
 */
export function ColourTokens() {
  const onBackground = new Map(
    contrastPairs(tokens)
      .filter((p) => p.background === BACKGROUNDS[0] && p.required !== undefined)
      .map((p) => [p.text, p.ratio]),
  );
  return (
    <ul className="tok-grid">
      {byGroup('colour').map((token) => {
        const ratio = onBackground.get(token.name);
        return (
          <li key={token.name} className="tok-swatch">
            <span className="tok-swatch-colour" style={{ background: `var(${token.name})` }} />
            <TokenName token={token} />
            {ratio !== undefined ? (
              <span className="tok-note">
                {ratio.toFixed(2)}:1 on <code>{BACKGROUNDS[0]}</code>
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function verdict(pair: ContrastPair) {
  if (pair.required === undefined) return 'not for text';
  return pair.ratio >= pair.required ? `AA ✓ (≥ ${pair.required})` : `fails AA (< ${pair.required})`;
}

/** Every text colour on every surface with its WCAG 2.1 ratio; contrast.test.ts holds the used pairs to AA. */
export function ContrastTable() {
  const pairs = contrastPairs(tokens);
  const columns = [...BACKGROUNDS] as string[];
  const texts = [
    ...new Set(
      pairs.filter((p) => p.required === AA_TEXT && columns.includes(p.background)).map((p) => p.text),
    ),
  ];
  const backgroundsOf = (text: string) => pairs.filter((p) => p.text === text);
  return (
    <div className="tok-contrast">
      <table>
        <thead>
          <tr>
            <th scope="col">text \ background</th>
            {columns.map((b) => (
              <th key={b} scope="col">
                <code>{b}</code>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {texts.map((text) => (
            <tr key={text}>
              <th scope="row">
                <code>{text}</code>
              </th>
              {columns.map((background) => {
                const pair = backgroundsOf(text).find((p) => p.background === background);
                return pair ? <ContrastCell key={background} pair={pair} /> : <td key={background}>—</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Other pairs</h3>
      <ul className="tok-pairs">
        {pairs
          .filter((p) => !columns.includes(p.background) || p.required === 3)
          .map((pair) => (
            <li key={`${pair.text} ${pair.background}`}>
              <ContrastSample pair={pair} /> <code>{pair.text}</code> on <code>{pair.background}</code>:{' '}
              {pair.ratio.toFixed(2)}:1, {verdict(pair)}
            </li>
          ))}
      </ul>
    </div>
  );
}

function ContrastSample({ pair }: { pair: ContrastPair }) {
  return (
    <span
      className="tok-sample"
      style={{ color: `var(${pair.text})`, background: `var(${pair.background})` }}
      aria-hidden="true"
    >
      Аа
    </span>
  );
}

function ContrastCell({ pair }: { pair: ContrastPair }) {
  const failing = pair.required !== undefined && pair.ratio < pair.required;
  return (
    <td className={pair.required === undefined ? 'tok-unused' : failing ? 'tok-failing' : undefined}>
      <ContrastSample pair={pair} /> {pair.ratio.toFixed(2)}:1
      <br />
      <small>{verdict(pair)}</small>
    </td>
  );
}

export function FontTokens() {
  return (
    <ul className="tok-list">
      {byGroup('font').map((token) => (
        <li key={token.name}>
          <TokenName token={token} />
          <p className="tok-type-sample" style={{ fontFamily: `var(${token.name})` }}>
            {SAMPLE}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function TypeScale() {
  return (
    <ul className="tok-list">
      {byGroup('type').map((token) => (
        <li key={token.name}>
          <TokenName token={token} />
          <Computed name={token.name} property="font-size" />
          <p className="tok-type-sample" style={{ fontSize: `var(${token.name})` }}>
            {SAMPLE}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function LeadingTokens() {
  return (
    <ul className="tok-list">
      {byGroup('leading').map((token) => (
        <li key={token.name}>
          <TokenName token={token} />
          <p className="tok-type-sample tok-leading" style={{ lineHeight: `var(${token.name})` }}>
            {SAMPLE}. {SAMPLE}. {SAMPLE}.
          </p>
        </li>
      ))}
    </ul>
  );
}

export function SpacingScale() {
  return (
    <ul className="tok-list">
      {byGroup('space').map((token) => (
        <li key={token.name} className="tok-row">
          <span className="tok-bar" style={{ width: `var(${token.name})` }} />
          <TokenName token={token} />
          <Computed name={token.name} property="width" />
        </li>
      ))}
    </ul>
  );
}

export function LayoutTokens() {
  return (
    <ul className="tok-list">
      {byGroup('layout').map((token) => (
        <li key={token.name} className="tok-row">
          <TokenName token={token} />
          <Computed name={token.name} property="width" />
        </li>
      ))}
    </ul>
  );
}

export function RadiusTokens() {
  return (
    <ul className="tok-grid">
      {byGroup('radius').map((token) => (
        <li key={token.name}>
          <span className="tok-box" style={{ borderRadius: `var(${token.name})` }} />
          <TokenName token={token} />
        </li>
      ))}
    </ul>
  );
}

export function ShadowTokens() {
  return (
    <ul className="tok-grid">
      {byGroup('shadow').map((token) => (
        <li key={token.name}>
          <span className="tok-box tok-box-shadow" style={{ boxShadow: `var(${token.name})` }} />
          <TokenName token={token} />
        </li>
      ))}
    </ul>
  );
}

/** Durations and easings, each with a dot that moves with them (still under reduced motion, as the site is). */
export function MotionTokens() {
  const [moved, setMoved] = useState(false);
  const duration = byGroup('motion').filter((t) => t.name.startsWith('--duration'));
  const easing = byGroup('motion').filter((t) => t.name.startsWith('--ease'));
  return (
    <div>
      <button type="button" className="tok-button" onClick={() => setMoved((m) => !m)}>
        Play
      </button>
      <ul className="tok-list">
        {duration.flatMap((d) =>
          easing.map((e) => (
            <li key={`${d.name} ${e.name}`}>
              <TokenName token={d} />
              <TokenName token={e} />
              <div className="tok-track">
                <span
                  className="tok-dot"
                  style={{
                    transform: moved ? 'translateX(216px)' : 'none',
                    transition: `transform var(${d.name}) var(${e.name})`,
                  }}
                />
              </div>
            </li>
          )),
        )}
      </ul>
    </div>
  );
}
