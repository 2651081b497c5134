import { Anchor, Breadcrumbs, Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { TChapterView } from '@puente/shared';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRecordChapterView } from '../../../api/chapter-progress';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocalized } from '../../../lib/use-localized';
import { QueryState } from '../../../ui/query-state';
import { RenderWhenNear } from '../../../ui/render-when-near';
import { StatusBadge } from '../../../ui/status-badge';
import { ExerciseRunner, ExerciseStanding } from '../../exercise-player';
import { useChapter } from '../api/chapter-query';
import { LessonBody } from '../components/lesson-body';
import { LessonFooter } from '../components/lesson-footer';
import { LessonMedia } from '../components/lesson-media';
import { LessonTranscript } from '../components/lesson-transcript';
import { VocabularyList } from '../components/vocabulary-list';

/** About an exercise's height on a phone, held for it until it is drawn. */
const EXERCISE_HEIGHT = 260;

/**
 * /lessons/:courseId/:chapterId — one lesson: player, explanation, transcript, words, exercises. Each lesson
 * is a screen of its own (keyed by it): the next lesson's link draws it afresh, never under another's parts.
 */
export default function LessonPage() {
  const { chapterId = '' } = useParams();
  return <LessonScreen key={chapterId} chapterId={chapterId} />;
}

function LessonScreen({ chapterId }: { chapterId: string }) {
  const query = useChapter(chapterId);
  // Drawn before its lesson arrived: the lesson's later parts are then drawn in a transition (LessonRest).
  // A lesson at hand from the first render (drawn by the server, or already read) is drawn whole.
  const [waited] = useState(() => query.isPending);
  const { t } = useTranslation('learning');
  const text = useLocalized();
  useDocumentTitle(query.data ? text(query.data.title) : t('courses.title'));
  return (
    <Container size="lg" py="lg" px={{ base: 0, sm: 'md' }}>
      <ChapterViewRecorder chapterId={chapterId} />
      <QueryState query={query}>{(lesson) => <Lesson lesson={lesson} deferRest={waited} />}</QueryState>
    </Container>
  );
}

/**
 * Records that the student opened the lesson. A component of its own: the call's state (sending, sent)
 * redraws only it, not the lesson; in the screen, each change redrew the whole lesson, at once.
 */
function ChapterViewRecorder({ chapterId }: { chapterId: string }) {
  const { mutate: recordView } = useRecordChapterView();
  useEffect(() => {
    if (chapterId) recordView(chapterId);
  }, [chapterId, recordView]);
  return null;
}

function Lesson({ lesson, deferRest }: { lesson: TChapterView; deferRest: boolean }) {
  const { t } = useTranslation('learning');
  const text = useLocalized();
  const title = text(lesson.title);
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Breadcrumbs separator="›">
          <Anchor component={Link} to="/courses">
            {t('courses.title')}
          </Anchor>
          <Anchor component={Link} to={`/lessons/${lesson.courseId}`}>
            {text(lesson.courseTitle)}
          </Anchor>
        </Breadcrumbs>
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            {t('lesson.heading', { n: lesson.position, title })}
          </Title>
          {lesson.completed ? (
            <StatusBadge tone="success" size="lg">
              {t('lesson.completedBadge')}
            </StatusBadge>
          ) : null}
        </Group>
        <Text c="dimmed" size="sm">
          {t(`viewMode.${lesson.viewMode}`)}
        </Text>
      </Stack>
      <LessonMedia lesson={lesson} title={title} />
      <LessonBody body={lesson.body} />
      <LessonRest lesson={lesson} defer={deferRest} />
    </Stack>
  );
}

/**
 * What follows the explanation. When the lesson arrives after the page was drawn (`defer`), drawn in a
 * transition: in slices of a few milliseconds that let the browser paint and answer taps between them. A
 * query's answer is otherwise drawn in one task, and these parts (the words, each with its listen button;
 * the exercises) held a slow phone for a few hundred milliseconds after the explanation, the page's largest
 * text, which is drawn at once. A lesson drawn by the server has them in its HTML (hydration is a transition).
 */
function LessonRest({ lesson, defer }: { lesson: TChapterView; defer: boolean }) {
  const shown = useDeferredValue<TChapterView | null>(lesson, defer ? null : lesson);
  if (!shown) return null;
  return <LessonRestNow lesson={shown} />;
}

function LessonRestNow({ lesson }: { lesson: TChapterView }) {
  const { t } = useTranslation('learning');
  return (
    <>
      <LessonTranscript transcript={lesson.transcript} />
      <VocabularyList items={lesson.vocabulary} />
      {lesson.exercises.length ? (
        <section aria-labelledby="lesson-exercises">
          <Title order={2} size="h3" id="lesson-exercises" mb="sm">
            {t('lesson.exercises')}
          </Title>
          <Stack gap="md">
            {/* Each exercise is read and drawn as the student scrolls towards it (RenderWhenNear). */}
            {/* A student back at a lesson sees where they stand on each exercise they have tried. */}
            {lesson.exercises.map((exercise, index) => (
              <Stack key={exercise.id} gap={6}>
                {exercise.status !== 'not-started' ? <ExerciseStanding summary={exercise} /> : null}
                <RenderWhenNear minHeight={EXERCISE_HEIGHT} data-testid="lesson-exercise">
                  <ExerciseRunner exerciseId={exercise.id} number={index + 1} />
                </RenderWhenNear>
              </Stack>
            ))}
          </Stack>
        </section>
      ) : null}
      <Divider />
      <LessonFooter lesson={lesson} />
    </>
  );
}
