import { PHONE_MASK } from '@keyturn/shared';
import { describe, expect, it } from 'vitest';
import {
  formatDigits,
  insertedDigits,
  maskedEdit,
  normalized,
  type EditOutcome,
  type FieldState,
} from './digit-mask.ts';

/** Masks of the kind the app's inputs use: a long group of digits, and a month/year. */
const CARD_NUMBER_MASK = '9999-9999-9999-9999';
const CARD_EXPIRY_MASK = '99/99';

/** A field with its caret at `caret` (default: the end), or `[start, end]` selected. */
function field(value: string, caret: number | [number, number] = value.length): FieldState {
  const [selectionStart, selectionEnd] = typeof caret === 'number' ? [caret, caret] : caret;
  return { value, selectionStart, selectionEnd };
}

function edit(
  mask: string,
  state: FieldState,
  inputType: string,
  data: string | null = null,
  countryCode?: string,
): EditOutcome {
  return maskedEdit(mask, state, { inputType, data }, countryCode);
}

/** Each key typed on its own at the caret, as a person types; refused keys change nothing. */
function typed(mask: string, keys: string, start = field('')): FieldState {
  let state = start;
  for (const key of keys) {
    const outcome = edit(mask, state, 'insertText', key);
    if (outcome === 'native') throw new Error(`a typed "${key}" was left to the browser`);
    if (outcome !== 'refused') state = field(outcome.value, outcome.caret);
  }
  return state;
}

function pasted(mask: string, text: string, state = field(''), countryCode = '1'): EditOutcome {
  return edit(mask, state, 'insertFromPaste', text, countryCode);
}

describe('formatDigits', () => {
  it('shows the mask as far as its last digit', () => {
    expect(formatDigits(PHONE_MASK, '')).toBe('');
    expect(formatDigits(PHONE_MASK, '4')).toBe('(4');
    expect(formatDigits(PHONE_MASK, '415')).toBe('(415');
    expect(formatDigits(PHONE_MASK, '4155')).toBe('(415) 5');
    expect(formatDigits(CARD_EXPIRY_MASK, '09')).toBe('09');
    expect(formatDigits(CARD_EXPIRY_MASK, '092')).toBe('09/2');
  });

  it('drops digits beyond the mask', () => {
    expect(formatDigits(CARD_EXPIRY_MASK, '092999')).toBe('09/29');
  });
});

describe('typing into a mask', () => {
  it('keeps every digit, nines included', () => {
    expect(typed(PHONE_MASK, '4159999999').value).toBe('(415) 999-9999');
    expect(typed(PHONE_MASK, '9876543210').value).toBe('(987) 654-3210');
    expect(typed(CARD_NUMBER_MASK, '4539148803436467').value).toBe('4539-1488-0343-6467');
    expect(typed(CARD_EXPIRY_MASK, '0929').value).toBe('09/29');
  });

  it.each(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'])(
    'takes %s in every slot of the phone mask',
    (digit) => {
      const state = typed(PHONE_MASK, digit.repeat(10));
      expect(state.value).toBe(`(${digit.repeat(3)}) ${digit.repeat(3)}-${digit.repeat(4)}`);
      expect(state.selectionStart).toBe(state.value.length);
    },
  );

  it('refuses keys that are not digits, and a digit once the mask is full', () => {
    expect(typed(PHONE_MASK, '41a5-55 50(1)23').value).toBe('(415) 555-0123');
    expect(edit(PHONE_MASK, field('(415'), 'insertText', 'x')).toBe('refused');
    expect(edit(CARD_EXPIRY_MASK, field('09/29'), 'insertText', '1')).toBe('refused');
    expect(edit(CARD_EXPIRY_MASK, field('09/29', 2), 'insertText', '1')).toBe('refused');
  });

  it('inserts a digit where the caret is and keeps the caret after it', () => {
    // "(415) 55" with the caret after "(41": the 9 goes in and the rest moves on.
    expect(typed(PHONE_MASK, '9', field('(415) 55', 3))).toEqual(field('(419) 555', 4));
    // Right before ") " the next digit lands after it.
    expect(typed(PHONE_MASK, '7', field('(415', 4))).toEqual(field('(415) 7'));
  });

  it('replaces a selection with the typed digit', () => {
    expect(typed(PHONE_MASK, '2', field('(415) 555-0123', [1, 4]))).toEqual(
      field('(255) 501-23', 2),
    );
  });
});

