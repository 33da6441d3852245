// Rich text for news, events, documents and pages: TipTap restricted to the contract's blocks, never raw HTML.
import type { ContentBlock, Image as ContentImage } from '@kino/api/types';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useRef, useState } from 'react';
import { blocksToDoc, docToBlocks, LINK_PATTERN } from '#src/admin/lib/blocks.ts';
import { FieldError, FieldHint } from '#src/forms/fields.tsx';
import { CancelButton } from './dialog.tsx';

/** The image node keeps the contract's intrinsic size, so a saved image block has its width and height. */
const ContentImageNode = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      width: { default: null },
      height: { default: null },
    };
  },
}).configure({ inline: false, allowBase64: false });

/**
 * Only what the contract's blocks can hold (decision 013): paragraphs, headings 2–3, lists, quotes, images, and links
 * over text. Other inline marks, code and rules have no block to land in, so they are switched off rather than
 * silently dropped on save.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    bold: false,
    italic: false,
    strike: false,
    underline: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: false,
      HTMLAttributes: { rel: 'noopener', target: null },
      isAllowedUri: (url: string) => LINK_PATTERN.test(url),
    },
  }),
  ContentImageNode,
];

export interface RichTextEditorProps {
  label: string;
  /** The blocks the editor starts with; remount (key) to load another item. */
  initialBlocks: readonly ContentBlock[];
  onChange: (blocks: ContentBlock[]) => void;
  error?: string;
  hint?: string;
  /** Uploads an image and answers the contract's image; without it the image button is not shown. */
  onUploadImage?: (file: File, alt: string) => Promise<ContentImage>;
}

