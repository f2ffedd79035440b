/**
 * Digit masks, written as the spec writes them: each 9 takes a digit, every other character is
 * one the field writes itself, e.g. '(999) 999-9999'. The field shows the mask only as far as its
 * last digit ('(415) 5'), so an empty field is empty.
 *
 * Every edit is computed here from the field as it is and the edit the browser announces, and
 * the field is written at once, in the same event: no timer, so no key can arrive "too early".
 */
const SLOT = '9';

/** What the field holds, and its caret (a collapsed selection) or selection. */
export interface FieldState {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

/** The field after an edit: its value and where the caret goes. */
export interface MaskedValue {
  value: string;
  caret: number;
}

/** An edit the browser is about to make: a `beforeinput` event's type and text. */
export interface Edit {
  inputType: string;
  data: string | null;
}

/**
 * What to do with an edit: write this value, refuse the edit (a letter, a digit with no room
 * left), or leave it to the browser (undo, composition), to be tidied by `normalized` after.
 */
export type EditOutcome = MaskedValue | 'refused' | 'native';

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9';
}

function slotCount(mask: string): number {
  return mask.split(SLOT).length - 1;
}

/** The digits laid into the mask, up to the last of them. Extra digits are dropped. */
export function formatDigits(mask: string, digits: string): string {
  let value = '';
  let next = 0;
  for (const char of mask) {
    if (next === digits.length) break;
    if (char === SLOT) {
      value += digits.charAt(next);
      next += 1;
    } else {
      value += char;
    }
  }
  return value;
}

/** Where the caret goes after the first `count` digits of a formatted value. */
function caretAfterDigits(mask: string, value: string, count: number): number {
  if (value === '') return 0;
  // With no digit before it, the caret waits at the first slot: after '(' rather than before.
  if (count === 0) return mask.indexOf(SLOT);
  let slots = 0;
  for (let index = 0; index < mask.length; index += 1) {
    if (mask[index] === SLOT) slots += 1;
    if (slots === count) return index + 1;
  }
  return value.length;
}

/** What the user is putting into the field: one keystroke, a paste or an autofill. */
export interface Insertion extends FieldState {
  /** The inserted text. */
  data: string;
}

/**
 * The digits an insertion puts into a digit mask: spaces, dashes, brackets and a '+' are
 * dropped. A number pasted with its country code in front ('+1 415 555 0123') is one digit
 * too long for the mask; that code is dropped rather than shifted into the number.
 */
export function insertedDigits(insertion: Insertion, mask: string, countryCode = ''): string {
  const digits = digitsOf(insertion.data);
  if (!countryCode || !digits.startsWith(countryCode)) return digits;
  const before = digitsOf(insertion.value.slice(0, insertion.selectionStart)).length;
  const after = digitsOf(insertion.value.slice(insertion.selectionEnd)).length;
  const room = slotCount(mask) - before - after;
  const startsWithCode = before === 0 && digits.length === room + countryCode.length;
  return startsWithCode ? digits.slice(countryCode.length) : digits;
}

/** The start of the run of digits before `from`, skipping the mask's characters just before it. */
function groupStartBefore(value: string, from: number): number {
  let index = from;
  while (index > 0 && !isDigit(value[index - 1])) index -= 1;
  while (index > 0 && isDigit(value[index - 1])) index -= 1;
  return index;
}

/** The end of the run of digits after `from`, skipping the mask's characters just after it. */
function groupEndAfter(value: string, from: number): number {
  let index = from;
  while (index < value.length && !isDigit(value[index])) index += 1;
  while (index < value.length && isDigit(value[index])) index += 1;
  return index;
}

/**
 * The range a deletion removes. A collapsed caret deletes the nearest digit on its side, so a
 * Backspace right after ') ' takes the digit before it instead of a character that would come
 * straight back.
 */
function deletedRange(field: FieldState, inputType: string): [number, number] | undefined {
  const { value, selectionStart: start, selectionEnd: end } = field;
  if (start !== end) return [start, end];
  switch (inputType) {
    case 'deleteContentBackward': {
      let index = start;
      while (index > 0 && !isDigit(value[index - 1])) index -= 1;
      return [Math.max(index - 1, 0), start];
    }
    case 'deleteContentForward': {
      let index = start;
      while (index < value.length && !isDigit(value[index])) index += 1;
      return [start, Math.min(index + 1, value.length)];
    }
    case 'deleteWordBackward':
      return [groupStartBefore(value, start), start];
    case 'deleteWordForward':
      return [start, groupEndAfter(value, start)];
    case 'deleteSoftLineBackward':
    case 'deleteHardLineBackward':
      return [0, start];
    case 'deleteSoftLineForward':
    case 'deleteHardLineForward':
      return [start, value.length];
    default:
      return undefined;
  }
}

const INSERTIONS = new Set([
  'insertText',
  'insertFromPaste',
  'insertFromDrop',
  'insertReplacementText',
  'insertFromYank',
]);

/** The field after `edit`, computed from its value and selection. */
export function maskedEdit(
  mask: string,
  field: FieldState,
  edit: Edit,
  countryCode?: string,
): EditOutcome {
  const { value } = field;
  let [start, end] = [field.selectionStart, field.selectionEnd];
  let typed = '';
  const inserting = INSERTIONS.has(edit.inputType);
  if (inserting) {
    if (edit.data === null) return 'native';
    typed = insertedDigits({ ...field, data: edit.data }, mask, countryCode);
  } else if (edit.inputType.startsWith('delete')) {
    const range = deletedRange(field, edit.inputType);
    if (range === undefined) return 'native';
    [start, end] = range;
    if (start === end) return 'refused';
  } else {
    return 'native';
  }
  const before = digitsOf(value.slice(0, start));
  const after = digitsOf(value.slice(end));
  const room = slotCount(mask) - before.length - after.length;
  typed = typed.slice(0, Math.max(room, 0));
  if (inserting && typed === '') return 'refused';
  const next = formatDigits(mask, before + typed + after);
  return { value: next, caret: caretAfterDigits(mask, next, before.length + typed.length) };
}

/**
 * A value the browser wrote itself (autofill, undo, a keyboard's composition) laid into the
 * mask, the caret kept after the same digits. A number one digit too long that starts with the
 * country code loses the code, as when pasted.
 */
export function normalized(
  mask: string,
  value: string,
  caret: number,
  countryCode = '',
): MaskedValue {
  // The whole value, as if pasted into an empty field.
  const whole = { value: '', selectionStart: 0, selectionEnd: 0, data: value };
  const taken = insertedDigits(whole, mask, countryCode);
  const codeDropped = digitsOf(value).length - taken.length;
  const kept = Math.max(digitsOf(value.slice(0, caret)).length - codeDropped, 0);
  const next = formatDigits(mask, taken);
  return { value: next, caret: caretAfterDigits(mask, next, Math.min(kept, slotCount(mask))) };
}
