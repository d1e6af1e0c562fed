/**
 * The training catalogue's filters (docs/requirements.md#calls: regions AU/NZ, default the current region; category;
 * online or venue; location), pure. They live in the URL's query (`?region=AU&category=…&delivery=
 * online&location=…`), so a filtered list is a link: the server renders it without JavaScript, and the
 * filters island swaps the list in place and keeps the URL in step. Unknown values are ignored (the
 * filter is then off), so an old or hand-typed link still shows courses.
 */
import type { TrainingCourse } from '../content/schemas/index.ts';

export type CourseRegion = 'AU' | 'NZ';
export type Delivery = 'online' | 'venue';

export interface CatalogueFilters {
  region: CourseRegion;
  category?: string | undefined;
  delivery?: Delivery | undefined;
  location?: string | undefined;
}

const sameText = (a: string, b: string): boolean => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0;

/** Sorts a course without dates ('Dates to be announced') after every dated one. */
const UNDATED = '\uffff';

/** Courses of the region, soonest first (undated last), then by title. */
const ofRegion = (courses: readonly TrainingCourse[], region: CourseRegion) =>
  courses
    .filter((course) => course.region === region)
    .sort(
      (a, b) => (a.startDate ?? UNDATED).localeCompare(b.startDate ?? UNDATED) || a.title.localeCompare(b.title, 'en'),
    );

/** The place a course is at for the location filter (venue courses only; online has none). */
const placeOf = (course: TrainingCourse): string | undefined =>
  course.delivery === 'venue' && course.location ? course.location : undefined;

/** The filters a query asks for, checked against the courses there are. */
export function filtersFromQuery(
  params: URLSearchParams,
  defaultRegion: CourseRegion,
  courses: readonly TrainingCourse[],
): CatalogueFilters {
  const regionParam = params.get('region')?.trim().toUpperCase();
  const region: CourseRegion = regionParam === 'AU' || regionParam === 'NZ' ? regionParam : defaultRegion;
  const inRegion = ofRegion(courses, region);
  const known = (wanted: string | null, values: (string | undefined)[]) => {
    const text = wanted?.trim();
    return text ? values.find((value): value is string => value !== undefined && sameText(value, text)) : undefined;
  };
  const deliveryParam = params.get('delivery')?.trim().toLowerCase();
  return {
    region,
    category: known(
      params.get('category'),
      inRegion.map((course) => course.category),
    ),
    delivery: deliveryParam === 'online' || deliveryParam === 'venue' ? deliveryParam : undefined,
    location: known(params.get('location'), inRegion.map(placeOf)),
  };
}

/** The courses the filters let through, soonest first. */
export function filterCourses(courses: readonly TrainingCourse[], filters: CatalogueFilters): TrainingCourse[] {
  return ofRegion(courses, filters.region).filter(
    (course) =>
      (!filters.category || sameText(course.category, filters.category)) &&
      (!filters.delivery || course.delivery === filters.delivery) &&
      (!filters.location || (placeOf(course) !== undefined && sameText(placeOf(course) ?? '', filters.location))),
  );
}

/** The choices each filter offers in the filters' region (categories and venues, alphabetical). */
export function filterChoices(
  courses: readonly TrainingCourse[],
  region: CourseRegion,
): { categories: string[]; locations: string[] } {
  const inRegion = ofRegion(courses, region);
  const sorted = (values: (string | undefined)[]) =>
    [...new Set(values.filter((value): value is string => Boolean(value)))].sort((a, b) => a.localeCompare(b, 'en'));
  return { categories: sorted(inRegion.map((course) => course.category)), locations: sorted(inRegion.map(placeOf)) };
}

/**
 * The link to `path` with the filters, one of them changed (`undefined` turns it off). Changing the
 * region drops the others (another region has other categories and venues); the default region is
 * left out of the URL.
 */
export function filterHref(
  path: string,
  filters: CatalogueFilters,
  defaultRegion: CourseRegion,
  change: Partial<CatalogueFilters>,
): string {
  const next: CatalogueFilters =
    'region' in change && change.region && change.region !== filters.region
      ? { region: change.region }
      : { ...filters, ...change };
  const params = new URLSearchParams();
  if (next.region !== defaultRegion) params.set('region', next.region);
  if (next.category) params.set('category', next.category);
  if (next.delivery) params.set('delivery', next.delivery);
  if (next.location) params.set('location', next.location);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
