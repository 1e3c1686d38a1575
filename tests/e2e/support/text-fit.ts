import { expect, type Page } from '@playwright/test';

/**
 * Text that does not fit: the page scrolling sideways, a text wider than the box it sits in or
 * running off the screen, or a text that a box hiding its overflow (overflow hidden or clip, which
 * ellipses and line clamps need) does not wholly hold. Visually hidden text (screen-reader only,
 * collapsed) is skipped.
 */
export async function textFitProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (element: Element) => {
      const text = element.textContent.trim().replace(/\s+/g, ' ').slice(0, 60);
      const id = element.id ? `#${element.id}` : '';
      return `<${element.tagName.toLowerCase()}${id}> "${text}"`;
    };
    const hiddenCache = new Map<Element, boolean>();
    const visuallyHidden = (element: Element | null): boolean => {
      if (!element || element === document.body) return false;
      const cached = hiddenCache.get(element);
      if (cached !== undefined) return cached;
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      const hidden =
        style.display === 'none' ||
        style.visibility === 'hidden' ||
        Number(style.opacity) === 0 ||
        ((rect.width <= 1 || rect.height <= 1) && style.overflow !== 'visible') ||
        style.clipPath === 'inset(50%)' ||
        visuallyHidden(element.parentElement);
      hiddenCache.set(element, hidden);
      return hidden;
    };

    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      problems.push(`the page scrolls sideways: ${String(root.scrollWidth)} px wide in ${String(root.clientWidth)} px`);
    }

    const clips = (element: Element) => {
      const style = getComputedStyle(element);
      return [style.overflowX, style.overflowY].some((overflow) => overflow === 'hidden' || overflow === 'clip');
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || visuallyHidden(parent)) continue;
      // A preview cut to a few lines on purpose (the whole text is a tap away) is not a text cut off.
      if (parent.closest('[data-preview]')) continue;
      if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'OPTION'].includes(parent.tagName)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width === 0) continue;
      const box = parent.getBoundingClientRect();
      if (text.right > box.right + 1 || text.left < box.left - 1) {
        problems.push(
          `${describe(parent)}: its text is ${String(Math.round(text.width))} px wide in a ${String(Math.round(box.width))} px box`,
        );
        continue;
      }
      if (text.right > root.clientWidth + 1 || text.left < -1) {
        problems.push(`${describe(parent)}: its text runs off the screen`);
        continue;
      }
      // Every box that hides what sticks out (overflow hidden or clip, an ellipsis) must hold the whole text.
      for (let clip: Element | null = parent; clip && clip !== document.body; clip = clip.parentElement) {
        if (!clips(clip)) continue;
        const area = clip.getBoundingClientRect();
        const cut =
          text.right > area.right + 1 ||
          text.left < area.left - 1 ||
          text.bottom > area.bottom + 1 ||
          text.top < area.top - 1;
        if (cut) {
          problems.push(`${describe(clip)} cuts off the text "${node.textContent.trim().slice(0, 40)}"`);
          break;
        }
      }
    }
    return problems;
  });
}

export async function expectTextToFit(page: Page): Promise<void> {
  expect(await textFitProblems(page), `text that does not fit on ${page.url()}`).toEqual([]);
}

/**
 * Words in Latin letters the person can see or hear (text, placeholders, accessible names) that
 * are not in `allowed`: on a Malayalam, Hindi or pseudo-localised screen these are English that
 * bypassed the catalog. `allowed` holds what people typed (names, places, e-mail addresses).
 */
export async function latinWords(page: Page, allowed: readonly string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return style.display !== 'none' && style.visibility !== 'hidden' && element.getClientRects().length > 0;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (parent.tagName !== 'OPTION' && !shown(parent)) continue;
      // What people wrote (reviews, names, places) is shown as they wrote it, not translated.
      if (parent.closest('[data-user-content]')) continue;
      if (node.textContent?.trim()) found.push(node.textContent);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (!shown(element) || element.closest('[aria-hidden="true"], [data-user-content]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) found.push(value);
      }
    }
    found.push(document.title);
    return found;
  });
  let all = texts.join('\n');
  // Longest first, so a full name goes before its parts; empty entries would split between every letter.
  const data = [...new Set(allowed)].filter((entry) => entry.trim() !== '').sort((a, b) => b.length - a.length);
  for (const entry of data) all = all.split(entry).join(' ');
  const words = all.match(/[A-Za-z]{2,}/g) ?? [];
  return [...new Set(words)];
}

export async function expectNoEnglish(page: Page, allowed: readonly string[]): Promise<void> {
  expect(await latinWords(page, allowed), `English words on ${page.url()}`).toEqual([]);
}
