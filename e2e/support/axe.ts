import AxeBuilder from '@axe-core/playwright';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/**
 * Runs axe on the current page and fails on serious or critical violations. The embedded map
 * is a third-party page (and offline here), so it is left out of the scan. Besides axe's
 * default rules: a control's name must hold the words it shows (WCAG 2.5.3, experimental in
 * axe), so that a person who says what they see ("click Free all day") reaches it.
 */
export async function assertAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .exclude('iframe.contact-map')
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const summary = blocking.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}`)
        .join('\n'),
  );
  assert.equal(blocking.length, 0, `${label}: accessibility violations\n${summary.join('\n')}`);
}

/**
 * Every part of the page is inside a landmark (axe's "region" rule, a moderate one that
 * assertAccessible lets pass): a screen reader's landmark list reaches all of it.
 */
export async function assertInLandmarks(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules(['region']).analyze();
  const outside = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => node.target.join(' ')),
  );
  assert.deepEqual(outside, [], `${label}: content outside landmarks`);
}
