import * as React from 'react';
import * as TabsPrimitive from 'radix-ui/tabs';
import { cn } from '@/lib/utils';
import { slotted } from './slotted';

export const Tabs = slotted(TabsPrimitive.Root, 'tabs', 'flex flex-col gap-2');

/**
 * `inline` (default): one row, as wide as its tabs. `scroll`: one row of tabs at their own width
 * that scrolls sideways when it is wider than its space (many tabs on a phone): no row with one
 * tab left alone, and none hides (each comes into view as it takes focus).
 */
type TabsLayout = 'inline' | 'scroll';
const TabsLayoutContext = React.createContext<TabsLayout>('inline');

const tabsListLayouts: Record<TabsLayout, string> = {
  inline: 'inline-flex h-9 w-fit justify-center',
  scroll: 'flex w-fit max-w-full overflow-x-auto overscroll-x-contain',
};

export function TabsList({
  className,
  layout = 'inline',
  ...props
}: React.ComponentProps<typeof TabsPrimitive.List> & { layout?: TabsLayout }) {
  return (
    <TabsLayoutContext.Provider value={layout}>
      <TabsPrimitive.List
        data-slot="tabs-list"
        className={cn(
          'items-center rounded-lg bg-muted p-[3px] text-muted-foreground',
          tabsListLayouts[layout],
          className,
        )}
        {...props}
      />
    </TabsLayoutContext.Provider>
  );
}

const tabsTriggerLayouts: Record<TabsLayout, string> = {
  inline: 'h-[calc(100%-1px)] flex-1',
  scroll: 'h-7 shrink-0',
};

export function TabsTrigger({
  className,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  const layout = React.useContext(TabsLayoutContext);
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex items-center justify-center gap-1.5 rounded-md border border-transparent px-2 py-1 text-sm font-medium whitespace-nowrap text-foreground transition-[color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:shadow-sm [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*=size-])]:size-4',
        tabsTriggerLayouts[layout],
        className,
      )}
      {...props}
    />
  );
}

export const TabsContent = slotted(TabsPrimitive.Content, 'tabs-content', 'flex-1 outline-none');
