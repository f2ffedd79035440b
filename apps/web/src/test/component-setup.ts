import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  // The mask library polls the caret on a timer from focus until blur, and unmounting does not
  // blur: without this the loop outlives jsdom and throws "window is not defined".
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  cleanup();
  vi.useRealTimers();
});
