import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadLanguage } from '../../../../lib/i18n';
import { describeField, describeRule, localRefusal } from './course-round-trip';

describe("an import refusal in the reader's words", () => {
  beforeEach(async () => {
    initI18n('es');
    await loadLanguage('en');
  });

  it('names the field and the rule, in Spanish and in English', async () => {
    const pkg = {
      format: 'puente-content',
      version: 1,
      courses: [
        {
          key: 'c1',
          description: { es: 'D', en: 'D' },
          level: 'A1',
          coverImage: null,
          order: 1,
          locale: 'es',
          published: false,
          chapters: [],
          exams: [],
        },
      ],
    };
    const report = localRefusal(pkg);
    expect(report?.kind).toBe('refused');
    const entry = report!.kind === 'refused' ? report!.fields[0]! : null;
    expect(entry).toMatchObject({ field: 'courses.0.title', code: 'notnull' });
    await i18n.changeLanguage('es');
    expect(`${describeField(entry!.field, i18n.t)}: ${describeRule(entry!, i18n.t)}`).toBe(
      'Curso 1, título: obligatorio',
    );
    expect(describeField('courses.0.chapters.2.title.es', i18n.t)).toBe(
      'Curso 1, lección 3, título (español)',
    );
    await i18n.changeLanguage('en');
    expect(`${describeField(entry!.field, i18n.t)}: ${describeRule(entry!, i18n.t)}`).toBe(
      'Course 1, title: required',
    );
    expect(describeRule({ field: 'x', code: 'course.zero-presentation-order', message: '' }, i18n.t)).toBe(
      'Presentation order cannot be zero',
    );
    await i18n.changeLanguage('es');
  });

  it('lets a valid package through to the server', () => {
    expect(localRefusal({ format: 'puente-content', version: 1, courses: [] })).toBeNull();
  });
});
