/** The logo's colours (as in public/favicon.svg), shared by the 3D scene and its still image. */
export const LOGO_COLORS = {
  stage: '#13233f',
  coral: '#ff6b4a',
  cream: '#f4f1ea',
  mint: '#6fd3c1',
} as const;

/** The logo's four squares, left to right, top row first. */
export const LOGO_SQUARES = [LOGO_COLORS.coral, LOGO_COLORS.cream, LOGO_COLORS.cream, LOGO_COLORS.mint] as const;
