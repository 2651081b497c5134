import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { TermsForm } from './terms-form';

afterEach(() => cleanup());

describe('the terms step', () => {
  it('leaves the title to the step (shown once) and heads each version by its language', () => {
    initI18n('es');
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    render(
      <MantineProvider>
        <TermsForm busy={false} onSubmit={() => undefined} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('heading', { name: /t[ée]rminos y condiciones/i })).toBeNull();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Español',
      'English',
    ]);
  });
});
