import { describe, expect, it } from 'vitest';
import { EditHistory, historyEdit, historyShortcut } from './edit-history.ts';

const at = (value: string, caret = value.length) => ({ value, caret });
/** The field with its caret at `caret` (the end by default) or `caret`..`end` selected. */
const field = (value: string, caret = value.length, end = caret) => ({
  value,
  selectionStart: caret,
  selectionEnd: end,
});

/** A history that has seen "(415) 5" typed key by key, then "55-0142" pasted. */
function typedThenPasted(): EditHistory {
  const history = new EditHistory();
  history.record(field(''), at('(4'), 'insertText');
  history.record(field('(4'), at('(41'), 'insertText');
  history.record(field('(41'), at('(415'), 'insertText');
  history.record(field('(415'), at('(415) 5'), 'insertText');
  history.record(field('(415) 5'), at('(415) 555-0142'), 'insertFromPaste');
  return history;
}

describe('EditHistory', () => {
  it('undoes a paste, then the whole run of typing before it, as a plain field does', () => {
    const history = typedThenPasted();
    expect(history.undo('(415) 555-0142')).toEqual(field('(415) 5'));
    expect(history.undo('(415) 5')).toEqual(field(''));
    expect(history.undo('')).toBeUndefined();
  });

  it('redoes what was undone, in order, and nothing more', () => {
    const history = typedThenPasted();
    history.undo('(415) 555-0142');
    history.undo('(415) 5');
    expect(history.redo('')).toEqual(field('(415) 5'));
    expect(history.redo('(415) 5')).toEqual(field('(415) 555-0142'));
    expect(history.redo('(415) 555-0142')).toBeUndefined();
  });

  it('drops the redo once a new edit is made', () => {
    const history = typedThenPasted();
    history.undo('(415) 555-0142');
    history.record(field('(415) 5'), at('(415) 59'), 'insertText');
    expect(history.redo('(415) 59')).toBeUndefined();
    expect(history.undo('(415) 59')).toEqual(field('(415) 5'));
  });

  it('gives back the selection a paste replaced', () => {
    const history = new EditHistory();
    history.record(field('(415) 999-0123', 0, 14), at('(650) 999-8877'), 'insertFromPaste');
    expect(history.undo('(650) 999-8877')).toEqual(field('(415) 999-0123', 0, 14));
  });

  it('keeps typing after a caret move as an edit of its own', () => {
    const history = new EditHistory();
    history.record(field(''), at('(4'), 'insertText');
    history.record(field('(4'), at('(41'), 'insertText');
    // The caret went back to the start before the next digit.
    history.record(field('(41', 1), at('(941', 2), 'insertText');
    expect(history.undo('(941')).toEqual(field('(41', 1));
    expect(history.undo('(41')).toEqual(field(''));
  });

  it('undoes a run of Backspaces whole, apart from the typing before it', () => {
    const history = new EditHistory();
    history.record(field(''), at('(415'), 'insertFromPaste');
    history.record(field('(415'), at('(41'), 'deleteContentBackward');
    history.record(field('(41'), at('(4'), 'deleteContentBackward');
    expect(history.undo('(4')).toEqual(field('(415'));
    expect(history.undo('(415')).toEqual(field(''));
  });

  it('forgets everything once the field shows a value it did not write (autofill, a reset)', () => {
    const history = typedThenPasted();
    expect(history.undo('(650) 999-8877')).toBeUndefined();
    // Forgotten, not merely skipped: the old value does not come back later either.
    expect(history.undo('(415) 555-0142')).toBeUndefined();
    expect(history.redo('(415) 555-0142')).toBeUndefined();
  });

  it('keeps the last hundred edits', () => {
    const history = new EditHistory();
    for (let digits = 1; digits <= 120; digits += 1) {
      history.record(field(String(digits - 1)), at(String(digits)), 'insertFromPaste');
    }
    let current = '120';
    let undone = 0;
    for (let back = history.undo(current); back; back = history.undo(current)) {
      current = back.value;
      undone += 1;
    }
    expect(undone).toBe(100);
    expect(current).toBe('20');
  });
});

describe('historyShortcut', () => {
  const keys = { ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };

  it.each([
    [{ ...keys, key: 'z', ctrlKey: true }, 'undo'],
    [{ ...keys, key: 'z', metaKey: true }, 'undo'],
    [{ ...keys, key: 'Z', ctrlKey: true, shiftKey: true }, 'redo'],
    [{ ...keys, key: 'Z', metaKey: true, shiftKey: true }, 'redo'],
    [{ ...keys, key: 'y', ctrlKey: true }, 'redo'],
  ])('reads %o as %s', (event, direction) => {
    expect(historyShortcut(event)).toBe(direction);
  });

  it.each([
    { ...keys, key: 'z' },
    { ...keys, key: 'z', ctrlKey: true, altKey: true },
    { ...keys, key: 'y', metaKey: true },
    { ...keys, key: '9', ctrlKey: true },
  ])('leaves %o alone', (event) => {
    expect(historyShortcut(event)).toBeUndefined();
  });
});

describe('historyEdit', () => {
  it("reads the browser's own undo and redo, and nothing else", () => {
    expect(historyEdit('historyUndo')).toBe('undo');
    expect(historyEdit('historyRedo')).toBe('redo');
    expect(historyEdit('insertText')).toBeUndefined();
  });
});
