/**
 * Masks are written as the spec writes them, with 9 for a digit: '(999) 999-9999'. The mask
 * library ignores a typed character that is also a slot key, so a 9 must never be one: the
 * notation is translated to a slot character that no keystroke or paste can bring.
 */
export const DIGIT_SLOT = '_';
export const DIGIT_REPLACEMENT = { [DIGIT_SLOT]: /\d/ };

/** The library's pattern for a mask in the spec's notation. */
export function maskPattern(notation: string): string {
  return notation.replaceAll('9', DIGIT_SLOT);
}

function countDigits(text: string): number {
  return text.replace(/\D/g, '').length;
}

/** What the user is putting into the field: one keystroke, a paste or an autofill. */
export interface Insertion {
  /** The field's value before the insertion. */
  value: string;
  /** The inserted text. */
  data: string;
  /** The range of `value` the insertion replaces. */
  selectionStart: number;
  selectionEnd: number;
}

/**
 * The digits an insertion puts into a digit mask: spaces, dashes, brackets and a '+' are
 * dropped. A number pasted with its country code in front ('+1 415 555 0123') is one digit
 * too long for the mask; that code is dropped rather than shifted into the number.
 */
export function insertedDigits(insertion: Insertion, pattern: string, countryCode = ''): string {
  const digits = insertion.data.replace(/\D/g, '');
  if (!countryCode || !digits.startsWith(countryCode)) return digits;
  const before = countDigits(insertion.value.slice(0, insertion.selectionStart));
  const after = countDigits(insertion.value.slice(insertion.selectionEnd));
  const room = pattern.split(DIGIT_SLOT).length - 1 - before - after;
  const startsWithCode = before === 0 && digits.length === room + countryCode.length;
  return startsWithCode ? digits.slice(countryCode.length) : digits;
}
