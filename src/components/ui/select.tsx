import * as React from 'react';
import * as SelectPrimitive from 'radix-ui/select';
import CheckIcon from 'lucide-react/icons/check';
import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import ChevronUpIcon from 'lucide-react/icons/chevron-up';
import { cn } from '@/lib/utils';
import { usePopupFocus } from './focus-return';
import { slotted } from './slotted';
import { menuRowClassName, menuSeparatorClassName, popupSurfaceClassName } from './ui-classes';

export const Select = slotted(SelectPrimitive.Root, 'select');
export const SelectGroup = slotted(SelectPrimitive.Group, 'select-group');
export const SelectValue = slotted(SelectPrimitive.Value, 'select-value');

/** The default size fills its field; the small one (in tables and toolbars) takes the caller's width. */
export function SelectTrigger({
  className,
  size = 'default',
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Trigger> & { size?: 'sm' | 'default' }) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      data-size={size}
      className={cn(
        'flex items-center justify-between gap-2 rounded-md border border-input bg-transparent px-3 py-2 text-sm whitespace-nowrap shadow-xs transition-[color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 data-[placeholder]:text-muted-foreground data-[size=default]:h-9 data-[size=default]:w-full data-[size=sm]:h-8 *:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center *:data-[slot=select-value]:gap-2 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*=size-])]:size-4',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon className="size-4 opacity-50" aria-hidden="true" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  ref,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Content>) {
  // Focus back to the trigger, or by decision 012's rule when the trigger's row is gone.
  const [setContent, onClose] = usePopupFocus(ref, onCloseAutoFocus);
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        ref={setContent}
        onCloseAutoFocus={onClose}
        data-slot="select-content"
        position={position}
        className={cn(
          popupSurfaceClassName,
          'relative max-h-(--radix-select-content-available-height) min-w-[8rem] overflow-x-hidden overflow-y-auto shadow-md',
          position === 'popper' &&
            'data-[side=bottom]:translate-y-1 data-[side=left]:-translate-x-1 data-[side=right]:translate-x-1 data-[side=top]:-translate-y-1',
          className,
        )}
        {...props}
      >
        <SelectScrollUpButton />
        <SelectPrimitive.Viewport
          className={cn(
            'p-1',
            position === 'popper' &&
              'h-[var(--radix-select-trigger-height)] w-full min-w-[var(--radix-select-trigger-width)] scroll-my-1',
          )}
        >
          {children}
        </SelectPrimitive.Viewport>
        <SelectScrollDownButton />
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export const SelectLabel = slotted(
  SelectPrimitive.Label,
  'select-label',
  'px-2 py-1.5 text-xs text-muted-foreground',
);

const Item = slotted(SelectPrimitive.Item, 'select-item', cn(menuRowClassName, 'w-full pr-8 pl-2'));

export function SelectItem({ children, ...props }: React.ComponentProps<typeof Item>) {
  return (
    <Item {...props}>
      <span className="absolute right-2 flex size-3.5 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <CheckIcon className="size-4" aria-hidden="true" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </Item>
  );
}

export const SelectSeparator = slotted(
  SelectPrimitive.Separator,
  'select-separator',
  cn('pointer-events-none', menuSeparatorClassName),
);

const scrollButtonClassName = 'flex cursor-default items-center justify-center py-1';
const ScrollUpButton = slotted(
  SelectPrimitive.ScrollUpButton,
  'select-scroll-up-button',
  scrollButtonClassName,
);
const ScrollDownButton = slotted(
  SelectPrimitive.ScrollDownButton,
  'select-scroll-down-button',
  scrollButtonClassName,
);

export function SelectScrollUpButton(props: React.ComponentProps<typeof ScrollUpButton>) {
  return (
    <ScrollUpButton {...props}>
      <ChevronUpIcon className="size-4" aria-hidden="true" />
    </ScrollUpButton>
  );
}

export function SelectScrollDownButton(props: React.ComponentProps<typeof ScrollDownButton>) {
  return (
    <ScrollDownButton {...props}>
      <ChevronDownIcon className="size-4" aria-hidden="true" />
    </ScrollDownButton>
  );
}

/** One choice of an OptionSelect: the value picked, the text shown, and whether it may be picked. */
export interface SelectOption<V extends string = string> {
  value: V;
  label: React.ReactNode;
  disabled?: boolean;
}

type TriggerProps = Omit<
  React.ComponentProps<typeof SelectTrigger>,
  'value' | 'defaultValue' | 'dir' | 'disabled' | 'children'
>;

/**
 * A Select of fixed choices, the one way the app writes one: the trigger shows the chosen text
 * (or the placeholder) and takes the rest of the props (`id`, `aria-label`, `size`, `className`,
 * `ref`, `onBlur`); one item per option, in order.
 */
export function OptionSelect<V extends string>({
  value,
  onValueChange,
  options,
  placeholder,
  name,
  disabled,
  onCloseAutoFocus,
  ...trigger
}: TriggerProps & {
  value: V | '';
  onValueChange: (value: V) => void;
  options: readonly SelectOption<V>[];
  placeholder?: string;
  name?: string;
  disabled?: boolean;
  /** See useDeferredPick: a pick acted on once the select has closed. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Select
      name={name}
      value={value}
      disabled={disabled}
      onValueChange={(picked) => onValueChange(picked as V)}
    >
      <SelectTrigger {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent onCloseAutoFocus={onCloseAutoFocus}>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
