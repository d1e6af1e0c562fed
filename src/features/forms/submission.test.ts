import { describe, expect, it } from 'vitest';
import { mergeRequestedBlogs } from './requested-blogs.ts';
import { formSubmissionSchema, MAX_FIELDS } from './submission.ts';

const body = { formId: 'form-contact-enquiry', fields: { first_name: 'Ann', privacy_consent: true } };

describe('POST /api/forms body', () => {
  it('takes a form id, fields, and optional blogId, pageUri and hiddenValue', () => {
    const parsed = formSubmissionSchema.parse({
      ...body,
      blogId: 'blog-1',
      pageUri: 'https://www.tasmancad.example/knowledge-hub/x/',
      hiddenValue: 'website-contact',
    });
    expect(parsed).toMatchObject({ formId: 'form-contact-enquiry', blogId: 'blog-1' });
  });

  it.each([
    ['no form id', { fields: {} }, 'formId'],
    ['fields that are not text or booleans', { ...body, fields: { n: 3 } }, 'fields'],
    ['a page that is not an http(s) URL', { ...body, pageUri: 'javascript:alert(1)' }, 'pageUri'],
    [
      'too many fields',
      { ...body, fields: Object.fromEntries(Array.from({ length: MAX_FIELDS + 1 }, (_, i) => [`f${i}`, 'x'])) },
      'fields',
    ],
  ])('refuses %s', (_name, input, path) => {
    const result = formSubmissionSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(path);
  });
});

describe('mergeRequestedBlogs', () => {
  it('keeps each blog id once, in the order first seen', () => {
    expect(mergeRequestedBlogs(['a', 'b'], ['b', 'c'])).toEqual(['a', 'b', 'c']);
  });
});
