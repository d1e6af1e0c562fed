import { describe, expect, it } from 'vitest';
import {
  BUSINESS_NUMBER_MESSAGES as M,
  businessNumberSchema,
  checkBusinessNumber,
  formatBusinessNumber,
  isValidAbn,
  isValidNzbn,
  isValidNzGstNumber,
} from '../../schemas/business-number.ts';

const messageOf = (text: string): string | undefined => businessNumberSchema.safeParse(text).error?.issues[0]?.message;

describe('ABN: the ATO weighted checksum', () => {
  it("accepts the ATO's published example and a registered ABN", () => {
    expect(isValidAbn('51824753556')).toBe(true);
    expect(isValidAbn('53004085616')).toBe(true);
  });
  it('refuses each of them with one digit changed', () => {
    expect(isValidAbn('51824753557')).toBe(false);
    expect(isValidAbn('61824753556')).toBe(false);
    expect(isValidAbn('53004085615')).toBe(false);
  });
  it('refuses two swapped digits', () => expect(isValidAbn('15824753556')).toBe(false));
  it('refuses a wrong length or a leading zero', () => {
    expect(isValidAbn('5182475355')).toBe(false);
    expect(isValidAbn('01824753556')).toBe(false);
  });
});

describe('NZBN: the GS1 check digit under the prefix 94', () => {
  it('accepts a number whose check digit is right', () => expect(isValidNzbn('9429000106078')).toBe(true));
  it('refuses every other check digit', () => {
    for (const digit of '012345679') expect(isValidNzbn(`942900010607${digit}`)).toBe(false);
  });
  it("refuses a GTIN-13 that is valid but not an NZBN (GS1's own example, prefix 40)", () => {
    expect(isValidNzbn('4006381333931')).toBe(false);
  });
});

describe("NZ GST number: IRD's check digits", () => {
  it("accepts IRD's published valid examples, 8 and 9 digits", () => {
    for (const number of ['49091850', '35901981', '49098576', '136410132'])
      expect(isValidNzGstNumber(number)).toBe(true);
  });
  it("refuses IRD's published invalid examples", () => {
    expect(isValidNzGstNumber('136410133')).toBe(false); // wrong check digit
    expect(isValidNzGstNumber('9125568')).toBe(false); // below the range
  });
  it('refuses numbers above the range', () => expect(isValidNzGstNumber('150000001')).toBe(false));
});

describe('the field as the form and the API check it', () => {
  it('stores a valid number with spaces or hyphens as its digits', () => {
    expect(businessNumberSchema.parse(' 51 824 753 556 ')).toBe('51824753556');
    expect(businessNumberSchema.parse('9429 0001 0607 8')).toBe('9429000106078');
    expect(businessNumberSchema.parse('49-091-850')).toBe('49091850');
  });
  it('leaves an empty field empty: the number is optional', () => {
    expect(businessNumberSchema.parse('')).toBe('');
    expect(businessNumberSchema.parse('   ')).toBe('');
  });
  it('names the number a wrong one is not', () => {
    expect(messageOf('51 824 753 557')).toBe(M.abn);
    expect(messageOf('9429000106079')).toBe(M.nzbn);
    expect(messageOf('136-410-133')).toBe(M.nzGst);
  });
  it('asks for one of the three when the text is none of them', () => {
    expect(messageOf('12345')).toBe(M.notANumber);
    expect(messageOf('hello')).toBe(M.notANumber);
    expect(messageOf('1'.repeat(40))).toBe(M.notANumber);
  });
  it('says which kind a valid number is', () => {
    expect(checkBusinessNumber('51824753556')).toEqual({ ok: true, kind: 'abn', digits: '51824753556' });
    expect(checkBusinessNumber('49091850')).toEqual({ ok: true, kind: 'nz-gst', digits: '49091850' });
  });
  it('prints each kind as people write it', () => {
    expect(formatBusinessNumber('51824753556')).toBe('ABN 51 824 753 556');
    expect(formatBusinessNumber('9429000106078')).toBe('NZBN 9429000106078');
    expect(formatBusinessNumber('49091850')).toBe('NZ GST number 049-091-850');
  });
});
