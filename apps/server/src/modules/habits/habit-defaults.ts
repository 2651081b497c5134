/** The goal of a student who has not chosen one (minutes a day). */
export const DEFAULT_GOAL_MINUTES = 10;
