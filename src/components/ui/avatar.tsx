import * as React from 'react';
import * as AvatarPrimitive from 'radix-ui/avatar';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';
import { slotted } from './slotted';

// The fallback inherits the text size and is clipped to the avatar's shape.
const avatarVariants = cva('relative flex shrink-0 overflow-hidden', {
  variants: {
    size: { sm: 'size-6 text-[10px]', md: 'size-8 text-sm', lg: 'size-10 text-sm' },
    shape: { circle: 'rounded-full', square: 'rounded-md' },
  },
  defaultVariants: { size: 'md', shape: 'circle' },
});

export function Avatar({
  className,
  size,
  shape,
  ...props
}: React.ComponentProps<typeof AvatarPrimitive.Root> & VariantProps<typeof avatarVariants>) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn(avatarVariants({ size, shape }), className)}
      {...props}
    />
  );
}

/** Always pass a meaningful `alt` (or `alt=""` when the name is shown next to it). */
export const AvatarImage = slotted(
  AvatarPrimitive.Image,
  'avatar-image',
  'aspect-square size-full object-cover',
);

export const AvatarFallback = slotted(
  AvatarPrimitive.Fallback,
  'avatar-fallback',
  'flex size-full items-center justify-center bg-muted font-medium',
);
