/** An entry of the profile dropdown (Sign out, always listed, is added by the menu itself). */
export type ProfileItem = { id: 'profile' | 'addUser' | 'myExams' | 'tutoring' | 'addPayment'; path: string };

export type ProfileFacts = {
  staff: boolean;
  master: boolean;
  tutor: boolean;
  tutoringEnabled: boolean;
  payEnabled: boolean;
};

/**
 * The student items of the profile dropdown: Profile, Add user (master), My exams, Tutoring (tutoring
 * enabled or tutor), Add payment (payment enabled). Staff see none of them.
 */
export function profileItems(facts: ProfileFacts): ProfileItem[] {
  if (facts.staff) return [];
  const items: ProfileItem[] = [{ id: 'profile', path: '/my-profile' }];
  if (facts.master) items.push({ id: 'addUser', path: '/add-user' });
  items.push({ id: 'myExams', path: '/exams' });
  if (facts.tutoringEnabled || facts.tutor) items.push({ id: 'tutoring', path: '/tutoring' });
  if (facts.payEnabled) items.push({ id: 'addPayment', path: '/retail-payment' });
  return items;
}
