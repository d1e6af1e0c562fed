/** The region suggestion's texts, verbatim from docs/requirements.md#regions. */
export const REGION_SUGGESTION_MESSAGES = {
  title: 'Looks like you are browsing in a different region.',
  browse: (regionTitle: string) => `Browse ${regionTitle}`,
  stay: 'No, continue browsing',
} as const;
