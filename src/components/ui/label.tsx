import * as LabelPrimitive from 'radix-ui/label';
import { slotted } from './slotted';

export const Label = slotted(
  LabelPrimitive.Root,
  'label',
  'flex select-none items-center text-sm font-medium leading-none peer-disabled:opacity-50',
);
