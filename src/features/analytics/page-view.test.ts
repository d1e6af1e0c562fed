import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTrainingCoursePath, pageViewEvent, reportPageView } from './page-view.ts';

describe('pageViewEvent', () => {
  it('describes the page: location, path with its query, title', () => {
    expect(pageViewEvent(new URL('https://shop.example/au/products/strata-bim/?ref=x'), 'Strata BIM')).toEqual({
      event: 'page_view',
      page_location: 'https://shop.example/au/products/strata-bim/?ref=x',
      page_path: '/au/products/strata-bim/?ref=x',
      page_title: 'Strata BIM',
    });
  });

  it('reports nothing on training-course pages: the catalogues and each course', () => {
    expect(isTrainingCoursePath('/nz/training-course/')).toBe(true);
    expect(isTrainingCoursePath('/au/training-course/revit-fundamentals/')).toBe(true);
    expect(pageViewEvent(new URL('https://shop.example/au/training-course/'), 'Training')).toBeUndefined();
    expect(isTrainingCoursePath('/nz/services/training/')).toBe(false);
  });
});

describe('reportPageView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('pushes one page_view onto window.dataLayer', () => {
    const fakeWindow: { dataLayer?: unknown[]; location: { href: string } } = {
      location: { href: 'https://shop.example/nz/' },
    };
    vi.stubGlobal('window', fakeWindow);
    vi.stubGlobal('document', { title: 'Home' });
    reportPageView();
    expect(fakeWindow.dataLayer).toEqual([
      { event: 'page_view', page_location: 'https://shop.example/nz/', page_path: '/nz/', page_title: 'Home' },
    ]);
  });

  it('on a prerendered page, pushes it only when the page is shown', () => {
    const fakeWindow: { dataLayer?: unknown[]; location: { href: string } } = {
      location: { href: 'https://shop.example/nz/' },
    };
    const page = Object.assign(new EventTarget(), { title: 'Home', prerendering: true });
    vi.stubGlobal('window', fakeWindow);
    vi.stubGlobal('document', page);
    reportPageView();
    expect(fakeWindow.dataLayer).toEqual([]);
    page.prerendering = false;
    page.dispatchEvent(new Event('prerenderingchange'));
    expect(fakeWindow.dataLayer).toEqual([
      { event: 'page_view', page_location: 'https://shop.example/nz/', page_path: '/nz/', page_title: 'Home' },
    ]);
  });
});
