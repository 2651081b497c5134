/** The modal sizes of spec section 2, as widths (and a height for 'tall'). */
export const MODAL_SIZES = {
  small: { width: 380 },
  medium: { width: 500 },
  tall: { width: 500, minHeight: '80vh' },
  'two-column': { width: 760 },
  wide: { width: 900 },
  'medium-wide': { width: 680 },
  'extra-wide': { width: 1140 },
  colossal: { width: '95vw', minHeight: '90vh' },
} as const;
export type ModalSize = keyof typeof MODAL_SIZES;
