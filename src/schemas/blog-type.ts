/** A knowledge-hub entry's kind (the blog document's `blogType`, a search record's facet). */
export const blogTypes = ['read', 'watch', 'download', 'video', 'howTo'] as const;
export type BlogType = (typeof blogTypes)[number];
