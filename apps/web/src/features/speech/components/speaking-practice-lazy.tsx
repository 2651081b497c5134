import { lazy, Suspense } from 'react';
import type { SpeakingPracticeProps } from './speaking-practice-props';

// The recorder (MediaRecorder) and its texts load with the first card or item that offers it.
const Practice = lazy(() => import('./speaking-practice'));

/** "Grabar y comparar" (speaking-practice.tsx), loaded on demand; nothing shows while it loads. */
export function SpeakingPractice(props: SpeakingPracticeProps) {
  return (
    <Suspense fallback={null}>
      <Practice {...props} />
    </Suspense>
  );
}
