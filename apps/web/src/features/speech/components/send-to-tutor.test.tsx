import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousState, useSession } from '../../../lib/session/session-store';
import { server } from '../../../test/msw-server';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { SendToTutor } from './send-to-tutor';

const PABLO = {
  id: '0195f0c0-0000-7000-8000-00000000000a',
  name: 'Pablo Tutor',
  lastSessionAt: '2027-03-20T15:00:00.000Z',
};
const LUISA = {
  id: '0195f0c0-0000-7000-8000-00000000000b',
  name: 'Luisa Tutora',
  lastSessionAt: '2027-03-01T15:00:00.000Z',
};

type Sent = { fields: Record<string, string>; file: File | null };

function answer(tutors: (typeof PABLO)[], status = 201, code?: string) {
  const sent: Sent[] = [];
  server.use(
    http.get('/api/tutoring/recordings/recipients', () => HttpResponse.json({ tutors })),
    http.post('/api/tutoring/recordings', async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      let file: File | null = null;
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') fields[name] = value;
        else file = value as File;
      }
      sent.push({ fields, file });
      if (code) return HttpResponse.json({ code, message: code }, { status });
      const tutor = tutors.find((one) => one.id === fields.tutorId)!;
      return HttpResponse.json({ id: 'x', tutor: { id: tutor.id, name: tutor.name } }, { status });
    }),
  );
  return sent;
}

const audio = new Blob(['voice'], { type: 'audio/webm' });

beforeEach(() => {
  useSession.setState({
    ...anonymousState,
    scopes: ['user', 'student'],
    tutoringEnabled: true,
    accessToken: 't',
  });
});
afterEach(() => useSession.setState(anonymousState));

describe('SendToTutor', () => {
  it('sends the recording, the phrase and a note to the only tutor (Spanish)', async () => {
    const sent = answer([PABLO]);
    renderWithApp(<SendToTutor audio={audio} durationMs={3200} text="How are you?" />, 'es');
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar a mi tutor' }));
    expect(await screen.findByText('Para: Pablo Tutor')).toBeTruthy();
    // The dialog's close button is named (a screen reader says what it does). Asked of the dialog: test
    // files share Mantine's toast store, and a toast another file's save showed late has its own "Cerrar".
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Nota para el tutor'), '¿Suena bien?');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findByRole('status')).textContent).toBe('Grabación enviada a Pablo Tutor.');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.fields).toEqual({
      tutorId: PABLO.id,
      text: 'How are you?',
      note: '¿Suena bien?',
      durationMs: '3200',
    });
    // The audio goes as the file part, after the fields.
    expect(sent[0]!.file).not.toBeNull();
  });

  it('asks which tutor when there are several, and shows a refusal in words (English)', async () => {
    const sent = answer([PABLO, LUISA], 413, 'tutoring.recording-too-large');
    renderWithApp(<SendToTutor audio={audio} durationMs={3200} text="How are you?" />, 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Send to my tutor' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose the tutor');
    expect(sent).toHaveLength(0);
    await userEvent.click(screen.getByPlaceholderText('Choose the tutor'));
    await userEvent.click(await screen.findByRole('option', { name: 'Luisa Tutora', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('The recording is larger than the maximum'),
    );
    expect(sent[0]!.fields.tutorId).toBe(LUISA.id);
  });

  it('is not offered without a tutor, nor to an administrator acting as the student', async () => {
    let asked = 0;
    server.use(
      http.get('/api/tutoring/recordings/recipients', () => {
        asked += 1;
        return HttpResponse.json({ tutors: [] });
      }),
    );
    const { unmount } = renderWithApp(<SendToTutor audio={audio} durationMs={3200} text="Hi" />);
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByRole('button', { name: 'Send to my tutor' })).toBeNull();
    unmount();
    answer([PABLO]);
    useSession.setState({
      identity: { ...useSession.getState().identity, impersonator: 'admin-id' },
    });
    renderWithApp(<SendToTutor audio={audio} durationMs={3200} text="Hi" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Send to my tutor' })).toBeNull();
  });
});
