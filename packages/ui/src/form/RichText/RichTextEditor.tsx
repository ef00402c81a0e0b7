import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../components/Button/index.ts';
import { TextField } from '../../components/TextField/index.ts';
import { RichTextToolbar, type RichTextCommand, type RichTextState } from './RichTextToolbar.tsx';
import { richTextHref } from './richTextHref.ts';
import * as styles from './RichText.css';

export interface RichTextEditorProps {
  /** The document as HTML ('' when empty). */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The field label's id: it names the writing area. */
  labelId: string;
  /** The ids of the description and error under the field. */
  describedBy?: string;
  toolbarLabel: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
  /** Receives the editor's focus(), for react-hook-form's focus on the first invalid field. */
  focusRef?: (target: { focus: () => void } | null) => void;
}

/** The document as the field stores it: an empty document is ''. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

const toggles: Record<RichTextCommand, (editor: Editor) => void> = {
  h2: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  h3: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  bold: (e) => e.chain().focus().toggleBold().run(),
  italic: (e) => e.chain().focus().toggleItalic().run(),
  bulletList: (e) => e.chain().focus().toggleBulletList().run(),
  orderedList: (e) => e.chain().focus().toggleOrderedList().run(),
  blockquote: (e) => e.chain().focus().toggleBlockquote().run(),
};

/**
 * Tiptap with only the nodes and marks the server keeps of a post (sanitize.ts: h2, h3, p,
 * lists, strong, em, blockquote, br, links with an href alone). Loaded on first use
 * (FormRichTextField), so the editor's code stays out of every other page.
 */
export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelId,
  describedBy,
  toolbarLabel,
  isInvalid = false,
  isDisabled = false,
  focusRef,
}: RichTextEditorProps) {
  // The last HTML this editor reported, so a value coming back from the form is not re-set
  // (which would move the cursor) and a reset from outside is.
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  const onBlurRef = useRef(onBlur);
  useEffect(() => {
    onChangeRef.current = onChange;
    onBlurRef.current = onBlur;
  });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        // No empty paragraph kept after a list or quote: it would be stored as <p></p>.
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: [],
          // The server keeps a link's href alone: no target, rel or class to lose on save.
          HTMLAttributes: { target: null, rel: null, class: null },
          isAllowedUri: (url) => richTextHref(url) !== null,
        },
      }),
    ],
    content: value,
    editable: !isDisabled,
    shouldRerenderOnTransaction: false,
    // The writing area is a labelled multi-line textbox, described by the field's messages
    // (useEditor passes changed options on to the editor as the field re-renders).
    editorProps: {
      attributes: {
        class: styles.content,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
        ...(isDisabled ? { 'aria-disabled': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      emitted.current = html;
      onChangeRef.current(html);
    },
    onBlur: () => onBlurRef.current?.(),
  });

  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    focusRef?.({ focus: () => editor.commands.focus() });
    return () => focusRef?.(null);
  }, [editor, focusRef]);

  const state: RichTextState = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const [link, setLink] = useState<{ href: string; error: string | null } | null>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const isLinkOpen = link !== null;
  useEffect(() => {
    if (isLinkOpen) linkInput.current?.focus();
  }, [isLinkOpen]);
  const openLink = () => {
    if (link) return closeLink();
    setLink({ href: (editor.getAttributes('link').href as string | undefined) ?? '', error: null });
  };
  const closeLink = () => {
    setLink(null);
    editor.commands.focus();
  };
  const applyLink = () => {
    if (!link) return;
    const href = richTextHref(link.href);
    if (!href) {
      setLink({
        ...link,
        error: 'Use a web address (https://…), mailto: or a site path (/villas)',
      });
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected, the address itself becomes the link's text.
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] });
    else chain.setLink({ href });
    chain.run();
    setLink(null);
  };
  const removeLink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setLink(null);
  };
  const onLinkKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      applyLink();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      closeLink();
    }
  };

  return (
    <>
      <RichTextToolbar
        aria-label={toolbarLabel}
        state={state}
        isDisabled={isDisabled}
        isLinkOpen={link !== null}
        onCommand={(command) => toggles[command](editor)}
        onLink={openLink}
        onUndo={() => editor.chain().focus().undo().run()}
        onRedo={() => editor.chain().focus().redo().run()}
      />
      {link ? (
        <div className={styles.linkPanel} role="group" aria-label="Link">
          <div className={styles.linkInput}>
            <TextField
              label="Link address"
              description="https://…, mailto:… or a site path such as /villas"
              value={link.href}
              onChange={(href) => setLink({ href, error: null })}
              isInvalid={link.error !== null}
              errorMessage={link.error}
              inputRef={linkInput}
              onKeyDown={onLinkKeyDown}
            />
          </div>
          <Button size="sm" onPress={applyLink}>
            Set link
          </Button>
          {state.link ? (
            <Button size="sm" variant="secondary" onPress={removeLink}>
              Remove link
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onPress={closeLink}>
            Cancel
          </Button>
        </div>
      ) : null}
      <div
        className={styles.area}
        // Tab leaves the editor (ProseMirror's lists would take it to indent): the key never
        // reaches the writing area, so the browser moves focus on as anywhere else.
        onKeyDownCapture={(e) => {
          if (e.key === 'Tab' && !e.ctrlKey && !e.metaKey && !e.altKey) e.stopPropagation();
        }}
      >
        <EditorContent editor={editor} />
      </div>
    </>
  );
}
