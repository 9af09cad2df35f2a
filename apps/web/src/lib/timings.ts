/** The spec's timings and thresholds, in one place (spec section 9). */
export const timings = {
  toastSuccessMs: 1_500,
  toastErrorMs: 2_000,
  reloadAfterLoginMs: 2_000,
  stickyHeaderFromPx: 210,
  backToTopFromPx: 400,
  wideFooterFromPx: 992,
  /** The newsletter window waits this long after the page has loaded and the browser is idle. */
  newsletterPopupDelayMs: 4_000,
} as const;