export function RichTextEditor({
  label,
  initialBlocks,
  onChange,
  error,
  hint,
  onUploadImage,
}: RichTextEditorProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: blocksToDoc(initialBlocks),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor }) => onChange(docToBlocks(editor.getJSON())),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor }) => ({
      paragraph: editor?.isActive('paragraph') ?? false,
      h2: editor?.isActive('heading', { level: 2 }) ?? false,
      h3: editor?.isActive('heading', { level: 3 }) ?? false,
      bullet: editor?.isActive('bulletList') ?? false,
      ordered: editor?.isActive('orderedList') ?? false,
      quote: editor?.isActive('blockquote') ?? false,
      link: editor?.isActive('link') ?? false,
      href: (editor?.getAttributes('link').href as string | undefined) ?? '',
      selection: editor ? !editor.state.selection.empty : false,
      canUndo: editor?.can().undo() ?? false,
      canRedo: editor?.can().redo() ?? false,
    }),
  });
  const [imagePanel, setImagePanel] = useState(false);
  const [linkPanel, setLinkPanel] = useState(false);

  const chain = () => editor?.chain().focus();
  return (
    <div className="field">
      <span id={`${id}-label`} className="field-label">
        {label}
      </span>
      <div className={`adm-editor${error ? ' has-error' : ''}`}>
        <div className="adm-editor-toolbar" role="toolbar" aria-label={`Оформление: ${label}`}>
          <ToolButton
            pressed={active?.paragraph}
            onClick={() => chain()?.setParagraph().run()}
            label="Абзац"
          />
          <ToolButton
            pressed={active?.h2}
            onClick={() => chain()?.toggleHeading({ level: 2 }).run()}
            label="Заголовок"
          />
          <ToolButton
            pressed={active?.h3}
            onClick={() => chain()?.toggleHeading({ level: 3 }).run()}
            label="Подзаголовок"
          />
          <span className="adm-editor-sep" aria-hidden="true" />
          <ToolButton
            pressed={active?.bullet}
            onClick={() => chain()?.toggleBulletList().run()}
            label="Список"
          />
          <ToolButton
            pressed={active?.ordered}
            onClick={() => chain()?.toggleOrderedList().run()}
            label="Нумерованный список"
          />
          <ToolButton
            pressed={active?.quote}
            onClick={() => chain()?.toggleBlockquote().run()}
            label="Цитата"
          />
          <ToolButton
            pressed={linkPanel || active?.link}
            onClick={() => setLinkPanel((v) => !v)}
            label="Ссылка"
          />
          {onUploadImage ? (
            <>
              <span className="adm-editor-sep" aria-hidden="true" />
              <ToolButton pressed={imagePanel} onClick={() => setImagePanel((v) => !v)} label="Изображение" />
            </>
          ) : null}
          <span className="adm-editor-sep" aria-hidden="true" />
          <ToolButton disabled={!active?.canUndo} onClick={() => chain()?.undo().run()} label="Отменить" />
          <ToolButton disabled={!active?.canRedo} onClick={() => chain()?.redo().run()} label="Повторить" />
        </div>
        {linkPanel ? (
          <LinkPanel
            href={active?.href ?? ''}
            inLink={active?.link ?? false}
            hasSelection={active?.selection ?? false}
            onApply={(href) => {
              chain()?.extendMarkRange('link').setLink({ href }).run();
              setLinkPanel(false);
            }}
            onRemove={() => {
              chain()?.extendMarkRange('link').unsetLink().run();
              setLinkPanel(false);
            }}
            onCancel={() => {
              setLinkPanel(false);
              editor?.commands.focus();
            }}
          />
        ) : null}
        {imagePanel && onUploadImage ? (
          <ImagePanel
            onCancel={() => setImagePanel(false)}
            onInsert={async (file, alt) => {
              const image = await onUploadImage(file, alt);
              editor
                ?.chain()
                .focus()
                .setImage({ src: image.url, alt: image.alt || alt })
                .updateAttributes('image', { width: image.width, height: image.height })
                .run();
              setImagePanel(false);
            }}
          />
        ) : null}
        <EditorContent editor={editor} className="adm-editor-content" />
      </div>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A toolbar button whose visible text is its name (voice control users say what they see). */
function ToolButton({
  label,
  pressed,
  disabled,
  onClick,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children?: null;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed === undefined ? undefined : pressed}
      disabled={disabled}
      // Keeps the editor's selection: the command applies to what was selected, not to the button.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/**
 * The address of a link over the selected text (or of the link the cursor is in): typed in a field of the page, not
 * a browser prompt, and checked as the contract checks it.
 */
function LinkPanel({
  href,
  inLink,
  hasSelection,
  onApply,
  onRemove,
  onCancel,
}: {
  href: string;
  inLink: boolean;
  hasSelection: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(href);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = () => {
    const address = value.trim();
    if (!inLink && !hasSelection) return setProblem('Выделите в тексте слова, которые станут ссылкой.');
    if (!LINK_PATTERN.test(address))
      return setProblem('Адрес начинается с https://, mailto:, tel: или / (страница этого сайта).');
    onApply(address);
  };
  return (
    <div className="adm-dialog-body" style={{ borderBottom: '1px solid var(--color-border)' }}>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-href`}>
          Адрес ссылки
        </label>
        <input
          id={`${id}-href`}
          value={value}
          inputMode="url"
          autoComplete="off"
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => setValue(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
            if (e.key === 'Escape') onCancel();
          }}
        />
        <p id={`${id}-hint`} className="field-hint">
          https://…, mailto:адрес, tel:+375… или страница сайта: /afisha/
        </p>
        {problem ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="adm-actions">
        <button type="button" className="button button-small button-primary" onClick={apply}>
          Применить
        </button>
        {inLink ? (
          <button type="button" className="button button-small" onClick={onRemove}>
            Убрать ссылку
          </button>
        ) : null}
        <CancelButton onCancel={onCancel} small />
      </div>
    </div>
  );
}

/** Choose an image and say what it shows; the alt text is required, as on the site every image has one. */
function ImagePanel({
  onInsert,
  onCancel,
}: {
  onInsert: (file: File, alt: string) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="adm-dialog-body" style={{ borderBottom: '1px solid var(--color-border)' }}>
      <div className="adm-grid-2">
        <div className="field">
          <label className="field-label" htmlFor={`${id}-file`}>
            Файл изображения
          </label>
          <input id={`${id}-file`} ref={fileRef} type="file" accept="image/jpeg,image/png,image/webp" />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-alt`}>
            Что на изображении (для незрячих)
          </label>
          <input id={`${id}-alt`} value={alt} onChange={(e) => setAlt(e.currentTarget.value)} />
        </div>
      </div>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="adm-actions">
        <button
          type="button"
          className="button button-small button-primary"
          disabled={busy}
          onClick={async () => {
            const file = fileRef.current?.files?.[0];
            if (!file) return setProblem('Выберите файл.');
            if (!alt.trim()) return setProblem('Опишите, что на изображении.');
            setBusy(true);
            setProblem(null);
            try {
              await onInsert(file, alt.trim());
            } catch {
              setProblem('Не удалось загрузить изображение.');
            } finally {
              setBusy(false);
            }
          }}
        >
          {busy ? 'Загружаем…' : 'Вставить'}
        </button>
        <CancelButton onCancel={onCancel} small />
      </div>
    </div>
  );
}
