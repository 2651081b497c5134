import { describe, expect, it } from 'vitest';
import { profileItems } from './profile-items';

const base = { staff: false, master: false, tutor: false, tutoringEnabled: false, payEnabled: false };
const ids = (facts: Partial<typeof base>) => profileItems({ ...base, ...facts }).map((item) => item.id);

describe('profileItems', () => {
  it('lists the student items by flag', () => {
    expect(ids({})).toEqual(['profile', 'myExams']);
    expect(ids({ master: true, tutoringEnabled: true, payEnabled: true })).toEqual([
      'profile',
      'addUser',
      'myExams',
      'tutoring',
      'addPayment',
    ]);
    expect(ids({ tutor: true })).toEqual(['profile', 'myExams', 'tutoring']);
  });

  it('lists nothing for staff', () => {
    expect(ids({ staff: true, master: true, tutor: true, tutoringEnabled: true, payEnabled: true })).toEqual(
      [],
    );
  });
});
