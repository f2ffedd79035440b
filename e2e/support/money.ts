/** An amount as the site shows every price: '$44.00', '$1,752.00'. */
export function money(dollars: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);
}
