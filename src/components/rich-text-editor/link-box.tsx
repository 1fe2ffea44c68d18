import { useId, useState } from 'react';
import type { Editor } from '@tiptap/react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toHref } from './link-href';

/** Sets, changes or removes the link at the selection (or inserts the address as a link). */
export function LinkBox({
  editor,
  initialHref,
  active,
  onDone,
}: {
  editor: Editor;
  initialHref: string;
  active: boolean;
  onDone: () => void;
}) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [href, setHref] = useState(initialHref);
  const [error, setError] = useState('');

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  };
  const apply = () => {
    const target = toHref(href);
    if (target === '') return active ? remove() : onDone();
    if (target === null) {
      setError('Enter a web address such as https://example.com, or an e-mail address.');
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !active) {
      // What is typed next is not part of the link.
      chain
        .insertContent({
          type: 'text',
          text: href.trim(),
          marks: [{ type: 'link', attrs: { href: target } }],
        })
        .unsetMark('link')
        .run();
    } else {
      chain.extendMarkRange('link').setLink({ href: target }).run();
    }
    onDone();
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>Link address</Label>
      <Input
        id={inputId}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        value={href}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setHref(event.target.value);
          setError('');
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {active && (
          <Button variant="outline" size="sm" onClick={remove}>
            Remove link
          </Button>
        )}
        <Button size="sm" onClick={apply}>
          {active ? 'Update link' : 'Add link'}
        </Button>
      </div>
    </div>
  );
}
