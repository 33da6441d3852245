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
];

describe('blocks ↔ editor document', () => {
  it('round-trips every block type the contract has', () => {
    expect(docToBlocks(blocksToDoc(blocks))).toEqual(blocks);
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
