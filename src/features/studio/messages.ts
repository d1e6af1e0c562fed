/** What the site's /studio page says when no Studio is served there. */
export const STUDIO_MESSAGES = {
  title: 'Sanity Studio is not connected',
  needsProject:
    'The Studio edits the site’s content in a Sanity project. This site reads the embedded dataset, so there is no Studio to open yet.',
  notServedHere:
    'This site reads its content from Sanity, but no Studio is served at /studio: run or deploy the Studio package and tell the site where it is.',
} as const;
