import { LessonWizardScreen } from '../components/lesson-wizard-screen';

/** /audio-wizard — the school's audio lessons. */
export default function AudioWizardPage() {
  return <LessonWizardScreen viewMode="audio" />;
}
