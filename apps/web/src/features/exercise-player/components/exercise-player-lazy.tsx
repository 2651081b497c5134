import { lazy, Suspense, useEffect } from 'react';
import { LazyDelayedLoader } from '../../../ui/lazy-delayed-loader';
import type { ExercisePlayerProps } from './exercise-player';

// The player (its answer inputs, Mantine's form controls and radios) loads on its own, not with the page
// that lists exercises: a lesson draws its text first and its exercises come after.
const loadPlayer = () => import('./exercise-player');
const Player = lazy(() => loadPlayer().then((module) => ({ default: module.ExercisePlayer })));

/** Starts loading the player's code, so that it arrives while the exercise itself is being read. */
export function usePreloadedPlayer() {
  useEffect(() => {
    void loadPlayer();
  }, []);
}

/** The exercise player (exercise-player.tsx), its code loaded on demand; the delayed loader while it loads. */
export function LazyExercisePlayer(props: ExercisePlayerProps) {
  return (
    <Suspense fallback={<LazyDelayedLoader />}>
      <Player {...props} />
    </Suspense>
  );
}
