import { errorCatalog, errorMessage } from '@puente/shared';
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

  it("says a refusal's own reason when its code is in the catalogue, with the values it names", () => {
    setLocale('es');
    showDefaultError(new ApiError(409, 'user.last-administrator', { code: 'user.last-administrator' }));
    showDefaultError(new ApiError(413, 'media.too-large', { params: { limit: '5 MB' } }));
    // A code the catalogue does not know keeps the generic text.
    showDefaultError(new ApiError(409, 'something.unknown', {}));
    expect(shown()).toEqual([
      ['dialog', errorCatalog['user.last-administrator'].es],
      ['dialog', errorMessage('media.too-large', 'es', { limit: '5 MB' })],
      ['dialog', 'se produjo un problema con su solicitud'],
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
