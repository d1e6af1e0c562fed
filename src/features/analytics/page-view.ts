/**
 * Page views for the marketing tracker (docs/requirements.md#monitoring-and-page-views: "on each route change ... a page view is reported to a
 * marketing tracker, except on training-course pages"): one `page_view` on `window.dataLayer` per
 * navigation — each page load, and each route change inside the /app mini-app. Training-course pages
 * (the catalogues and the courses under /{region}/training-course/) report nothing: the training
 * events widget of the old site counted those itself.
 */
import { pushToDataLayer } from './data-layer.ts';

/** A GA4 `page_view` as pushed to the data layer. */
export interface PageViewEvent {
  event: 'page_view';
  page_location: string;
  page_path: string;
  page_title: string;
}

const TRAINING_COURSE_PATH = /^\/[a-z]{2}\/training-course(\/|$)/;

/** Whether `path` is a training-course page (no page view there). */
export const isTrainingCoursePath = (path: string): boolean => TRAINING_COURSE_PATH.test(path);

/** The page view of a page at `url` titled `title`, or undefined where none is reported. */
export function pageViewEvent(url: URL, title: string): PageViewEvent | undefined {
  if (isTrainingCoursePath(url.pathname)) return undefined;
  return { event: 'page_view', page_location: url.href, page_path: url.pathname + url.search, page_title: title };
}

/** Report the current page (browser only). */
export function reportPageView(): void {
  const event = pageViewEvent(new URL(window.location.href), document.title);
  if (event) pushToDataLayer({ ...event });
}
