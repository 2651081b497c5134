import { Paper } from '@mantine/core';
import type { TExerciseAnswer } from '@puente/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { learningKeys } from '../../../api/query-keys';
import { QueryState } from '../../../ui/query-state';
import { checkExercise } from '../api/check-exercise';
import { exerciseQuery } from '../api/exercise-query';
import { LazyExercisePlayer, usePreloadedPlayer } from './exercise-player-lazy';

/** Loads an exercise and plays it; a check refreshes the lists that show its status and best score. */
export function ExerciseRunner({ exerciseId, number }: { exerciseId: string; number?: number }) {
  const query = useQuery(exerciseQuery(exerciseId));
  usePreloadedPlayer();
  const queryClient = useQueryClient();
  const check = async (answer: TExerciseAnswer) => {
    const result = await checkExercise(exerciseId, answer);
    for (const queryKey of [
      learningKeys.exerciseLists(),
      learningKeys.chapters(),
      learningKeys.courses(),
      learningKeys.courseDetails(),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
    return result;
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <QueryState query={query}>
        {(exercise) => (
          <LazyExercisePlayer key={exercise.id} exercise={exercise} check={check} number={number} />
        )}
      </QueryState>
    </Paper>
  );
}
