import * as React from 'react';
import * as DropdownMenuPrimitive from 'radix-ui/dropdown-menu';
import CheckIcon from 'lucide-react/icons/check';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import CircleIcon from 'lucide-react/icons/circle';
import { cn } from '@/lib/utils';
import { usePopupFocus } from './focus-return';
import { slotted } from './slotted';
import { menuRowClassName, menuSeparatorClassName, popupSurfaceClassName } from './ui-classes';

const itemBase = cn(menuRowClassName, 'px-2');

export const DropdownMenu = slotted(DropdownMenuPrimitive.Root, 'dropdown-menu');
export const DropdownMenuPortal = slotted(DropdownMenuPrimitive.Portal, 'dropdown-menu-portal');
export const DropdownMenuTrigger = slotted(DropdownMenuPrimitive.Trigger, 'dropdown-menu-trigger');

const MenuContent = slotted(
  DropdownMenuPrimitive.Content,
  'dropdown-menu-content',
  cn(
    popupSurfaceClassName,
    'max-h-(--radix-dropdown-menu-content-available-height) min-w-[8rem] overflow-x-hidden overflow-y-auto p-1 shadow-md',
  ),
);

export function DropdownMenuContent({
  sideOffset = 4,
  ref,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof MenuContent>) {
  // Focus back to the trigger, or by decision 012's rule when the trigger's row is gone.
  const [setContent, onClose] = usePopupFocus(ref, onCloseAutoFocus);
  return (
    <DropdownMenuPrimitive.Portal>
      <MenuContent sideOffset={sideOffset} ref={setContent} onCloseAutoFocus={onClose} {...props} />
    </DropdownMenuPrimitive.Portal>
  );
}

export const DropdownMenuGroup = slotted(DropdownMenuPrimitive.Group, 'dropdown-menu-group');

export interface DropdownMenuItemProps extends React.ComponentProps<
  typeof DropdownMenuPrimitive.Item
> {
  inset?: boolean;
  variant?: 'default' | 'destructive';
}

const Item = slotted(
  DropdownMenuPrimitive.Item,
  'dropdown-menu-item',
  cn(
    itemBase,
    'data-[inset]:pl-8 data-[variant=destructive]:text-destructive data-[variant=destructive]:focus:bg-destructive/10 data-[variant=destructive]:focus:text-destructive',
  ),
);

export function DropdownMenuItem({ inset, variant = 'default', ...props }: DropdownMenuItemProps) {
  return <Item data-inset={inset} data-variant={variant} {...props} />;
}

/** Where a checkbox or radio item shows its tick or dot. */
function ItemIndicator({ children }: { children: React.ReactNode }) {
  return (
    <span className="pointer-events-none absolute left-2 flex size-3.5 items-center justify-center">
      <DropdownMenuPrimitive.ItemIndicator>{children}</DropdownMenuPrimitive.ItemIndicator>
    </span>
  );
}
const tick = (
  <ItemIndicator>
    <CheckIcon className="size-4" aria-hidden="true" />
  </ItemIndicator>
);
const dot = (
  <ItemIndicator>
    <CircleIcon className="size-2 fill-current" aria-hidden="true" />
  </ItemIndicator>
);

const CheckboxItem = slotted(
  DropdownMenuPrimitive.CheckboxItem,
  'dropdown-menu-checkbox-item',
  cn(itemBase, 'pl-8'),
);
const RadioItem = slotted(
  DropdownMenuPrimitive.RadioItem,
  'dropdown-menu-radio-item',
  cn(itemBase, 'pl-8'),
);

export function DropdownMenuCheckboxItem({
  children,
  ...props
}: React.ComponentProps<typeof CheckboxItem>) {
  return (
    <CheckboxItem {...props}>
      {tick}
      {children}
    </CheckboxItem>
  );
}

export const DropdownMenuRadioGroup = slotted(
  DropdownMenuPrimitive.RadioGroup,
  'dropdown-menu-radio-group',
);

export function DropdownMenuRadioItem({
  children,
  ...props
}: React.ComponentProps<typeof RadioItem>) {
  return (
    <RadioItem {...props}>
      {dot}
      {children}
    </RadioItem>
  );
}

/** A menu heading; `weight="normal"` for a block of account details at the top of a menu. */
export function DropdownMenuLabel({
  className,
  inset,
  weight = 'medium',
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Label> & {
  inset?: boolean;
  weight?: 'medium' | 'normal';
}) {
  return (
    <DropdownMenuPrimitive.Label
      data-slot="dropdown-menu-label"
      data-inset={inset}
      className={cn(
        'px-2 py-1.5 text-sm data-[inset]:pl-8',
        weight === 'medium' ? 'font-medium' : 'font-normal',
        className,
      )}
      {...props}
    />
  );
}

export const DropdownMenuSeparator = slotted(
  DropdownMenuPrimitive.Separator,
  'dropdown-menu-separator',
  menuSeparatorClassName,
);
export const DropdownMenuShortcut = slotted(
  'span',
  'dropdown-menu-shortcut',
  'ml-auto text-xs tracking-widest text-muted-foreground',
);
export const DropdownMenuSub = slotted(DropdownMenuPrimitive.Sub, 'dropdown-menu-sub');

const SubTrigger = slotted(
  DropdownMenuPrimitive.SubTrigger,
  'dropdown-menu-sub-trigger',
  cn(
    itemBase,
    'data-[inset]:pl-8 data-[state=open]:bg-accent data-[state=open]:text-accent-foreground',
  ),
);

export function DropdownMenuSubTrigger({
  inset,
  children,
  ...props
}: React.ComponentProps<typeof SubTrigger> & { inset?: boolean }) {
  return (
    <SubTrigger data-inset={inset} {...props}>
      {children}
      <ChevronRightIcon className="ml-auto size-4" aria-hidden="true" />
    </SubTrigger>
  );
}

const SubContent = slotted(
  DropdownMenuPrimitive.SubContent,
  'dropdown-menu-sub-content',
  cn(popupSurfaceClassName, 'min-w-[8rem] overflow-hidden p-1 shadow-lg'),
);

export function DropdownMenuSubContent(props: React.ComponentProps<typeof SubContent>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <SubContent {...props} />
    </DropdownMenuPrimitive.Portal>
  );
}
