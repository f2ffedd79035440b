import { InputMask, type Track } from '@react-input/mask';
import { useLayoutEffect, useMemo, useState, type ComponentProps, type Ref } from 'react';
import { DIGIT_REPLACEMENT, insertedDigits, maskPattern } from './digit-mask.ts';

type MaskedInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** In the spec's notation: each 9 takes a digit, e.g. '(999) 999-9999'. */
  mask: string;
  /** A phone's country code, dropped when a number is pasted with it in front. */
  countryCode?: string;
  isValid?: boolean;
  isInvalid?: boolean;
};

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** A Bootstrap text input that formats digits into `mask` as the user types or pastes. */
export function MaskedInput({
  mask,
  countryCode,
  isValid,
  isInvalid,
  className,
  ref,
  ...props
}: MaskedInputProps) {
  const pattern = maskPattern(mask);
  const track = useMemo<Track>(
    () => (change) =>
      change.inputType === 'insert' ? insertedDigits(change, pattern, countryCode) : undefined,
    [pattern, countryCode],
  );
  // The mask library re-registers its input whenever the ref it is given changes, and a
  // re-register while focused leaks a caret-polling timer. Form libraries hand a new callback
  // ref on every render, so the library gets one stable ref and the caller's is attached here.
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    if (!input) return;
    assignRef(ref, input);
    return () => assignRef(ref, null);
  }, [ref, input]);
  const classes = ['form-control', isValid && 'is-valid', isInvalid && 'is-invalid', className];
  return (
    <InputMask
      {...props}
      ref={setInput}
      type="text"
      inputMode="numeric"
      mask={pattern}
      replacement={DIGIT_REPLACEMENT}
      track={track}
      className={classes.filter(Boolean).join(' ')}
    />
  );
}
