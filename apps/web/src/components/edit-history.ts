import type { FieldState, MaskedValue } from './digit-mask.ts';

/** One edit the field made: the field before it (with its selection), after it, and its kind. */
interface Step {
  before: FieldState;
  after: MaskedValue;
  inputType: string;
}

// Enough for any edit a person would want back in a short field.
const LIMIT = 100;

/** Typing runs and deletion runs are undone whole, as browsers undo them in a plain field. */
const RUNS = new Set(['insertText', 'deleteContentBackward', 'deleteContentForward']);

/**
 * A masked field's own undo and redo. The field writes every edit by script, which browsers keep
 * out of their undo history (Chromium then has nothing to undo, and sends no `historyUndo`), so
 * the field records its edits here.
 *
 * The history holds only while the field shows what it last wrote: a value changed from outside
 * (autofill, a form reset) makes it forget, so an undo never brings back a stale number.
 */
export class EditHistory {
  #done: Step[] = [];
  #undone: Step[] = [];
  // After an undo or a redo the next edit starts a step of its own, even within a run.
  #runEnded = false;

  record(before: FieldState, after: MaskedValue, inputType: string): void {
    const last = this.#done.at(-1);
    const continuesRun =
      last !== undefined &&
      !this.#runEnded &&
      RUNS.has(inputType) &&
      last.inputType === inputType &&
      last.after.value === before.value &&
      last.after.caret === before.selectionStart &&
      before.selectionStart === before.selectionEnd;
    if (continuesRun) last.after = after;
    else this.#done.push({ before, after, inputType });
    if (this.#done.length > LIMIT) this.#done.shift();
    this.#undone = [];
    this.#runEnded = false;
  }

  /**
   * The field before its last edit, selection and all (a paste over a selection gives the
   * selection back), given what it shows now; none if there is nothing to undo.
   */
  undo(current: string): FieldState | undefined {
    const step = this.#moveLast(this.#done, this.#undone, (last) => last.after.value === current);
    return step?.before;
  }

  /** The field after the edit last undone, given what it shows now; none if nothing was undone. */
  redo(current: string): FieldState | undefined {
    const step = this.#moveLast(this.#undone, this.#done, (last) => last.before.value === current);
    if (!step) return undefined;
    const { value, caret } = step.after;
    return { value, selectionStart: caret, selectionEnd: caret };
  }

  /** Moves the last step of `from` onto `to` if the field still shows it; forgets all if not. */
  #moveLast(from: Step[], to: Step[], isShown: (step: Step) => boolean): Step | undefined {
    const step = from.at(-1);
    if (!step) return undefined;
    if (!isShown(step)) return this.#forget();
    from.pop();
    to.push(step);
    this.#runEnded = true;
    return step;
  }

  #forget(): undefined {
    this.#done = [];
    this.#undone = [];
    return undefined;
  }
}

/** Whether a key press is the platform's undo or redo shortcut, and which. */
export function historyShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): 'undo' | 'redo' | undefined {
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  // Ctrl+Y is Windows' and Linux's redo; on a Mac Cmd+Y opens the history instead.
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return undefined;
}

/** Whether a `beforeinput` edit is the browser's own undo or redo (its Edit menu), and which. */
export function historyEdit(inputType: string): 'undo' | 'redo' | undefined {
  if (inputType === 'historyUndo') return 'undo';
  if (inputType === 'historyRedo') return 'redo';
  return undefined;
}
