import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';
import { registerReviewsTexts } from '../reviews-texts';
import { intervalText } from './interval-text';

const DAY = 24 * 60;

describe('intervalText', () => {
  beforeAll(() => {
    initI18n('es');
    registerReviewsTexts();
  });

  it('writes months in the singular or plural, and decimals in the reader’s language', () => {
    const es = i18n.getFixedT('es', 'reviews');
    expect(intervalText(30 * DAY, es, 'es')).toBe('1 mes');
    expect(intervalText(60 * DAY, es, 'es')).toBe('2 meses');
    expect(intervalText(45 * DAY, es, 'es')).toBe('1,5 meses');
    expect(intervalText(42 * DAY, es, 'es')).toBe('1,4 meses');
    expect(intervalText(547.5 * DAY, es, 'es')).toBe('1,5 años');
    expect(intervalText(365 * DAY, es, 'es')).toBe('1 año');
    expect(intervalText(1 * DAY, es, 'es')).toBe('1 día');
    expect(intervalText(3 * DAY, es, 'es')).toBe('3 días');
    const en = i18n.getFixedT('en', 'reviews');
    expect(intervalText(42 * DAY, en, 'en')).toBe('1.4 months');
    expect(intervalText(30 * DAY, en, 'en')).toBe('1 month');
    expect(intervalText(547.5 * DAY, en, 'en')).toBe('1.5 years');
    expect(intervalText(3 * DAY, en, 'en')).toBe('3 days');
  });
});
