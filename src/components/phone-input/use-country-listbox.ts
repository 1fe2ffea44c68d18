import * as React from 'react';
import { DROPDOWN_MIN_SPACE_BELOW_PX, TYPE_TO_FIND_RESET_MS } from './constants';
import { searchKey, type Country } from './countries';

export interface CountryListboxOptions {
  /** The options, in the order shown. */
  countries: readonly Country[];
  /** The selected country (the active option when the list opens). */
  selected: Country;
  /** The combobox button (measured to open the list where it fits). */
  buttonRef: React.RefObject<HTMLButtonElement | null>;
  /** The number field (focused after a pick). */
  inputRef: React.RefObject<HTMLInputElement | null>;
  /** A country was picked (with Enter, Space or a click); the list is closed already. */
  onPick: (country: Country) => void;
}

const PAGE = 10;

function isPrintableKey(e: React.KeyboardEvent): boolean {
  return e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;
}

/**
 * The country list's state and keyboard, for a combobox button that keeps the focus while the
 * list shows (aria-activedescendant): arrows, Home/End, PageUp/PageDown (10), type-to-find
 * (letters accumulate until TYPE_TO_FIND_RESET_MS after the last key; Space continues a search),
 * Enter/Space pick, Tab closes. Opens upwards when there is too little room below.
 */
export function useCountryListbox({
  countries,
  selected,
  buttonRef,
  inputRef,
  onPick,
}: CountryListboxOptions) {
  const [open, setOpen] = React.useState(false);
  const [side, setSide] = React.useState<'top' | 'bottom'>('bottom');
  const [activeIndex, setActiveIndex] = React.useState(0);
  const searchRef = React.useRef('');
  const searchTimerRef = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const suppressClickRef = React.useRef(false);
  const focusInputOnCloseRef = React.useRef(false);

  React.useEffect(() => () => clearTimeout(searchTimerRef.current), []);

  const resetSearch = () => {
    clearTimeout(searchTimerRef.current);
    searchRef.current = '';
  };

  const openList = () => {
    const rect = buttonRef.current?.getBoundingClientRect();
    const spaceBelow = rect ? window.innerHeight - rect.bottom : Number.POSITIVE_INFINITY;
    setSide(spaceBelow < DROPDOWN_MIN_SPACE_BELOW_PX ? 'top' : 'bottom');
    setActiveIndex(
      Math.max(
        0,
        countries.findIndex((c) => c.iso2 === selected.iso2),
      ),
    );
    resetSearch();
    setOpen(true);
  };

  const closeList = () => {
    resetSearch();
    setOpen(false);
  };

  const pick = (country: Country) => {
    focusInputOnCloseRef.current = true;
    closeList();
    onPick(country);
  };

  const typeToFind = (char: string) => {
    const search = searchRef.current + searchKey(char);
    searchRef.current = search;
    clearTimeout(searchTimerRef.current);
    searchTimerRef.current = setTimeout(() => {
      searchRef.current = '';
    }, TYPE_TO_FIND_RESET_MS);
    const index = countries.findIndex((c) => searchKey(c.name).startsWith(search));
    if (index >= 0) setActiveIndex(index);
  };

  const activeCountry = open ? countries[activeIndex] : undefined;

  /** Keys on the closed button open the list; on the open one, they move, find and pick. */
  const moveKeys: Record<string, () => number> = {
    ArrowDown: () => activeIndex + 1,
    ArrowUp: () => activeIndex - 1,
    Home: () => 0,
    End: () => countries.length - 1,
    PageDown: () => activeIndex + PAGE,
    PageUp: () => activeIndex - PAGE,
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLButtonElement>) => {
    if (!open) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        openList();
      } else if (isPrintableKey(e) && e.key !== ' ') {
        e.preventDefault();
        openList();
        typeToFind(e.key);
      }
      return; // Enter and Space click the button, which opens the list
    }
    const move = moveKeys[e.key];
    if (move) {
      e.preventDefault();
      setActiveIndex(Math.min(countries.length - 1, Math.max(0, move())));
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (e.key === ' ' && searchRef.current) {
        typeToFind(' ');
        return;
      }
      // The key's own click (Enter on keydown, Space on keyup) must not reopen the list.
      suppressClickRef.current = true;
      if (activeCountry) pick(activeCountry);
      else closeList();
    } else if (e.key === 'Tab') {
      closeList();
    } else if (isPrintableKey(e)) {
      e.preventDefault();
      typeToFind(e.key);
    }
  };

  const onKeyUp = () => {
    if (suppressClickRef.current) {
      setTimeout(() => {
        suppressClickRef.current = false;
      }, 0);
    }
  };

  const onClick = (e: React.MouseEvent<HTMLButtonElement>) => {
    if (suppressClickRef.current) {
      suppressClickRef.current = false;
      e.preventDefault(); // skips Radix's toggle
    }
  };

  const onCloseAutoFocus = (e: Event) => {
    if (focusInputOnCloseRef.current) {
      focusInputOnCloseRef.current = false;
      e.preventDefault();
      inputRef.current?.focus();
    }
  };

  const onOpenChange = (next: boolean) => {
    if (next) openList();
    else closeList();
  };

  // Options are memoised and get stable handlers, so moving the active option re-renders two of them.
  const pickRef = React.useRef<(index: number) => void>(() => {});
  React.useLayoutEffect(() => {
    pickRef.current = (index) => {
      const picked = countries[index];
      if (picked) pick(picked);
    };
  });
  const pickIndex = React.useCallback((index: number) => pickRef.current(index), []);

  return {
    open,
    side,
    activeIndex,
    activeCountry,
    /** For the Popover. */
    onOpenChange,
    onCloseAutoFocus,
    /** For the combobox button. */
    buttonProps: { onKeyDown, onKeyUp, onClick },
    /** For the options (stable). */
    pickIndex,
    setActiveIndex,
  };
}
