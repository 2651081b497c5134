import type { TContentPackage } from '@puente/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadLanguage } from '../../../../lib/i18n';
import { describeField, describeRule, localRefusal, notTaughtRefusal } from './course-round-trip';

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

describe('an import over courses the reader does not teach', () => {
  const pkg = (...keys: string[]) =>
    ({
      format: 'puente-content',
      version: 1,
      courses: keys.map((key) => ({ key })),
    }) as unknown as TContentPackage;

  it("is refused before sending, naming each such course, in the reader's words", async () => {
    initI18n('es');
    const report = notTaughtRefusal(pkg('mine', 'theirs'), ['theirs']);
    expect(report).toEqual({
      kind: 'refused',
      code: 'course.not-teacher',
      fields: [{ field: 'courses.1', code: 'course.not-teacher', message: '', params: {} }],
    });
    const entry = report!.kind === 'refused' ? report!.fields[0]! : null;
    await i18n.changeLanguage('es');
    expect(`${describeField(entry!.field, i18n.t)}: ${describeRule(entry!, i18n.t)}`).toBe(
      'Curso 2: usted no enseña este curso',
    );
  });

  it('lets new courses and the ones the reader teaches through', () => {
    expect(notTaughtRefusal(pkg('mine', 'new'), ['theirs'])).toBeNull();
  });
});
