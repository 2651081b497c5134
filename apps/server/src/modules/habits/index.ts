/** Public entry of the habits module: the goal and streak the home page shows, and the reminder job. */
export { isOnboardingPending } from './habits.repository.ts';
export { sendStudyReminders } from './reminders/send-study-reminders.ts';
export { getHabitDay } from './streak/get-habit-day.ts';
