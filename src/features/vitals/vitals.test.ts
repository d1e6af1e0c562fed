import { describe, expect, it } from 'vitest';
import { deviceClassOf, rate } from './vitals.ts';

describe("rate: Google's good / needs-improvement / poor", () => {
  it('counts a value at the good threshold as good and one just above as needing improvement', () => {
    expect(rate('LCP', 2500)).toBe('good');
    expect(rate('LCP', 2501)).toBe('needs-improvement');
    expect(rate('INP', 200)).toBe('good');
    expect(rate('CLS', 0.1)).toBe('good');
    expect(rate('CLS', 0.11)).toBe('needs-improvement');
  });

  it('counts a value at the poor threshold as needing improvement and one above as poor', () => {
    expect(rate('LCP', 4000)).toBe('needs-improvement');
    expect(rate('LCP', 4001)).toBe('poor');
    expect(rate('INP', 501)).toBe('poor');
    expect(rate('CLS', 0.26)).toBe('poor');
    expect(rate('FCP', 3001)).toBe('poor');
    expect(rate('TTFB', 1800)).toBe('needs-improvement');
    expect(rate('TTFB', 1801)).toBe('poor');
  });
});

describe('deviceClassOf: the form factor of a User-Agent', () => {
  it('sorts phones, tablets and desktops as the Chrome UX Report does', () => {
    expect(
      deviceClassOf(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      ),
    ).toBe('phone');
    expect(
      deviceClassOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('phone');
    expect(
      deviceClassOf(
        'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('tablet');
    expect(
      deviceClassOf(
        'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe('tablet');
    expect(
      deviceClassOf(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe('desktop');
  });

  it('calls a request without a User-Agent a desktop', () => {
    expect(deviceClassOf(null)).toBe('desktop');
    expect(deviceClassOf('')).toBe('desktop');
  });
});
