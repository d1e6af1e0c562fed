import { describe, expect, it } from 'vitest';
import type { TrainingCourse } from '../content/schemas/index.ts';
import { filterChoices, filterCourses, filterHref, filtersFromQuery } from './filters.ts';

const course = (
  id: string,
  region: 'AU' | 'NZ',
  category: string,
  delivery: 'online' | 'venue',
  location: string,
  startDate: string,
) =>
  ({
    _id: id,
    _type: 'trainingCourse',
    title: id,
    slug: { _type: 'slug', current: id },
    region,
    category,
    delivery,
    location,
    startDate,
    endDate: startDate,
    price: { currency: region === 'AU' ? 'AUD' : 'NZD', amount: '100.00' },
  }) as unknown as TrainingCourse;

const COURSES = [
  course('nz-bim-akl', 'NZ', 'Strata BIM', 'venue', 'Auckland', '2027-01-10'),
  course('nz-bim-online', 'NZ', 'Strata BIM', 'online', 'Online', '2027-02-10'),
  course('nz-civil-wlg', 'NZ', 'Kestrel Civil', 'venue', 'Wellington', '2027-03-10'),
  course('au-bim-syd', 'AU', 'Strata BIM', 'venue', 'Sydney', '2027-01-20'),
  course('au-mech-online', 'AU', 'Fathom Mechanical', 'online', 'Online', '2027-01-05'),
];
const ids = (courses: readonly TrainingCourse[]) => courses.map((each) => each._id);
const query = (text: string) => filtersFromQuery(new URLSearchParams(text), 'NZ', COURSES);

describe('training catalogue filters', () => {
  it('defaults to the current region with every course of it, soonest first', () => {
    expect(query('')).toEqual({ region: 'NZ', category: undefined, delivery: undefined, location: undefined });
    expect(ids(filterCourses(COURSES, query('')))).toEqual(['nz-bim-akl', 'nz-bim-online', 'nz-civil-wlg']);
    expect(ids(filterCourses(COURSES, query('region=AU')))).toEqual(['au-mech-online', 'au-bim-syd']);
  });

  it('narrows by category, delivery and location together', () => {
    expect(ids(filterCourses(COURSES, query('category=strata%20bim')))).toEqual(['nz-bim-akl', 'nz-bim-online']);
    expect(ids(filterCourses(COURSES, query('category=Strata+BIM&delivery=online')))).toEqual(['nz-bim-online']);
    expect(ids(filterCourses(COURSES, query('location=Wellington')))).toEqual(['nz-civil-wlg']);
  });

  it('ignores values that are not there (the filter is off)', () => {
    expect(query('region=US&category=Cooking&delivery=boat&location=Perth')).toEqual({
      region: 'NZ',
      category: undefined,
      delivery: undefined,
      location: undefined,
    });
  });

  it('offers the categories and venues of the region', () => {
    expect(filterChoices(COURSES, 'NZ')).toEqual({
      categories: ['Kestrel Civil', 'Strata BIM'],
      locations: ['Auckland', 'Wellington'],
    });
  });

  it('writes the filters into the link, leaving out the default region; a new region starts afresh', () => {
    const filters = query('category=Strata+BIM');
    expect(filterHref('/nz/training-course/', filters, 'NZ', { delivery: 'venue' })).toBe(
      '/nz/training-course/?category=Strata+BIM&delivery=venue',
    );
    expect(filterHref('/nz/training-course/', filters, 'NZ', { category: undefined })).toBe('/nz/training-course/');
    expect(filterHref('/nz/training-course/', filters, 'NZ', { region: 'AU' })).toBe('/nz/training-course/?region=AU');
  });
});
