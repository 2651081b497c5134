/** The query keys of the tutoring screen. */
export const tutoringKeys = {
  all: () => ['tutoring'] as const,
  tutors: () => ['tutoring', 'tutors'] as const,
  slots: (tutorId: string, from: string, length: number) =>
    ['tutoring', 'slots', tutorId, from, length] as const,
  sessions: (when: 'upcoming' | 'past') => ['tutoring', 'sessions', when] as const,
  availability: () => ['tutoring', 'availability'] as const,
  recordings: (side: 'received' | 'sent') => ['tutoring', 'recordings', side] as const,
};
