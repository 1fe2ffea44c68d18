// Over 400 lines on purpose: one control (input, country picker, type-to-find, validity) whose rules
// (spec sections 5 and 9) only make sense together; splitting it would scatter shared state.
import * as React from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import {
  DEFAULT_PHONE_MESSAGES,
  DEFAULT_PHONE_MODE,
  DIGITS_ONLY_DISALLOWED,
  DROPDOWN_MIN_SPACE_BELOW_PX,
  MAX_RAW_LENGTH,
  PHONE_MODES,
  TYPE_TO_FIND_RESET_MS,
  type PhoneMessages,
  type PhoneMode,
} from './constants';
import { buildCountryList, flagEmoji, getAllCountries, searchKey, type Country } from './countries';
import { parseCountryLookup } from './country-lookup';
import {
  countryOfInternationalNumber,
  isPhoneMode,
  validatePhone,
  type ParsedPhone,
  type PhoneValidation,
} from './validate-phone';

export interface PhoneInputLabels {
  /** Prefix of the country button's accessible name: '{country}: United Kingdom +44'. Default 'Country'. */
  country: string;
  /** Accessible name of the country list. Default 'Countries'. */
  countryList: string;
  /** Group of `preferredCountries`. Default 'Suggested countries'. */
  preferredGroup: string;
  /** Group of the other countries (shown only when there are preferred ones). Default 'All countries'. */
  otherGroup: string;
}

const DEFAULT_LABELS: PhoneInputLabels = {
  country: 'Country',
  countryList: 'Countries',
  preferredGroup: 'Suggested countries',
  otherGroup: 'All countries',
};

type NativeInputProps = Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'pattern' | 'maxLength' | 'children'
>;

export interface PhoneInputProps extends NativeInputProps {
  /** E.164 ('+442079460018') or any raw text. Use with react-hook-form's Controller / useController. */
  value?: string;
  /** Receives E.164 when the number is valid, otherwise the raw text ('' when empty). */
  onChange?: (value: string) => void;
  /** Called after every change of the text or the country (and once on mount). */
  onValidityChange?: (valid: boolean, parsed: ParsedPhone) => void;
  onCountryChange?: (country: Country) => void;
  /** ISO code of the initially selected country (unused when `detectCountry` is on). */
  defaultCountry?: string;
  /** Only these countries are offered. */
  allowedCountries?: readonly string[];
  /** All countries but these are offered. */
  ignoredCountries?: readonly string[];
  /** Listed first, in this order. The first one is also the fallback country. */
  preferredCountries?: readonly string[];
  /** Accept only digits, spaces, parentheses, hyphen and plus; other characters are dropped as typed. */
  digitsOnly?: boolean;
  /** The raw text must match this to be accepted (an empty field is always accepted). */
  pattern?: RegExp;
  /** Format applied to a valid number on blur. Default 'international'. */
  mode?: PhoneMode;
  /** Override the validation messages, keyed by error code. */
  messages?: Partial<PhoneMessages>;
  /** Detect the default country with `lookupCountry` on mount. Off by default. */
  detectCountry?: boolean;
  /** Returns the IP-to-country service's text (e.g. '1;GB;GBR;United Kingdom'); see parseCountryLookup. */
  lookupCountry?: () => Promise<string>;
  /**
   * Show the validation message under the field: undefined (default) after blur or a submit
   * attempt; true whenever invalid; false never (when the form shows it, e.g. through FormField).
   */
  showMessage?: boolean;
  /** Locale for country names. Default 'en'. */
  locale?: string;
  labels?: Partial<PhoneInputLabels>;
  /** Classes for the text input (className goes to the wrapper). */
  inputClassName?: string;
}

interface CountryOptionProps {
  id: string;
  country: Country;
  index: number;
  active: boolean;
  selected: boolean;
  onPick: (index: number) => void;
  onHover: (index: number) => void;
}

function scrollIntoViewIfPossible(el: HTMLDivElement | null) {
  if (el && typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'nearest' });
}

const CountryOption = React.memo(function CountryOption({
  id,
  country,
  index,
  active,
  selected,
  onPick,
  onHover,
}: CountryOptionProps) {
  return (
    <div
      id={id}
      role="option"
      aria-selected={selected}
      data-active={active || undefined}
      ref={active ? scrollIntoViewIfPossible : undefined}
      className="flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm select-none aria-selected:font-medium data-[active]:bg-accent data-[active]:text-accent-foreground"
      onMouseDown={(e) => e.preventDefault()} // keep focus on the combobox
      onMouseMove={() => {
        if (!active) onHover(index);
      }}
      onClick={() => onPick(index)}
    >
      <span aria-hidden="true" className="text-base leading-none">
        {flagEmoji(country.iso2)}
      </span>{' '}
      <span className="flex-1 truncate">{country.name}</span>{' '}
      <span className="text-muted-foreground tabular-nums">+{country.dialCode}</span>
    </div>
  );
});

