/** The editors' preview texts, verbatim from docs/requirements.md#preview. */
export const PREVIEW_MESSAGES = {
  loading: 'Loading preview...',
  updating: 'Updating preview...',
  notFound: 'Sorry, could not load a preview with anything',
} as const;

/** Timing of live updates: an edit shows within this long of the last change (docs/requirements.md#preview: 1.5 s debounce). */
export const LIVE_UPDATE_MAX_WAIT_MS = 1500;
/** Edits that come in a burst (a save writes the file in pieces, an editor types) are applied once this long after the last. */
export const LIVE_UPDATE_QUIET_MS = 300;
