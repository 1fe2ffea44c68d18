import type { ComponentType, Ref } from 'react';
import type { Location } from '@generated/types.gen';

/**
 * Pieces the company screens share with the job screens (location search, description display).
 * Features don't import each other, so the routes hand them in; these are the props the company
 * screens use. (The description editor and the allow-list are shared components and lib.)
 */
interface AriaControlProps {
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-required'?: boolean | 'true' | 'false';
}

export interface LocationPickerProps extends AriaControlProps {
  value: string[];
  onChange: (ids: string[]) => void;
  onBlur?: () => void;
  multiple?: boolean;
  knownLocations?: Location[];
  noun?: string;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
}

export interface CompanySlots {
  /** Searches and picks locations. */
  LocationPicker: ComponentType<LocationPickerProps>;
  /** Renders description HTML, sanitised. */
  RichText: ComponentType<{ html: string; className?: string }>;
}
