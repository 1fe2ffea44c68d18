import type { ReactNode } from 'react';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';

/** The header's navigation in a drawer, for small screens. */
export function MobileMenu({
  open,
  onOpenChange,
  links,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" width="narrow" className="p-6" aria-describedby={undefined}>
        <SheetTitle>Menu</SheetTitle>
        <nav
          aria-label="Mobile"
          className="flex flex-col gap-1"
          onClick={() => onOpenChange(false)}
        >
          {links}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
