import type { TCertificate } from '@puente/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { CertificateCard } from './certificate-card';

const certificate = (over: Partial<TCertificate>): TCertificate => ({
  id: '0196b3a2-0000-7000-8000-0000000000d1',
  code: 'PUE-7KQ2-M9XD-43TA',
  courseId: '0196b3a2-0000-7000-8000-0000000000c1',
  courseTitle: { es: 'Inglés básico', en: 'Basic English' },
  level: 'A1',
  holderName: 'Gabriela Graduada Ortiz',
  issuedAt: '2026-11-20T10:00:00.000Z',
  verificationUrl: 'https://demo.puente.test/landing/certificate/PUE-7KQ2-M9XD-43TA',
  skillScores: [
    { skill: 'reading', score: 92 },
    { skill: 'listening', score: 75 },
  ],
  pdfUrl: '/api/certificates/0196b3a2-0000-7000-8000-0000000000d1/pdf',
  ...over,
});

describe('a certificate in /user-certificate', () => {
  it('shows the score per skill and a link to its verification page', () => {
    renderWithApp(<CertificateCard certificate={certificate({})} />, 'es');
    const skills = screen.getByRole('region', { name: 'Puntuación por destreza' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Comprensión lectora: 92 %', 'Comprensión auditiva: 75 %']);
    const link = screen.getByRole('link', { name: 'Abrir la página de verificación' });
    expect(link.getAttribute('href')).toBe('https://demo.puente.test/landing/certificate/PUE-7KQ2-M9XD-43TA');
  });

  it('leaves the scores out for a certificate issued before they were kept', () => {
    renderWithApp(<CertificateCard certificate={certificate({ skillScores: [] })} />, 'en');
    expect(screen.queryByRole('region', { name: 'Score per skill' })).toBeNull();
  });
});
