import type { ContentBlock } from '@kino/api/types';
import { describe, expect, it } from 'vitest';
import { blocksToDoc, docToBlocks } from './blocks.ts';

const blocks: ContentBlock[] = [
  { type: 'heading', level: 2, text: 'Премьера недели' },
  { type: 'paragraph', text: 'В субботу — показ для всей семьи.' },
  { type: 'list', ordered: false, items: ['Попкорн', 'Напитки'] },
  { type: 'list', ordered: true, items: ['Купите билет', 'Приходите'] },
  {
    type: 'image',
    image: { url: 'http://localhost:4000/media/a.jpg', width: 1280, height: 720, alt: 'Зал' },
    caption: 'Большой зал',
  },
  { type: 'heading', level: 3, text: 'Подробности' },
  {
    type: 'paragraph',
    text: 'Правила — в разделе «Документы», вопросы — на info@kino.example.',
    links: [
      { from: 13, to: 32, href: '/documents/' },
      { from: 45, to: 61, href: 'mailto:info@kino.example' },
    ],
  },
  {
    type: 'list',
    ordered: false,
    items: ['Афиша на неделю', 'Без ссылки'],
    itemLinks: [[{ from: 0, to: 5, href: '/afisha/' }], []],
  },
  {
    type: 'quote',
    text: 'Кино — это жизнь,\nиз которой вырезали скуку.\n\nВторой абзац.',
    cite: 'Альфред Хичкок',
  },
  { type: 'quote', text: 'Без подписи.', cite: null },
];

describe('blocks ↔ editor document', () => {
  it('round-trips every block type the contract has, links and quotes included', () => {
    expect(docToBlocks(blocksToDoc(blocks))).toEqual(blocks);
  });

  it('turns link marks into ranges over the trimmed text, joining one link split into several text nodes', () => {
    const link = (href: string) => [{ type: 'link', attrs: { href } }];
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: '  Смотрите ' },
            { type: 'text', text: 'афишу', marks: link('/afisha/') },
            { type: 'text', text: ' недели', marks: [...link('/afisha/'), { type: 'bold' }] },
            { type: 'text', text: ' и ' },
            { type: 'text', text: 'плохую', marks: link('javascript:alert(1)') },
            { type: 'text', text: ' ссылку.  ' },
          ],
        },
      ],
    };
    expect(docToBlocks(doc)).toEqual([
      {
        type: 'paragraph',
        text: 'Смотрите афишу недели и плохую ссылку.',
        links: [{ from: 9, to: 21, href: '/afisha/' }],
      },
    ]);
  });

  it('starts an empty document with one empty paragraph and saves it as no blocks', () => {
    const doc = blocksToDoc([]);
    expect(doc.content).toEqual([{ type: 'paragraph' }]);
    expect(docToBlocks(doc)).toEqual([]);
  });

  it('keeps text only: marks are dropped, nested lists flattened, unknown nodes become paragraphs', () => {
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Жирный ', marks: [{ type: 'bold' }] },
            { type: 'text', text: 'текст' },
          ],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: 'Один' }] },
                {
                  type: 'bulletList',
                  content: [
                    {
                      type: 'listItem',
                      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'вложенный' }] }],
                    },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'codeBlock', content: [{ type: 'text', text: 'код' }] },
        { type: 'paragraph', content: [] },
      ],
    };
    expect(docToBlocks(doc)).toEqual([
      { type: 'paragraph', text: 'Жирный текст' },
      { type: 'list', ordered: false, items: ['Один вложенный'] },
      { type: 'paragraph', text: 'код' },
    ]);
  });
});
