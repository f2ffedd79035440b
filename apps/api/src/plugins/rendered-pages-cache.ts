/** Far more pages than the site has; what clients make up beyond it pushes out the oldest. */
const MAX_PAGES = 500;

/**
 * Rendered pages by URL, kept while what they were rendered from stays the same: a page render
 * costs some 15-30 ms of the server's only thread, and the public pages change only with the
 * catalogue. The caller names what the pages depend on (`basis`); a new basis drops them all.
 * Renders of one URL that overlap share one render; a failed render is not kept.
 */
export class RenderedPagesCache<Page> {
  private basis = '';
  private readonly pages = new Map<string, Promise<Page>>();

  get(basis: string, url: string, render: () => Promise<Page>): Promise<Page> {
    if (basis !== this.basis) {
      this.pages.clear();
      this.basis = basis;
    }
    const kept = this.pages.get(url);
    if (kept) return kept;
    const page = render();
    if (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(url, page);
    page.catch(() => {
      if (this.pages.get(url) === page) this.pages.delete(url);
    });
    return page;
  }
}
