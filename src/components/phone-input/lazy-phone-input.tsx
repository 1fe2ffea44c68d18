import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import { whenIdle } from '@/lib/idle';
import { withChunkReload } from '@/lib/chunk-reload';
import { preloadQueue } from '@/lib/route-preload';
import { cn } from '@/lib/utils';
import { MAX_RAW_LENGTH } from './constants';
import { CountryBadge } from './country-badge';
import {
  PHONE_COUNTRY_BUTTON_CLASS,
  PHONE_FRAME_CLASS,
  PHONE_FRAME_DISABLED_CLASS,
  PHONE_TEXT_CLASS,
} from './phone-frame';
import { DEFAULT_LABELS, type PhoneInputProps } from './phone-input-props';
import { importPhoneInput, loadedPhoneInput, phoneInputChunk } from './phone-input-chunk';

const loadOnUse = withChunkReload(importPhoneInput);

type Part = 'input' | 'button';

/**
 * PhoneInput without its number rules in the form's own code (decision 013: about 30 KB of
 * gzip in the apply dialog). Until they have loaded, a stand-in that looks the same holds the
 * text; they load when the browser is idle after the field first renders, or when the field is
 * hovered, focused or typed in, whichever comes first. Then PhoneInput takes over with the text
 * and, if the stand-in had it, the focus. A page that fetched `phoneInputChunk` ahead shows
 * PhoneInput at once.
 */
export function LazyPhoneInput(props: PhoneInputProps) {
  const [module, setModule] = useState(loadedPhoneInput);
  const Input = (module ?? loadedPhoneInput())?.PhoneInput;
  const box = useRef<HTMLDivElement>(null);
  const focused = useRef<Part | null>(null);

  useEffect(() => {
    if (Input) return;
    return whenIdle(() => {
      void preloadQueue
        .preload(phoneInputChunk.key, phoneInputChunk.load)
        .then(() => setModule(loadedPhoneInput()));
    });
  }, [Input]);

  // The stand-in had focus when it went: the same part of PhoneInput takes it.
  useLayoutEffect(() => {
    const part = focused.current;
    focused.current = null;
    const active = document.activeElement;
    if (!Input || !part || (active && active !== document.body)) return;
    box.current?.querySelector<HTMLElement>(part === 'input' ? 'input' : 'button')?.focus();
  }, [Input]);

  const use = (part?: Part) => {
    if (part) focused.current = part;
    void loadOnUse().then(setModule);
  };

  return (
    <div ref={box} className="contents">
      {Input ? (
        <Input {...props} />
      ) : (
        <StandIn
          {...props}
          onUse={use}
          onLeave={(event) => {
            // Focus went elsewhere (not lost with the stand-in): PhoneInput leaves it there.
            if (event.relatedTarget) focused.current = null;
          }}
        />
      )}
    </div>
  );
}

/** What the field shows until PhoneInput has loaded: the same frame, the default country's code, the text. */
function StandIn({
  value,
  onChange,
  onBlur,
  onFocus,
  disabled,
  autoComplete,
  defaultCountry,
  preferredCountries,
  labels,
  className,
  inputClassName,
  onUse,
  onLeave,
  // PhoneInput's own, unused here:
  onValidityChange: _validity,
  onCountryChange: _country,
  allowedCountries: _allowed,
  ignoredCountries: _ignored,
  digitsOnly: _digitsOnly,
  pattern: _pattern,
  mode: _mode,
  messages: _messages,
  detectCountry: _detect,
  lookupCountry: _lookup,
  showMessage: _showMessage,
  locale: _locale,
  ...inputProps
}: PhoneInputProps & {
  onUse: (part?: Part) => void;
  onLeave: (event: FocusEvent) => void;
}) {
  const country = defaultCountry ?? preferredCountries?.[0];
  return (
    <div data-slot="phone-input" className={cn('grid gap-1.5', className)}>
      <div
        className={cn(PHONE_FRAME_CLASS, disabled && PHONE_FRAME_DISABLED_CLASS)}
        onPointerEnter={() => onUse()}
      >
        <button
          type="button"
          aria-label={(labels ?? DEFAULT_LABELS).country}
          disabled={disabled}
          className={PHONE_COUNTRY_BUTTON_CLASS}
          onFocus={() => onUse('button')}
          onBlur={onLeave}
        >
          {country && <CountryBadge iso2={country} />}
          <ChevronDownIcon aria-hidden="true" className="size-4 opacity-50" />
        </button>
        <input
          {...inputProps}
          type="tel"
          inputMode="tel"
          autoComplete={autoComplete ?? 'tel'}
          value={value ?? ''}
          maxLength={MAX_RAW_LENGTH}
          disabled={disabled}
          onChange={(event) => {
            onChange?.(event.target.value);
            onUse('input');
          }}
          onFocus={(event) => {
            onUse('input');
            onFocus?.(event);
          }}
          onBlur={(event) => {
            onLeave(event);
            onBlur?.(event);
          }}
          className={cn(PHONE_TEXT_CLASS, inputClassName)}
        />
      </div>
    </div>
  );
}
