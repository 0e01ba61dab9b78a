/** Facts about the product itself, shown on public pages. */
export const PRODUCT = {
  contactEmail: 'support@talim.app',
} as const;
