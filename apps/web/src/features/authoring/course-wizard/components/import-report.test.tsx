import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../ui/test/render-with-app';
import { ImportReportView } from './import-report';

const course = (over: { chapters: number; exercises: number; exams: number }) => ({
  id: '0196c0de-0000-7000-8000-000000000001',
  key: 'a1',
  title: { es: 'Inglés A1', en: 'English A1' },
  created: true,
  reviewLessons: 0,
  ...over,
});

describe('the import report', () => {
  it('counts each kind of content in the singular or the plural, in Spanish', () => {
    renderWithApp(
      <ImportReportView
        report={{ kind: 'done', courses: [course({ chapters: 1, exercises: 2, exams: 1 })] }}
        onClose={() => undefined}
      />,
      'es',
    );
    expect(
      screen.getByText('Creado como borrador: Inglés A1 (1 lección, 2 ejercicios, 1 examen)'),
    ).toBeTruthy();
  });

  it('and in English', () => {
    renderWithApp(
      <ImportReportView
        report={{ kind: 'done', courses: [course({ chapters: 3, exercises: 1, exams: 0 })] }}
        onClose={() => undefined}
      />,
      'en',
    );
    expect(screen.getByText('Created as a draft: English A1 (3 lessons, 1 exercise, 0 exams)')).toBeTruthy();
  });
});