function assignRef<T>(ref: React.Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

function splitKey(key: string): string[] | undefined {
  return key ? key.split(',') : undefined;
}

function isPrintableKey(e: React.KeyboardEvent): boolean {
  return e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;
}

/** RegExp.test without the statefulness of global/sticky expressions. */
function patternAccepts(pattern: RegExp, text: string): boolean {
  const stateless =
    pattern.global || pattern.sticky
      ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''))
      : pattern;
  return stateless.test(text);
}

function outputValue(validation: PhoneValidation, raw: string): string {
  return validation.valid && validation.parsed.e164 ? validation.parsed.e164 : raw;
}

/**
 * A phone number field with a country picker (spec sections 3, 5, 9). Validates per country with
 * libphonenumber-js on every change, sets the input's custom validity and reports it through
 * `onValidityChange`; emits E.164 when valid, the raw text otherwise.
 */
export function PhoneInput({
  value,
  onChange,
  onValidityChange,
  onCountryChange,
  defaultCountry,
  allowedCountries,
  ignoredCountries,
  preferredCountries,
  digitsOnly = false,
  pattern,
  mode: modeProp,
  messages,
  detectCountry = false,
  lookupCountry,
  showMessage,
  locale = 'en',
  labels: labelsProp,
  className,
  inputClassName,
  ref,
  id,
  required,
  disabled,
  onBlur,
  autoComplete,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: PhoneInputProps) {
  const labels = { ...DEFAULT_LABELS, ...labelsProp };
  const mode: PhoneMode = isPhoneMode(modeProp) ? modeProp : DEFAULT_PHONE_MODE;

  // --- Countries -------------------------------------------------------------------------
  const allowedKey = allowedCountries?.join(',') ?? '';
  const ignoredKey = ignoredCountries?.join(',') ?? '';
  const preferredKey = preferredCountries?.join(',') ?? '';
  const list = React.useMemo(
    () =>
      buildCountryList({
        allowedCountries: splitKey(allowedKey),
        ignoredCountries: splitKey(ignoredKey),
        preferredCountries: splitKey(preferredKey),
        locale,
      }),
    [allowedKey, ignoredKey, preferredKey, locale],
  );
  const restricted = allowedKey !== '' || ignoredKey !== '';
  const findAvailable = (iso2: string | undefined) =>
    iso2 ? list.all.find((c) => c.iso2 === iso2.toUpperCase()) : undefined;
  const isCountryAvailable = restricted
    ? (iso2: string) => findAvailable(iso2) !== undefined
    : undefined;
  const fallbackCountry: Country = list.all[0] ??
    getAllCountries(locale).find((c) => c.iso2 === 'US') ?? {
      iso2: 'US',
      name: 'United States',
      dialCode: '1',
    };

  const validate = (raw: string, country: Country) =>
    validatePhone(raw, country, { mode, required, isCountryAvailable });

  // --- State -----------------------------------------------------------------------------
  const [countryIso, setCountryIso] = React.useState<string>(() => {
    const fromValue = findAvailable(value ? countryOfInternationalNumber(value) : undefined);
    if (fromValue) return fromValue.iso2;
    if (!detectCountry) return (findAvailable(defaultCountry) ?? fallbackCountry).iso2;
    return fallbackCountry.iso2;
  });
  const country = findAvailable(countryIso) ?? fallbackCountry;

  const displayFor = (text: string, forCountry: Country) => {
    const v = validate(text, forCountry);
    return v.valid && text.trim() !== '' ? v.parsed.formatted : text;
  };
  const [raw, setRaw] = React.useState(() => displayFor(value ?? '', country));
  // The last value this component emitted or received; anything else coming in through `value`
  // is an outside change (form reset, data loaded) and replaces the text.
  const [syncedValue, setSyncedValue] = React.useState(value);
  if (value !== undefined && value !== syncedValue) {
    setSyncedValue(value);
    const nextCountry = findAvailable(countryOfInternationalNumber(value)) ?? country;
    if (nextCountry.iso2 !== country.iso2) setCountryIso(nextCountry.iso2);
    setRaw(displayFor(value, nextCountry));
  }

  const [open, setOpen] = React.useState(false);
  const [side, setSide] = React.useState<'top' | 'bottom'>('bottom');
  const [activeIndex, setActiveIndex] = React.useState(0);
  const [touched, setTouched] = React.useState(false);

  const inputRef = React.useRef<HTMLInputElement | null>(null);
  const buttonRef = React.useRef<HTMLButtonElement | null>(null);
  const searchRef = React.useRef('');
  const searchTimerRef = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const suppressClickRef = React.useRef(false);
  const focusInputOnCloseRef = React.useRef(false);
  const userInteractedRef = React.useRef(false);

  const setInputRef = React.useCallback(
    (el: HTMLInputElement | null) => {
      inputRef.current = el;
      assignRef(ref, el);
    },
    [ref],
  );

  // --- Validation --------------------------------------------------------------------------
  const validation = validate(raw, country);
  const allMessages = { ...DEFAULT_PHONE_MESSAGES, ...messages };
  const message = validation.error ? allMessages[validation.error] : '';

  const emitValidity = React.useEffectEvent(() => {
    onValidityChange?.(validation.valid, validation.parsed);
  });
  React.useEffect(() => {
    inputRef.current?.setCustomValidity(message);
    emitValidity();
  }, [raw, country.iso2, message, validation.valid]);

  React.useEffect(() => {
    if (modeProp !== undefined && !isPhoneMode(modeProp)) {
      console.error(
        `PhoneInput: invalid mode ${JSON.stringify(modeProp)}; expected one of ${PHONE_MODES.join(', ')}. Using '${DEFAULT_PHONE_MODE}'.`,
      );
    }
  }, [modeProp]);

  // Show the message after a submit attempt (form submit, or the browser's own validation).
  React.useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const form = input.form;
    const markTouched = () => setTouched(true);
    input.addEventListener('invalid', markTouched);
    form?.addEventListener('submit', markTouched, true);
    return () => {
      input.removeEventListener('invalid', markTouched);
      form?.removeEventListener('submit', markTouched, true);
    };
  }, []);

  React.useEffect(() => () => clearTimeout(searchTimerRef.current), []);

  // --- Country detection -------------------------------------------------------------------
  const detect = React.useEffectEvent((isCancelled: () => boolean) => {
    if (findAvailable(value ? countryOfInternationalNumber(value) : undefined)) return;
    const fallback = fallbackCountry;
    const fail = (reason: string, error?: unknown) => {
      console.warn(
        `PhoneInput: country detection failed (${reason}); using ${fallback.iso2}.`,
        ...(error ? [error] : []),
      );
      if (!userInteractedRef.current) setCountryIso(fallback.iso2);
    };
    if (!lookupCountry) {
      console.warn(
        `PhoneInput: detectCountry is on but no lookupCountry was given; using ${fallback.iso2}.`,
      );
      return;
    }
    let lookup: Promise<string>;
    try {
      lookup = lookupCountry();
    } catch (error) {
      fail('lookup threw', error);
      return;
    }
    lookup.then(
      (text) => {
        if (isCancelled()) return;
        const code = parseCountryLookup(text);
        const detected = findAvailable(code ?? undefined);
        if (!code) fail(`unexpected response ${JSON.stringify(text)}`);
        else if (!detected) fail(`${code} is not an available country`);
        else if (!userInteractedRef.current) {
          setCountryIso(detected.iso2);
          onCountryChange?.(detected);
        }
      },
      (error: unknown) => {
        if (!isCancelled()) fail('lookup rejected', error);
      },
    );
  });
  React.useEffect(() => {
    if (!detectCountry) return;
    let cancelled = false;
    detect(() => cancelled);
    return () => {
      cancelled = true;
    };
  }, [detectCountry]);

  // --- Text input --------------------------------------------------------------------------
  const handleChange = (e: React.ChangeEvent<HTMLInputElement>) => {
    const target = e.target;
    let next = target.value;
    if (digitsOnly) {
      const filtered = next.replace(DIGITS_ONLY_DISALLOWED, '');
      if (filtered !== next) {
        // Keep the caret where it was, minus the dropped characters before it.
        const caret = target.selectionStart ?? next.length;
        const newCaret =
          caret - (caret - next.slice(0, caret).replace(DIGITS_ONLY_DISALLOWED, '').length);
        target.value = filtered;
        target.setSelectionRange?.(newCaret, newCaret);
        next = filtered;
      }
    }
    if (next.length > MAX_RAW_LENGTH) next = next.slice(0, MAX_RAW_LENGTH);
    if (pattern && next !== '' && !patternAccepts(pattern, next)) return; // rejected: the input keeps its text
    if (next === raw) return; // only dropped characters were typed
    userInteractedRef.current = true;

    // '+44…' typed or pasted: follow the number's country.
    const numberCountry = findAvailable(countryOfInternationalNumber(next));
    const nextCountry = numberCountry ?? country;
    if (nextCountry.iso2 !== country.iso2) setCountryIso(nextCountry.iso2);

    const out = outputValue(validate(next, nextCountry), next);
    setRaw(next);
    setSyncedValue(out);
    onChange?.(out);
    if (nextCountry.iso2 !== country.iso2) onCountryChange?.(nextCountry);
  };

  const handleBlur = (e: React.FocusEvent<HTMLInputElement>) => {
    setTouched(true);
    if (validation.valid && raw.trim() !== '' && validation.parsed.formatted !== raw) {
      setRaw(validation.parsed.formatted);
    }
    onBlur?.(e);
  };

  // --- Country list ------------------------------------------------------------------------
  const baseId = React.useId();
  const inputId = id ?? `${baseId}-input`;
  const listboxId = `${baseId}-countries`;
  const messageId = `${inputId}-message`;
  const optionId = (c: Country) => `${baseId}-country-${c.iso2}`;
  const activeCountry = open ? list.all[activeIndex] : undefined;

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
        list.all.findIndex((c) => c.iso2 === country.iso2),
      ),
    );
    resetSearch();
    setOpen(true);
  };

  const closeList = () => {
    resetSearch();
    setOpen(false);
  };

  const handleOpenChange = (next: boolean) => {
    if (next) openList();
    else closeList();
  };

  const selectCountry = (next: Country) => {
    userInteractedRef.current = true;
    focusInputOnCloseRef.current = true;
    closeList();
    if (next.iso2 === country.iso2) return;
    setCountryIso(next.iso2);
    // An international number follows the newly chosen calling code.
    let nextRaw = raw;
    if (raw.trim().startsWith('+')) {
      const digits = raw.replace(/\D/g, '');
      if (digits.startsWith(country.dialCode)) {
        const rest = digits.slice(country.dialCode.length);
        nextRaw = `+${next.dialCode}${rest ? ` ${rest}` : ''}`;
      }
    }
    setRaw(nextRaw);
    const out = outputValue(validate(nextRaw, next), nextRaw);
    if (out !== syncedValue) {
      setSyncedValue(out);
      onChange?.(out);
    }
    onCountryChange?.(next);
  };

  const typeToFind = (char: string) => {
    const search = searchRef.current + searchKey(char);
    searchRef.current = search;
    clearTimeout(searchTimerRef.current);
    searchTimerRef.current = setTimeout(() => {
      searchRef.current = '';
    }, TYPE_TO_FIND_RESET_MS);
    const index = list.all.findIndex((c) => searchKey(c.name).startsWith(search));
    if (index >= 0) setActiveIndex(index);
  };

  const moveActive = (to: number) => {
    setActiveIndex(Math.min(list.all.length - 1, Math.max(0, to)));
  };

  const handleButtonKeyDown = (e: React.KeyboardEvent<HTMLButtonElement>) => {
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
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        moveActive(activeIndex + 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        moveActive(activeIndex - 1);
        break;
      case 'Home':
        e.preventDefault();
        moveActive(0);
        break;
      case 'End':
        e.preventDefault();
        moveActive(list.all.length - 1);
        break;
      case 'PageDown':
        e.preventDefault();
        moveActive(activeIndex + 10);
        break;
      case 'PageUp':
        e.preventDefault();
        moveActive(activeIndex - 10);
        break;
      case 'Enter':
      case ' ':
        e.preventDefault();
        if (e.key === ' ' && searchRef.current) {
          typeToFind(' ');
          break;
        }
        // The key's own click (Enter on keydown, Space on keyup) must not reopen the list.
        suppressClickRef.current = true;
        if (activeCountry) selectCountry(activeCountry);
        else closeList();
        break;
      case 'Tab':
        closeList();
        break;
      default:
        if (isPrintableKey(e)) {
          e.preventDefault();
          typeToFind(e.key);
        }
    }
  };

  const handleButtonKeyUp = () => {
    if (suppressClickRef.current) {
      setTimeout(() => {
        suppressClickRef.current = false;
      }, 0);
    }
  };

  const handleButtonClick = (e: React.MouseEvent<HTMLButtonElement>) => {
    if (suppressClickRef.current) {
      suppressClickRef.current = false;
      e.preventDefault(); // skips Radix's toggle
    }
  };

  const handleCloseAutoFocus = (e: Event) => {
    if (focusInputOnCloseRef.current) {
      focusInputOnCloseRef.current = false;
      e.preventDefault();
      inputRef.current?.focus();
    }
  };

  // Options are memoised and get stable handlers, so moving the active option re-renders two of them.
  const pickRef = React.useRef<(index: number) => void>(() => {});
  React.useLayoutEffect(() => {
    pickRef.current = (index) => {
      const picked = list.all[index];
      if (picked) selectCountry(picked);
    };
  });
  const pickOption = React.useCallback((index: number) => pickRef.current(index), []);

  const renderOption = (c: Country, index: number) => (
    <CountryOption
      key={c.iso2}
      id={optionId(c)}
      country={c}
      index={index}
      active={index === activeIndex}
      selected={c.iso2 === country.iso2}
      onPick={pickOption}
      onHover={setActiveIndex}
    />
  );

  // --- Render ------------------------------------------------------------------------------
  const messageVisible = !validation.valid && (showMessage ?? touched);
  const describedBy =
    [ariaDescribedBy, messageVisible ? messageId : undefined].filter(Boolean).join(' ') ||
    undefined;
  const invalid = ariaInvalid ?? (messageVisible ? true : undefined);

  return (
    <div data-slot="phone-input" className={cn('grid gap-1.5', className)}>
      <Popover open={open} onOpenChange={handleOpenChange}>
        <PopoverAnchor asChild>
          <div
            className={cn(
              'flex h-9 w-full min-w-0 rounded-md border border-input bg-transparent shadow-xs transition-[color,box-shadow] focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50 has-[input[aria-invalid=true]]:border-destructive has-[input[aria-invalid=true]]:ring-destructive/20',
              disabled && 'cursor-not-allowed opacity-50',
            )}
          >
            <PopoverTrigger asChild>
              <button
                ref={buttonRef}
                type="button"
                role="combobox"
                aria-label={`${labels.country}: ${country.name} +${country.dialCode}`}
                aria-haspopup="listbox"
                aria-expanded={open}
                aria-controls={open ? listboxId : undefined}
                aria-activedescendant={activeCountry ? optionId(activeCountry) : undefined}
                disabled={disabled}
                data-country={country.iso2}
                className="flex shrink-0 items-center gap-1 rounded-l-md border-r border-input px-2.5 outline-none hover:bg-accent focus-visible:bg-accent disabled:pointer-events-none"
                onKeyDown={handleButtonKeyDown}
                onKeyUp={handleButtonKeyUp}
                onClick={handleButtonClick}
              >
                <span aria-hidden="true" className="text-base leading-none">
                  {flagEmoji(country.iso2)}
                </span>
                <ChevronDownIcon aria-hidden="true" className="size-4 opacity-50" />
              </button>
            </PopoverTrigger>
            <input
              {...inputProps}
              ref={setInputRef}
              id={inputId}
              type="tel"
              inputMode="tel"
              autoComplete={autoComplete ?? 'tel'}
              value={raw}
              maxLength={MAX_RAW_LENGTH}
              required={required}
              disabled={disabled}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={handleChange}
              onBlur={handleBlur}
              className={cn(
                'min-w-0 flex-1 rounded-r-md bg-transparent px-3 py-1 text-base outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed md:text-sm',
                inputClassName,
              )}
            />
          </div>
        </PopoverAnchor>
        <PopoverContent
          role={undefined}
          side={side}
          align="start"
          sideOffset={4}
          avoidCollisions={false}
          onOpenAutoFocus={(e) => e.preventDefault()}
          onCloseAutoFocus={handleCloseAutoFocus}
          className="w-(--radix-popover-trigger-width) min-w-64"
        >
          <div
            role="listbox"
            id={listboxId}
            aria-label={labels.countryList}
            className="max-h-[min(18rem,calc(var(--radix-popover-content-available-height)-0.5rem))] overflow-y-auto p-1"
          >
            {!open ? null : list.preferred.length > 0 ? (
              <>
                <div role="group" aria-label={labels.preferredGroup}>
                  {list.preferred.map((c, i) => renderOption(c, i))}
                </div>
                <div role="group" aria-label={labels.otherGroup} className="mt-1 border-t pt-1">
                  {list.others.map((c, i) => renderOption(c, list.preferred.length + i))}
                </div>
              </>
            ) : (
              list.all.map((c, i) => renderOption(c, i))
            )}
          </div>
        </PopoverContent>
      </Popover>
      {messageVisible && (
        <p id={messageId} data-slot="phone-input-message" className="text-sm text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}
