import * as React from 'react';
import * as TooltipPrimitive from 'radix-ui/tooltip';
import { slotted } from './slotted';

const Provider = slotted(TooltipPrimitive.Provider, 'tooltip-provider');

export function TooltipProvider({
  delayDuration = 0,
  ...props
}: React.ComponentProps<typeof Provider>) {
  return <Provider delayDuration={delayDuration} {...props} />;
}

const Root = slotted(TooltipPrimitive.Root, 'tooltip');

/** Self-contained: wraps itself in a provider, so no app-level provider is required. */
export function Tooltip(props: React.ComponentProps<typeof Root>) {
  return (
    <TooltipProvider>
      <Root {...props} />
    </TooltipProvider>
  );
}

export const TooltipTrigger = slotted(TooltipPrimitive.Trigger, 'tooltip-trigger');

const Content = slotted(
  TooltipPrimitive.Content,
  'tooltip-content',
  'z-50 w-fit max-w-xs rounded-md bg-foreground px-3 py-1.5 text-xs text-balance text-background',
);

export function TooltipContent({
  sideOffset = 4,
  children,
  ...props
}: React.ComponentProps<typeof Content>) {
  return (
    <TooltipPrimitive.Portal>
      <Content sideOffset={sideOffset} {...props}>
        {children}
        <TooltipPrimitive.Arrow className="z-50 fill-foreground" />
      </Content>
    </TooltipPrimitive.Portal>
  );
}
