import * as React from 'react';
import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { mergeRefs } from '@/lib/refs';
import { cn } from '@/lib/utils';
import {
  DEFAULT_PHONE_MESSAGES,
  DEFAULT_PHONE_MODE,
  MAX_RAW_LENGTH,
  PHONE_MODES,
  type PhoneMode,
} from './constants';
import type { Country } from './countries';
import { CountryBadge } from './country-badge';
import {
  PHONE_COUNTRY_BUTTON_CLASS,
  PHONE_FRAME_CLASS,
  PHONE_FRAME_DISABLED_CLASS,
  PHONE_TEXT_CLASS,
} from './phone-frame';
import { switchCallingCode } from './calling-code';
import { CountryListbox } from './country-listbox';
import { DEFAULT_LABELS, type PhoneInputProps } from './phone-input-props';
import { acceptTyped } from './typed-text';
import { useCountries } from './use-countries';
import { useCountryDetection } from './use-country-detection';
import { useCountryListbox } from './use-country-listbox';
import {
  countryOfInternationalNumber,
  isPhoneMode,
  validatePhone,
  type PhoneValidation,
} from './validate-phone';

export type { PhoneInputProps } from './phone-input-props';
/**
 * For a form's rule that loads the number rules with this module (valid-phone-number.ts, through
 * phone-input-chunk.ts: read from the loaded module, which knip does not follow).
 * @public
 */
export { isValidPhoneNumber } from 'libphonenumber-js/max';
/**
 * For showing a stored number (phone-number.tsx, through phone-input-chunk.ts).
 * @public
 */
export { formatPhoneNumber } from './validate-phone';

function outputValue(validation: PhoneValidation, raw: string): string {
  return validation.valid && validation.parsed.e164 ? validation.parsed.e164 : raw;
}

/**
 * A phone number field with a country picker (docs/product.md §3, §5, §9). Validates per country with
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
  const { list, findAvailable, isCountryAvailable, fallbackCountry } = useCountries({
    allowedCountries,
    ignoredCountries,
    preferredCountries,
    locale,
  });

  const validate = (raw: string, country: Country) =>
    validatePhone(raw, country, { mode, required, isCountryAvailable });

  // --- State -----------------------------------------------------------------------------
  const [countryIso, setCountryIso] = React.useState<string>(() => {
    const fromValue = findAvailable(
      value ? countryOfInternationalNumber(value, defaultCountry) : undefined,
    );
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
    const nextCountry = findAvailable(countryOfInternationalNumber(value, country.iso2)) ?? country;
    if (nextCountry.iso2 !== country.iso2) setCountryIso(nextCountry.iso2);
    setRaw(displayFor(value, nextCountry));
  }

  const [touched, setTouched] = React.useState(false);

  const inputRef = React.useRef<HTMLInputElement | null>(null);
  const buttonRef = React.useRef<HTMLButtonElement | null>(null);
  const userInteractedRef = React.useRef(false);

  const setInputRef = React.useMemo(() => mergeRefs(inputRef, ref), [ref]);

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

  // --- Country detection -------------------------------------------------------------------
  useCountryDetection({
    enabled: detectCountry,
    lookupCountry,
    known: findAvailable(value ? countryOfInternationalNumber(value) : undefined) !== undefined,
    findAvailable,
    fallbackCountry,
    onResult: (next, detected) => {
      if (userInteractedRef.current) return;
      setCountryIso(next.iso2);
      if (detected) onCountryChange?.(next);
    },
  });

  // --- Text input --------------------------------------------------------------------------
  const handleChange = (e: React.ChangeEvent<HTMLInputElement>) => {
    const next = acceptTyped(e.target, { digitsOnly, pattern });
    if (next === null) return; // refused by the pattern: the input keeps its text
    if (next === raw) return; // only dropped characters were typed
    userInteractedRef.current = true;

    // '+44…' typed or pasted: follow the number's country.
    const numberCountry = findAvailable(countryOfInternationalNumber(next, country.iso2));
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

  const selectCountry = (next: Country) => {
    userInteractedRef.current = true;
    if (next.iso2 === country.iso2) return;
    setCountryIso(next.iso2);
    // An international number follows the newly chosen calling code; its national part stays as typed.
    const nextRaw = switchCallingCode(raw, country.dialCode, next.dialCode);
    setRaw(nextRaw);
    const out = outputValue(validate(nextRaw, next), nextRaw);
    if (out !== syncedValue) {
      setSyncedValue(out);
      onChange?.(out);
    }
    onCountryChange?.(next);
  };

  const listbox = useCountryListbox({
    countries: list.all,
    selected: country,
    buttonRef,
    inputRef,
    onPick: selectCountry,
  });
  const { open, activeCountry } = listbox;

  // --- Render ------------------------------------------------------------------------------
  const messageVisible = !validation.valid && (showMessage ?? touched);
  const describedBy =
    [ariaDescribedBy, messageVisible ? messageId : undefined].filter(Boolean).join(' ') ||
    undefined;
  const invalid = ariaInvalid ?? (messageVisible ? true : undefined);

  return (
    <div data-slot="phone-input" className={cn('grid gap-1.5', className)}>
      <Popover open={open} onOpenChange={listbox.onOpenChange}>
        <PopoverAnchor asChild>
          <div className={cn(PHONE_FRAME_CLASS, disabled && PHONE_FRAME_DISABLED_CLASS)}>
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
                className={PHONE_COUNTRY_BUTTON_CLASS}
                {...listbox.buttonProps}
              >
                <CountryBadge iso2={country.iso2} />
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
              className={cn(PHONE_TEXT_CLASS, inputClassName)}
            />
          </div>
        </PopoverAnchor>
        <PopoverContent
          role={undefined}
          side={listbox.side}
          align="start"
          sideOffset={4}
          avoidCollisions={false}
          onOpenAutoFocus={(e) => e.preventDefault()}
          onCloseAutoFocus={listbox.onCloseAutoFocus}
          className="w-(--radix-popover-trigger-width) min-w-64"
        >
          <CountryListbox
            id={listboxId}
            labels={labels}
            list={list}
            open={open}
            activeIndex={listbox.activeIndex}
            selectedIso={country.iso2}
            optionId={optionId}
            onPick={listbox.pickIndex}
            onHover={listbox.setActiveIndex}
          />
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
