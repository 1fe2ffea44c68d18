import {
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import {
  contentClass,
  contentMinHeight,
  EditorFrame,
  PlaceholderText,
  toolbarRowClass,
} from './editor-frame';
import { editorHtml, richTextExtensions } from './extensions';
import { ariaKeys, readState, runTool, shownKeys, TOOLS, type ToolName } from './editor-tools';
import { LinkBox } from './link-box';
import { editorContent, trustedHtmlEvents } from './trusted-html';
import type { RichTextEditorProps } from './types';
import './prosemirror.css';

/**
 * The Tiptap editor behind RichTextEditor (loaded lazily, see index.tsx). The writing area is a
 * multi-line textbox named by the field's label; the toolbar is one tab stop (arrow keys move
 * between its buttons, Alt+F10 jumps there from the text, Escape back); Ctrl/⌘+K opens the link
 * box; Tab and Shift+Tab leave the editor like any other field.
 */
export default function TiptapEditor({
  id,
  value,
  onChange,
  onBlur,
  rows = 10,
  placeholder,
  disabled = false,
  ref,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
}: RichTextEditorProps) {
  const generatedId = useId();
  const editorId = id ?? `rich-text-${generatedId}`;
  const invalid = ariaInvalid === true || ariaInvalid === 'true';
  const required = ariaRequired === true || ariaRequired === 'true';

  const attributes = useMemo(() => {
    const attrs: Record<string, string> = {
      id: editorId,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-keyshortcuts': 'Alt+F10',
      class: contentClass,
      style: `min-height: ${contentMinHeight(rows)}`,
    };
    if (labelledBy) attrs['aria-labelledby'] = labelledBy;
    if (describedBy) attrs['aria-describedby'] = describedBy;
    if (invalid) attrs['aria-invalid'] = 'true';
    if (required) attrs['aria-required'] = 'true';
    if (placeholder) attrs['aria-placeholder'] = placeholder;
    if (disabled) attrs['aria-disabled'] = 'true';
    return attrs;
  }, [editorId, rows, labelledBy, describedBy, invalid, required, placeholder, disabled]);
  const editorProps = useMemo(
    () => ({ attributes, handleDOMEvents: trustedHtmlEvents }),
    [attributes],
  );

  // The HTML the form holds that matches the editor: what it last emitted or was given. Any
  // other `value` comes from outside (the form was reset, the job loaded) and replaces the text.
  const synced = useRef(value);
  // Content goes in as a document, never as an HTML string (trusted-html.ts: Trusted Types).
  const [initialContent] = useState(() => editorContent(value));
  const editor = useEditor({
    extensions: richTextExtensions,
    content: initialContent,
    // Tiptap's base styles come from prosemirror.css: it would write them with innerHTML.
    injectCSS: false,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = editorHtml(current);
      if (html === synced.current) return;
      synced.current = html;
      onChange(html);
    },
  });

  useEffect(() => {
    if (!editor || value === synced.current) return;
    synced.current = value;
    editor
      .chain()
      .setMeta('addToHistory', false)
      .setContent(editorContent(value), { emitUpdate: false })
      .run();
  }, [editor, value]);

  useEffect(() => {
    if (editor && editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // Clicking the label focuses the text, as it would an input (`<label for>` cannot do it here).
  useEffect(() => {
    const label = labelledBy ? document.getElementById(labelledBy) : null;
    if (!editor || !label) return;
    const focus = () => editor.commands.focus();
    label.addEventListener('click', focus);
    return () => label.removeEventListener('click', focus);
  }, [editor, labelledBy]);

  useImperativeHandle(ref, () => ({ focus: () => editor?.commands.focus() }), [editor]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => (current ? readState(current) : null),
  });

  // The toolbar: one tab stop that follows the last focused button.
  const buttons = useRef(new Map<ToolName, HTMLButtonElement>());
  const [tabStop, setTabStop] = useState<ToolName>('bold');
  const enabled = (name: ToolName) =>
    !disabled && (name === 'undo' || name === 'redo' ? Boolean(state?.[name]) : true);
  const currentStop = enabled(tabStop) ? tabStop : 'bold';
  const focusToolbar = () => buttons.current.get(currentStop)?.focus();

  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const order = TOOLS.map((t) => t.name).filter(enabled);
    const at = order.findIndex((name) => buttons.current.get(name) === document.activeElement);
    let next: number;
    if (event.key === 'ArrowRight') next = (at + 1) % order.length;
    else if (event.key === 'ArrowLeft') next = (at - 1 + order.length) % order.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = order.length - 1;
    else if (event.key === 'Escape' && editor) {
      event.preventDefault();
      editor.commands.focus();
      return;
    } else return;
    event.preventDefault();
    const name = order[next];
    if (name) buttons.current.get(name)?.focus();
  };

  // The link box.
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkHref, setLinkHref] = useState('');
  const interactedOutside = useRef(false);
  const openLink = (open: boolean) => {
    if (open && editor) {
      setLinkHref((editor.getAttributes('link').href as string | undefined) ?? '');
      interactedOutside.current = false;
    }
    setLinkOpen(open);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!editor || !(event.target instanceof Node) || !editor.view.dom.contains(event.target))
      return;
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      if (!disabled) openLink(true);
    } else if (event.altKey && event.key === 'F10') {
      event.preventDefault();
      focusToolbar();
    }
  };

  // Tab moves on to the next field, as in any form control (it does not indent list items).
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (
      event.key === 'Tab' &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey &&
      editor?.view.dom === event.target
    )
      event.stopPropagation();
  };

  // Blur for the form: only when focus leaves the editor altogether (not for its toolbar or link box).
  const onFrameBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (linkOpen) return;
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))
      return;
    onBlur?.();
  };

  return (
    <EditorFrame invalid={invalid} disabled={disabled}>
      <div onKeyDown={onKeyDown} onKeyDownCapture={onKeyDownCapture} onBlur={onFrameBlur}>
        <div
          role="toolbar"
          aria-label="Formatting"
          aria-controls={editorId}
          className={toolbarRowClass}
          onKeyDown={onToolbarKeyDown}
        >
          {TOOLS.map((tool) => {
            const { name, label, icon: Icon, keys, toggle } = tool;
            const button = (
              <Button
                key={name}
                ref={(el) => {
                  if (el) buttons.current.set(name, el);
                  else buttons.current.delete(name);
                }}
                variant="ghost"
                size="icon-sm"
                aria-label={label}
                aria-pressed={toggle ? Boolean(state?.[name]) : undefined}
                aria-keyshortcuts={ariaKeys(keys)}
                title={`${label} (${shownKeys(keys)})`}
                tabIndex={name === currentStop ? 0 : -1}
                disabled={!enabled(name)}
                className="aria-pressed:bg-accent aria-pressed:text-accent-foreground"
                onFocus={() => setTabStop(name)}
                // A pointer press keeps the focus in the text (as in any editor's toolbar): what is
                // typed right after clicking Bold goes into the text, never to the button.
                onMouseDown={name === 'link' ? undefined : (event) => event.preventDefault()}
                onClick={name === 'link' || !editor ? undefined : () => runTool(editor, name)}
              >
                <Icon aria-hidden="true" />
              </Button>
            );
            if (name === 'undo') {
              return [
                <div
                  key="separator"
                  role="separator"
                  aria-orientation="vertical"
                  className="mx-1 h-5 w-px bg-border"
                />,
                button,
              ];
            }
            if (name !== 'link' || !editor) return button;
            return (
              <Popover key={name} open={linkOpen} onOpenChange={openLink}>
                <PopoverTrigger asChild>{button}</PopoverTrigger>
                <PopoverContent
                  align="start"
                  collisionPadding={16}
                  aria-label="Link"
                  className="w-80 max-w-[calc(100vw-2rem)] p-3"
                  onInteractOutside={() => {
                    interactedOutside.current = true;
                  }}
                  onCloseAutoFocus={(event) => {
                    event.preventDefault();
                    if (!interactedOutside.current) editor.commands.focus();
                  }}
                >
                  <LinkBox
                    editor={editor}
                    initialHref={linkHref}
                    active={Boolean(state?.link)}
                    onDone={() => setLinkOpen(false)}
                  />
                </PopoverContent>
              </Popover>
            );
          })}
        </div>
        <div className="relative">
          <EditorContent editor={editor} />
          {state?.empty && <PlaceholderText>{placeholder}</PlaceholderText>}
        </div>
      </div>
    </EditorFrame>
  );
}
