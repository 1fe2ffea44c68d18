/**
 * Class lists that several primitives share, so a change to one look reaches every part that has
 * it: the modal pieces of Dialog, AlertDialog and Sheet, and the rows of DropdownMenu and Select.
 */
export const modalClasses = {
  overlay: 'fixed inset-0 z-50 bg-black/50',
  /** A panel centred on the screen, 1 rem clear of each edge (Dialog, AlertDialog). */
  centred:
    'fixed top-1/2 left-1/2 z-50 grid w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg outline-none',
  header: 'flex flex-col gap-2 text-center sm:text-left',
  footer: 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
  title: 'text-lg font-semibold',
  description: 'text-sm text-muted-foreground',
  /** The top-right close button (Dialog, Sheet). */
  close:
    'absolute top-4 right-4 rounded-xs opacity-70 transition-opacity outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*=size-])]:size-4',
} as const;

/** A row of a menu or a list box (DropdownMenu items, Select options); the caller adds the padding. */
export const menuRowClassName =
  'relative flex cursor-default items-center gap-2 rounded-sm py-1.5 text-sm outline-hidden select-none focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*=size-])]:size-4';

/** The floating surface of a menu, list box or popover. */
export const popupSurfaceClassName = 'z-50 rounded-md border bg-popover text-popover-foreground';

/** A menu or list box separator line. */
export const menuSeparatorClassName = '-mx-1 my-1 h-px bg-border';

/** What a checkbox, a radio button and a switch share: the focus ring, the disabled look. */
export const toggleControlClassName =
  'peer shrink-0 shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50';
