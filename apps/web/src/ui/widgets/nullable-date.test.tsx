import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/set-locale';
import { renderWidget } from '../test/render-widget';
import { NullableDate } from './nullable-date';

describe('a nullable date', () => {
  afterEach(() => setLocale('es'));

  it('shows the date in the reader language, or the label of an empty one', () => {
    renderWidget(
      <>
        <NullableDate value="2026-03-05" empty="infinite" />
        <NullableDate value={null} empty="notApplicable" />
        <NullableDate value={null} empty="immediate" />
        <NullableDate value={undefined} empty="infinite" />
      </>,
    );
    expect(screen.getByText('5 de marzo de 2026')).toBeTruthy();
    expect(screen.getByText('No aplica')).toBeTruthy();
    expect(screen.getByText('Inmediato')).toBeTruthy();
    expect(screen.getByText('Indefinido')).toBeTruthy();
  });

  it('speaks English too', () => {
    renderWidget(
      <>
        <NullableDate value={null} empty="notApplicable" />
        <NullableDate value={null} empty="immediate" />
        <NullableDate value={null} empty="infinite" />
      </>,
      'en',
    );
    for (const label of ['Not applicable', 'Immediate', 'Infinite'])
      expect(screen.getByText(label)).toBeTruthy();
  });
});