describe('deleting from a mask', () => {
  it('takes the last digit with Backspace, and the characters that led to it', () => {
    expect(edit(PHONE_MASK, field('(415) 5'), 'deleteContentBackward')).toEqual({
      value: '(415',
      caret: 4,
    });
    expect(edit(PHONE_MASK, field('(4'), 'deleteContentBackward')).toEqual({
      value: '',
      caret: 0,
    });
  });

  it('takes the digit before the mask characters when Backspace is pressed right after them', () => {
    expect(edit(PHONE_MASK, field('(415) 555', 6), 'deleteContentBackward')).toEqual({
      value: '(415) 55',
      caret: 3,
    });
  });

  it('closes the gap when a digit in the middle is deleted', () => {
    expect(edit(PHONE_MASK, field('(415) 555-0123', 7), 'deleteContentBackward')).toEqual({
      value: '(415) 550-123',
      caret: 4,
    });
    expect(edit(CARD_EXPIRY_MASK, field('09/29', 2), 'deleteContentForward')).toEqual({
      value: '09/9',
      caret: 2,
    });
  });

  it('deletes a group of digits with Ctrl+Backspace, and everything when it is all selected', () => {
    expect(edit(PHONE_MASK, field('(415) 555-01'), 'deleteWordBackward')).toEqual({
      value: '(415) 555',
      caret: 9,
    });
    expect(edit(PHONE_MASK, field('(415) 555-0123', [0, 14]), 'deleteContentBackward')).toEqual({
      value: '',
      caret: 0,
    });
  });

  it('has nothing to delete at the start of the field', () => {
    expect(edit(PHONE_MASK, field('(415', 0), 'deleteContentBackward')).toBe('refused');
  });
});

describe('pasting into a mask', () => {
  it.each(['+1 415 555 0123', '1 415 555 0123', '4155550123', '(415) 555-0123', '+14155550123'])(
    'reads %s as (415) 555-0123',
    (text) => {
      expect(pasted(PHONE_MASK, text)).toEqual({ value: '(415) 555-0123', caret: 14 });
    },
  );

  it('keeps a leading 1 that is part of a number that fits', () => {
    expect(pasted(CARD_NUMBER_MASK, '1234 5678 9012 3456', field(''), '')).toEqual({
      value: '1234-5678-9012-3456',
      caret: 19,
    });
    expect(pasted(PHONE_MASK, '155 555 01')).toEqual({ value: '(155) 555-01', caret: 12 });
  });

  it('drops the country code only at the start of the number', () => {
    // "(415) 5" holds 4 digits; 6 more fit, so a pasted "1555012" is not a country code.
    const middle = { ...field('(415) 5'), data: '1555012' };
    expect(insertedDigits(middle, PHONE_MASK, '1')).toBe('1555012');
    expect(pasted(PHONE_MASK, '1555012', field('(415) 5'))).toEqual({
      value: '(415) 515-5501',
      caret: 14,
    });
  });

  it('replaces the whole old number when pasted over it', () => {
    const old = field('(212) 555-0100', [0, 14]);
    expect(pasted(PHONE_MASK, '+1 (650) 999-8877', old)).toEqual({
      value: '(650) 999-8877',
      caret: 14,
    });
  });

  it('refuses a paste with no digits', () => {
    expect(pasted(PHONE_MASK, 'call me', field('(415'))).toBe('refused');
  });
});

describe('what the browser does itself', () => {
  it('leaves undo and a keyboard composition to the browser', () => {
    expect(edit(PHONE_MASK, field('(415'), 'historyUndo')).toBe('native');
    expect(edit(PHONE_MASK, field('(415'), 'insertCompositionText', '5')).toBe('native');
  });

  it('lays an autofilled number into the mask, without its country code', () => {
    expect(normalized(PHONE_MASK, '+1 415-555-0100', 15, '1')).toEqual({
      value: '(415) 555-0100',
      caret: 14,
    });
    expect(normalized(CARD_NUMBER_MASK, '4539148803436467', 16)).toEqual({
      value: '4539-1488-0343-6467',
      caret: 19,
    });
  });

  it('keeps the caret after the same digits', () => {
    expect(normalized(PHONE_MASK, '(4159', 4)).toEqual({ value: '(415) 9', caret: 4 });
  });
});
