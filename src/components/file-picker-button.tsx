import * as React from 'react';
import { Button } from '@/components/ui/button';

export interface FilePickerButtonProps extends Omit<
  React.ComponentProps<typeof Button>,
  'onClick' | 'type'
> {
  /** The file input's `accept` (extensions and MIME types). */
  accept: string;
  /** The file picked (the input is emptied, so the same file can be picked again). */
  onFile: (file: File) => void;
  /** A test id for the hidden file input (tests set its files directly). */
  inputTestId?: string;
}

/**
 * A button that opens the file chooser: the file input stays hidden and the button, which people
 * and assistive technology know, clicks it.
 */
export function FilePickerButton({
  accept,
  onFile,
  inputTestId,
  children,
  ...buttonProps
}: FilePickerButtonProps) {
  const input = React.useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...buttonProps} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid={inputTestId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
