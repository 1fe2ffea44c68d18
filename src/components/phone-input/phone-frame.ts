/**
 * The phone input's look, shared by PhoneInput and the stand-in LazyPhoneInput shows until the
 * number rules have loaded (the swap moves nothing).
 */
export const PHONE_FRAME_CLASS =
  'flex h-9 w-full min-w-0 rounded-md border border-input bg-transparent shadow-xs transition-[color,box-shadow] focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50 has-[input[aria-invalid=true]]:border-destructive has-[input[aria-invalid=true]]:ring-destructive/20';
export const PHONE_FRAME_DISABLED_CLASS = 'cursor-not-allowed opacity-50';
export const PHONE_COUNTRY_BUTTON_CLASS =
  'flex shrink-0 items-center gap-1 rounded-l-md border-r border-input px-2.5 outline-none hover:bg-accent focus-visible:bg-accent disabled:pointer-events-none';
export const PHONE_TEXT_CLASS =
  'min-w-0 flex-1 rounded-r-md bg-transparent px-3 py-1 text-base outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed md:text-sm';
