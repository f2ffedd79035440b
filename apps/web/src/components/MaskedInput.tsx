import {
  useEffect,
  useLayoutEffect,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type Ref,
} from 'react';
import { maskedEdit, normalized, type FieldState, type MaskedValue } from './digit-mask.ts';
import { EditHistory, historyEdit, historyShortcut } from './edit-history.ts';

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

/** Writes the field as the user's own edit would: value, caret, then the input event. */
function writeField(input: HTMLInputElement, next: MaskedValue): void {
  writeSelection(input, {
    value: next.value,
    selectionStart: next.caret,
    selectionEnd: next.caret,
  });
}

/** Writes the field with a selection (an undo gives back what a paste replaced). */
function writeSelection(input: HTMLInputElement, next: FieldState): void {
  // The prototype's setter, not the element's: React watches the element's own `value` to tell
  // its writes from the user's, and this one must reach onChange as the user's.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
    input,
    next.value,
  );
  input.setSelectionRange(next.selectionStart, next.selectionEnd);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The field's own edit of what the browser wrote (autofill, undo), when it differs. */
function tidied(input: HTMLInputElement, mask: string, countryCode?: string) {
  const caret = input.selectionStart ?? input.value.length;
  const next = normalized(mask, input.value, caret, countryCode);
  return next.value === input.value ? undefined : next;
}

/**
 * A Bootstrap text input that formats digits into `mask` as the user types, pastes, deletes or
 * autofills. Each edit is applied in its own `beforeinput` event, so keys are never dropped
 * however fast they come (digit-mask.ts), and recorded for undo and redo (edit-history.ts).
 */
export function MaskedInput({
  mask,
  countryCode,
  isValid,
  isInvalid,
  className,
  ref,
  onChange,
  onCompositionEnd,
  ...props
}: MaskedInputProps) {
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  // The element is kept for the native listener below, and handed on to the caller's ref.
  useLayoutEffect(() => {
    if (!input) return;
    assignRef(ref, input);
    return () => assignRef(ref, null);
  }, [ref, input]);

  const [history] = useState(() => new EditHistory());

  // React's onBeforeInput is not the browser's event (no inputType), so listen to the real one.
  useEffect(() => {
    if (!input) return;
    /** Undoes or redoes the field's own last edit; false when it has none to give back. */
    const travel = (direction: 'undo' | 'redo'): boolean => {
      const back = history[direction](input.value);
      if (back) writeSelection(input, back);
      return back !== undefined;
    };
    const onBeforeInput = (event: InputEvent) => {
      // Edit > Undo in the browser's menu, where the browser still announces it.
      const direction = historyEdit(event.inputType);
      if (direction) {
        if (event.cancelable && travel(direction)) event.preventDefault();
        return;
      }
      const field = {
        value: input.value,
        selectionStart: input.selectionStart ?? input.value.length,
        selectionEnd: input.selectionEnd ?? input.value.length,
      };
      const data = event.data ?? event.dataTransfer?.getData('text/plain') ?? null;
      const outcome = maskedEdit(mask, field, { inputType: event.inputType, data }, countryCode);
      if (outcome === 'native' || !event.cancelable) return;
      event.preventDefault();
      if (outcome === 'refused') return;
      history.record(field, outcome, event.inputType);
      writeField(input, outcome);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const direction = historyShortcut(event);
      if (direction && travel(direction)) event.preventDefault();
    };
    input.addEventListener('beforeinput', onBeforeInput);
    input.addEventListener('keydown', onKeyDown);
    return () => {
      input.removeEventListener('beforeinput', onBeforeInput);
      input.removeEventListener('keydown', onKeyDown);
    };
  }, [input, mask, countryCode, history]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const field = event.currentTarget;
    // A keyboard still composing owns the text until it ends (handled on compositionend).
    const composing = (event.nativeEvent as InputEvent).isComposing;
    const next = composing ? undefined : tidied(field, mask, countryCode);
    if (next) {
      field.value = next.value;
      if (document.activeElement === field) field.setSelectionRange(next.caret, next.caret);
    }
    onChange?.(event);
  };

  const classes = ['form-control', isValid && 'is-valid', isInvalid && 'is-invalid', className];
  return (
    <input
      {...props}
      ref={setInput}
      type="text"
      inputMode="numeric"
      onChange={handleChange}
      onCompositionEnd={(event) => {
        const next = tidied(event.currentTarget, mask, countryCode);
        if (next) writeField(event.currentTarget, next);
        onCompositionEnd?.(event);
      }}
      className={classes.filter(Boolean).join(' ')}
    />
  );
}
