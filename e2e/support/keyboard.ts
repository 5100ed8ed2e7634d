// Keyboard-only steps: moving the focus with Tab (or Shift+Tab) until it reaches a control,
// and checking that the focus can be seen there (WCAG 2.4.7). Nothing here clicks or fills:
// the page is read to know where the focus is, and only page.keyboard acts on it.
import type { Locator, Page } from 'playwright-core';

/** The theme's focus colour (lib/design-tokens.ts gold, #d4a44c) as the browser computes it. */
export const FOCUS_GOLD = 'rgb(212, 164, 76)';

/** Whether `target` (its first match) is the page's focused element. */
function holdsFocus(target: Locator): Promise<boolean> {
  return target.first().evaluate((el) => el === document.activeElement);
}

/** The focused element in a few words, for a failure message. */
function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name = el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? el.textContent ?? '';
    return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${name.trim().slice(0, 40)}"`;
  });
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, at most `max` times;
 * fails naming every stop the focus made when it never gets there (a control the keyboard
 * cannot reach).
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 40 } = {}): Promise<void> {
  await target.first().waitFor();
  const stops: string[] = [];
  for (let presses = 0; presses <= max; presses++) {
    if (await holdsFocus(target)) return;
    if (presses === max) break;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    stops.push(await focusedElement(page));
  }
  throw new Error(
    `${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target} in ${max} presses; the focus went to: ${stops.join(' → ')}`,
  );
}

/**
 * How the focused `target` shows its focus: its outline, or, for a text field, the frame drawn
 * around it in the focus colour (MUI's outlined field draws it on the fieldset beside the input,
 * the chat's composer on the box around its textarea). Null when the focus cannot be seen; the
 * browser must also match :focus-visible (keyboard focus, not a pointer's).
 */
export function focusRing(target: Locator): Promise<string | null> {
  return target.first().evaluate((el, gold) => {
    if (el !== document.activeElement || !el.matches(':focus-visible')) return null;
    const own = getComputedStyle(el);
    const seen = (color: string) => color !== 'transparent' && !/rgba\([^)]*,\s*0\)$/.test(color);
    if (own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) >= 1 && seen(own.outlineColor)) {
      return `outline ${own.outlineWidth} ${own.outlineStyle} ${own.outlineColor}`;
    }
    const frame = el.closest('.MuiOutlinedInput-root')?.querySelector('.MuiOutlinedInput-notchedOutline') ?? el.parentElement;
    const framed = frame ? getComputedStyle(frame) : null;
    if (framed && framed.borderTopStyle !== 'none' && parseFloat(framed.borderTopWidth) >= 1 && framed.borderTopColor === gold) {
      return `frame ${framed.borderTopWidth} ${framed.borderTopColor}`;
    }
    return null;
  }, FOCUS_GOLD);
}
