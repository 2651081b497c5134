import { LessonWizardScreen } from '../components/lesson-wizard-screen';

/** /video-wizard — the school's video lessons. */
export default function VideoWizardPage() {
  return <LessonWizardScreen viewMode="video" />;
}
