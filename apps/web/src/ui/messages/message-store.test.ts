import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { currentDialog, useMessageQueue } from './message-store';
import { defaultErrorKey } from './show-message';

describe('the message queue', () => {
  beforeEach(() => useMessageQueue.getState().clear());

  it('drops a duplicate of the same type and text', () => {
    const { push } = useMessageQueue.getState();
    expect(push({ type: 'error', description: 'Boom', dialog: true })).toBe(true);
    expect(push({ type: 'error', description: 'Boom', dialog: true })).toBe(false);
    expect(push({ type: 'info', description: 'Boom' })).toBe(true);
    expect(useMessageQueue.getState().messages).toHaveLength(2);
  });

  it('shows one dialog at a time, oldest first', () => {
    const { push, remove } = useMessageQueue.getState();
    push({ type: 'info', description: 'toast' });
    push({ type: 'error', description: 'first', dialog: true });
    push({ type: 'error', description: 'second', dialog: true });
    const first = currentDialog(useMessageQueue.getState().messages);
    expect(first?.description).toBe('first');
    remove(first!.id);
    expect(currentDialog(useMessageQueue.getState().messages)?.description).toBe('second');
    expect(push({ type: 'error', description: 'first', dialog: true })).toBe(true);
  });
});

describe('defaultErrorKey', () => {
  it('maps failures to the default handler texts', () => {
    expect(defaultErrorKey(new ApiError(0, 'network', null))).toBe('messages.default.network');
    expect(defaultErrorKey(new ApiError(401, 'system.unauthorized', null))).toBe(
      'messages.default.unauthorized',
    );
    expect(defaultErrorKey(new ApiError(403, 'system.forbidden', null))).toBe(
      'messages.default.unauthorized',
    );
    expect(defaultErrorKey(new ApiError(404, 'system.not-found', null))).toBe('messages.default.notFound');
    expect(defaultErrorKey(new ApiError(500, 'system.exception', null))).toBe('messages.default.error');
    expect(defaultErrorKey(new Error('x'))).toBe('messages.default.error');
  });
});
