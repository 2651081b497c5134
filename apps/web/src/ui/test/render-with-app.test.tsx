import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showDialog, showToast } from '../messages/show-message';
import { renderWithApp } from './render-with-app';

// Test files share one module graph (isolate: false), and with it the app's message queue. The tests
// below run in order: the first leaves a toast and a dialog queued, as a test does whose save answered
// just before it ended; the next must start with neither.
describe('renderWithApp between tests', () => {
  it('a test ends with a toast and a dialog still queued', async () => {
    renderWithApp(<p>first</p>);
    showToast('success', 'Left over from the test before.');
    showDialog({ type: 'error', description: 'A dialog left open.' });
    await screen.findByText('Left over from the test before.');
  });

  it('the next test shows neither, and the same toast again when it is asked for', async () => {
    renderWithApp(<p>second</p>);
    await screen.findByText('second');
    expect(screen.queryByText('Left over from the test before.')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // A message still queued would also count the same text as a duplicate and drop it.
    expect(showToast('success', 'Left over from the test before.')).toBe(true);
    await screen.findByText('Left over from the test before.');
  });
});
