import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { initI18n } from '../../lib/i18n';
import { setLocale } from '../../lib/set-locale';
import { useMessageQueue } from './message-store';
import { showDefaultError, showOopsToast } from './show-default-error';

const shown = () =>
  useMessageQueue.getState().messages.map((m) => [m.dialog ? 'dialog' : 'toast', m.description]);

describe('the default error handler', () => {
  beforeEach(() => {
    initI18n('en');
    useMessageQueue.getState().clear();
  });

  afterEach(() => {
    useMessageQueue.getState().clear();
    setLocale('es');
  });

  it('shows the spec texts in English', () => {
    setLocale('en');
    showDefaultError(new ApiError(500, 'system.exception', null));
    showDefaultError(new ApiError(0, 'network', null));
    showDefaultError(new ApiError(403, 'system.forbidden', null));
    showDefaultError(new ApiError(404, 'system.not-found', null));
    showOopsToast();
    expect(shown()).toEqual([
      ['dialog', 'a problem occurred with your request'],
      ['dialog', 'could not establish communication with the server'],
      ['dialog', 'unauthorized access'],
      ['dialog', 'resource not found'],
      ['toast', 'Oops, something went wrong'],
    ]);
  });

  it('speaks Spanish by default', () => {
    setLocale('es');
    showDefaultError(new Error('boom'));
    showOopsToast();
    expect(shown()).toEqual([
      ['dialog', 'se produjo un problema con su solicitud'],
      ['toast', 'Vaya, algo salió mal'],
    ]);
  });
});
