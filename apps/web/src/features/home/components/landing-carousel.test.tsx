import { MantineProvider } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';
import { server } from '../../../test/msw-server';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { LandingCarousel } from './landing-carousel';

const carousel = {
  carouselId: 'landing',
  slots: [
    {
      id: '0190e000-0000-7000-8000-000000000001',
      position: 1,
      title: { es: 'Inglés A1', en: 'English A1' },
      resourceType: 'course',
      resourceId: '0190a000-0000-7000-8000-000000000001',
      href: '/lessons/0190a000-0000-7000-8000-000000000001',
    },
    {
      id: '0190e000-0000-7000-8000-000000000002',
      position: 3,
      title: { es: 'Nuestro blog', en: 'Our blog' },
      resourceType: 'url',
      resourceId: null,
      href: 'https://blog.example.org/',
    },
  ],
};

function serve(answer: () => Response) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  server.use(
    http.get('/api/public/carousels/landing', ({ request }) => {
      const address = new URL(request.url);
      calls.push({
        url: address.pathname + address.search,
        headers: Object.fromEntries(request.headers.entries()),
      });
      return answer();
    }),
  );
  return calls;
}

const slotHeights = (root: ParentNode) =>
  [...root.querySelectorAll('li')].map((item) => (item as HTMLElement).style.height);

// One module-level request per visit: the tests run in order (a failed request is asked again).
describe('the landing carousel', () => {
  it('is prerendered as empty cards of the final size, before any answer', () => {
    initI18n('es');
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <MemoryRouter>
            <LandingCarousel />
          </MemoryRouter>
        </MantineProvider>
      </I18nextProvider>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    const section = page.querySelector('[data-testid="landing-carousel"]')!;
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(section.querySelector('h2')?.textContent).toBe('Destacados');
    expect(slotHeights(section)).toEqual(['7.5rem', '7.5rem', '7.5rem']);
    expect(section.querySelector('ul')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('is left out when the carousel cannot be read', async () => {
    serve(() => HttpResponse.json({ code: 'system.exception' }, { status: 500 }));
    renderWithApp(
      <MemoryRouter>
        <LandingCarousel />
      </MemoryRouter>,
      'es',
    );
    expect(screen.getByTestId('landing-carousel')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('landing-carousel')).toBeNull());
  });

  it('fills the same place with the authored slots, each a link, without signing in', async () => {
    const calls = serve(() => HttpResponse.json(carousel));
    renderWithApp(
      <MemoryRouter>
        <LandingCarousel />
      </MemoryRouter>,
      'en',
    );
    const slots = await screen.findByTestId('landing-carousel-slots');
    expect(calls.map((call) => call.url)).toEqual(['/api/public/carousels/landing']);
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(screen.getByRole('heading', { name: 'Featured' })).toBeTruthy();
    const links = within(slots).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['CourseEnglish A1', '/lessons/0190a000-0000-7000-8000-000000000001'],
      ['LinkOur blog', 'https://blog.example.org/'],
    ]);
    expect(slotHeights(slots)).toEqual(['7.5rem', '7.5rem']);
  });
});
