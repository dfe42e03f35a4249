import { expect } from 'vitest';

/** The name of a region: its aria-label, or the text of the element its aria-labelledby names. */
function regionName(region: Element): string {
  const labelledBy = region.getAttribute('aria-labelledby');
  const name =
    labelledBy === null ? region.getAttribute('aria-label') : document.getElementById(labelledBy)?.textContent;
  return name?.trim() ?? '';
}

/**
 * Asserts that a screen's table is one of the design system's data tables (core's components.css,
 * no table classes of the screen's own): in a named region that scrolls and takes keyboard focus,
 * with a caption, a scope on every heading, and each body cell labelled with its column's heading
 * (the card layout below 768 px shows the labels; a column whose heading is visually hidden may
 * leave its label empty).
 */
export function expectDesignSystemTable(table: HTMLElement): void {
  expect([...table.classList].sort()).toEqual(['data-table', 'data-table--cards']);
  const region = table.parentElement;
  expect(region?.className).toBe('table-wrap table-region');
  expect(region?.getAttribute('role')).toBe('region');
  expect(region?.getAttribute('tabindex')).toBe('0');
  expect(regionName(region!)).not.toBe('');
  expect(table.querySelector(':scope > caption')?.textContent?.trim()).toBeTruthy();
  const headings = [...table.querySelectorAll('thead th')];
  expect(headings.length).toBeGreaterThan(0);
  for (const heading of headings) expect(heading.getAttribute('scope')).toBe('col');
  for (const row of table.querySelectorAll('tbody tr')) {
    const cells = [...row.children];
    expect(cells).toHaveLength(headings.length);
    cells.forEach((cell, index) => {
      const heading = headings[index]!;
      if (cell.tagName === 'TH') expect(cell.getAttribute('scope')).toBe('row');
      const label = cell.getAttribute('data-label');
      if (label === '') expect(heading.querySelector('.visually-hidden')).not.toBeNull();
      else expect(label).toBe(heading.textContent);
    });
  }
}
